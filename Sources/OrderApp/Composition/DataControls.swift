import DisplayInterface
import OrderData
import SafeIO
import Shell
import SystemPackage

/// The order app's data source as the shell sees it: the file it reads, the latency and
/// the failure it is given, and how far a long read has got. Its settings (`set data`,
/// `set latency`, `set fail`) are declared in ``settings``.
@MainActor public class DataControls: DataSourceControls {
    let selector: DataSourceSelector
    let plan: FaultPlan
    /// Whether `--data` chose the file the session started with.
    let dataFromOption: Bool

    public init(selector: DataSourceSelector, plan: FaultPlan, dataFromOption: Bool = false) {
        self.selector = selector
        self.plan = plan
        self.dataFromOption = dataFromOption
    }

    /// The data file being read, or `nil` for the embedded data set.
    var dataFile: FilePath? {
        switch selector.source {
        case .embedded: nil
        case .file(let path, _): path
        }
    }

    public var readProgress: DataReadProgress? {
        selector.progress.progress.map {
            DataReadProgress(file: $0.file, bytesRead: $0.bytesRead, totalBytes: $0.totalBytes, orders: $0.orders)
        }
    }

    /// `data`, `latency` and `fail`, in the order `set` lists them.
    public static let settings: [AppSetting] = [data, latency, fail]

    /// `set data FILE|default`: the next `load` reads FILE, or the embedded data.
    static let data = AppSetting(
        "data", value: SettingValue("FILE|default", .file(orWords: ["default"]), example: "default"), of: DataControls.self,
        state: { controls in
            let file = controls.dataFile
            return SettingState(
                listed: file?.shown ?? "default", recorded: file.map { .file($0) },
                source: controls.dataFromOption ? .option : .default)
        },
        apply: { controls, input throws(ShellError) in
            let embedded = input.text == "default" && !input.isQuoted
            do {
                try controls.selector.select(embedded ? .embedded : .file(input.path, shownAs: input.shownPath))
            } catch {
                throw ShellError("\(error)", at: input.location)
            }
        })

    /// `set latency DURATION`: every read waits this long first.
    static let latency = AppSetting(
        "latency", value: SettingValue("DURATION", example: "500ms"), of: DataControls.self,
        state: { controls in
            let latency = controls.plan.latency
            return SettingState(listed: DurationText.script(latency), recorded: latency > .zero ? .text(DurationText.script(latency)) : nil)
        },
        apply: { controls, input throws(ShellError) in
            guard let duration = DurationText.parse(input.text) else {
                throw ShellError("latency takes a duration like 500ms, 2s or 0, not \(EchoedValue.quoted(input.text))", at: input.location)
            }
            controls.plan.latency = duration
        })

    /// `set fail load|off`: every read fails, after the latency.
    static let fail = AppSetting(
        "fail", value: .choice(["load", "off"]), of: DataControls.self,
        state: { controls in
            SettingState(listed: controls.plan.isFailing ? "load" : "off", recorded: controls.plan.isFailing ? .text("load") : nil)
        },
        apply: { controls, input throws(ShellError) in controls.plan.isFailing = input.text == "load" })
}
