import Foundation
import DisplayInterface

/// A recording in progress (`record PATH` … `record stop`): where the case goes, the
/// session's environment when it started, and every command kept since.
struct Recording {
    /// The case's path without extension, as the process opens it.
    let basePath: String
    /// The case's path without extension, as the user typed it (for messages).
    let shownPath: String
    /// The case's folder, absolute: the paths the case names are written relative to it.
    let directory: String
    let replace: Bool
    let environment: EnvironmentSettings
    let dataSource: DataSourceSettings
    private(set) var commands: [Kept] = []
    /// Commands not kept, each with why (`history (not part of a case)`).
    private(set) var leftOut: [String] = []

    /// A command kept, as it goes into the case, and what the user saw after it.
    struct Kept {
        let text: String
        let outcome: CommandOutcome
        let state: DisplayState
    }

    init(path: String, shownAs shown: String, replace: Bool, environment: EnvironmentSettings, dataSource: DataSourceSettings) {
        let base = Self.droppingExtension(path)
        basePath = base
        shownPath = Self.droppingExtension(shown)
        directory = (ScriptFrame.standardized(base) as NSString).deletingLastPathComponent
        self.replace = replace
        self.environment = environment
        self.dataSource = dataSource
    }

    var scriptPath: String { basePath + ".osh" }
    var transcriptPath: String { basePath + ".out" }
    var shownScript: String { shownPath + ".osh" }
    var shownTranscript: String { shownPath + ".out" }

    mutating func keep(_ text: String, outcome: CommandOutcome, state: DisplayState) {
        commands.append(Kept(text: text, outcome: outcome, state: state))
    }

    mutating func leaveOut(_ text: String, because reason: String) {
        leftOut.append("\(text) (\(reason))")
    }

    /// The first line of the script that holds a kept command.
    var firstCommandLine: Int { preamble.count + 1 }

    /// The case's script: a comment, the directives, the environment as `set` lines, then
    /// one command per line.
    var script: String {
        (preamble + commands.map(\.text)).joined(separator: "\n") + "\n"
    }

    private var preamble: [String] {
        var lines = ["# Recorded at the ordersh prompt; `ordersh test` replays it."]
        if commands.contains(where: { $0.outcome == .failure }) { lines.append("# golden: keep-going") }
        lines.append("set now \(environment.now)")
        lines.append("set locale \(ScriptText.word(environment.locale))")
        lines.append("set timezone \(ScriptText.word(environment.timeZone))")
        if let calendar = environment.calendar { lines.append("set calendar \(ScriptText.word(calendar))") }
        if let file = dataSource.dataFile {
            lines.append("set data \(ScriptText.word(PathText.relative(file, from: directory)))")
        }
        if dataSource.latency > .zero { lines.append("set latency \(DurationText.script(dataSource.latency))") }
        if dataSource.isFailing { lines.append("set fail load") }
        return lines
    }

    /// `checkout` for `checkout.osh` or `checkout.out`: the user may name either file.
    private static func droppingExtension(_ path: String) -> String {
        for suffix in [".osh", ".out"] where path.hasSuffix(suffix) && path.count > suffix.count {
            return String(path.dropLast(suffix.count))
        }
        return path
    }
}
