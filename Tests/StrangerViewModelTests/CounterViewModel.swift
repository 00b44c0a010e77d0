import DisplayInterface
import Observation

/// A ViewModel the order app does not have: the proof that the engine drives any app's
/// ViewModels through their registration alone.
@Observable @MainActor final class CounterViewModel: DisplayableViewModel {
    static let displayName = "counter"

    private(set) var count = 0
    private(set) var countLabel = ""
    private(set) var isEven = true
    private(set) var errorMessage: String?

    nonisolated static let displaySchema = DisplaySchema<CounterViewModel>([
        .string("countLabel") { $0.countLabel },
        .bool("isEven") { $0.isEven },
        .optionalString("errorMessage") { $0.errorMessage },
    ])

    /// `load counter [START]`: starts at zero, or at START.
    func start(at value: Int) {
        set(value)
    }

    /// `increment N`.
    func increment(by amount: Int) {
        set(count + amount)
    }

    private func set(_ value: Int) {
        count = value
        countLabel = value == 1 ? "1 tap" : "\(value) taps"
        isEven = value.isMultiple(of: 2)
    }
}

extension CounterViewModel {
    /// `load counter`, `increment N`, and a bold line of the count.
    static var registration: ViewModelRegistration {
        ViewModelRegistration(
            CounterViewModel.self,
            loads: [LoadForm("counter", arguments: [.optionalValue("START")]) { counter, arguments in
                counter.start(at: arguments[0].flatMap { Int($0) } ?? 0)
                return .finished
            }],
            commands: [
                CommandRegistration(
                    "increment", summary: "Add N taps to the counter", example: "increment 3",
                    forms: [
                        CommandForm(arguments: .words([.value("N", completion: .fixed(["1", "10"]))])) { counter, arguments throws(ShellError) in
                            guard let amount = arguments[0].flatMap({ Int($0) }) else {
                                throw ShellError("increment takes a whole number, not '\(arguments[0] ?? "")'", at: arguments.words.first??.location)
                            }
                            counter.increment(by: amount)
                            return .done
                        },
                    ]),
            ],
            layout: { counter in counter.countLabel.isEmpty ? [] : [.line([ShowSpan(counter.countLabel, .bold)])] })
    }
}
