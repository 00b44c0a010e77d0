import DisplayInterface
import Observation

/// A ViewModel the order app does not have: the proof that the engine drives any app's
/// ViewModels through their registration alone.
@Observable @MainActor final class CounterViewModel: LoadingViewModel {
    nonisolated static let displayName = "counter"

    private(set) var count = 0
    private(set) var countLabel = ""
    private(set) var isEven = true
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    nonisolated static let displaySchema = DisplaySchema<CounterViewModel>([
        .string("countLabel") { $0.countLabel },
        .bool("isEven") { $0.isEven },
        .optionalString("errorMessage") { $0.errorMessage },
    ])

    /// The milestones `jump` takes, known once the counter is loaded (live data, as ticket
    /// ids are an app's): not a display property.
    private(set) var milestoneNames: [String] = []
    private static let milestoneValues = ["ten": 10, "twenty": 20, "fifty": 50]

    /// `load counter [START]`: starts at zero, or at START.
    func start(at value: Int) -> LoadOutcome {
        set(value)
        milestoneNames = ["ten", "twenty", "fifty"]
        return .applied
    }

    /// `jump MILESTONE`: the count becomes the milestone's.
    func jump(to name: String) {
        guard let value = Self.milestoneValues[name] else {
            errorMessage = "no milestone '\(name)'"
            return
        }
        set(value)
    }

    /// `increment N`.
    func increment(by amount: Int) {
        set(count + amount)
    }

    /// `add-later N [SECONDS]`: adds N after SECONDS (none by default), as a ViewModel's
    /// async work does; cancelled while it waits, it adds nothing. Past 100 it fails.
    func add(_ amount: Int, after seconds: Int) async {
        isLoading = true
        defer { isLoading = false }
        errorMessage = nil
        do {
            try await Task.sleep(for: .seconds(seconds))
        } catch {
            return
        }
        guard count + amount <= 100 else {
            errorMessage = "the counter stops at 100"
            return
        }
        set(count + amount)
    }

    private func set(_ value: Int) {
        count = value
        countLabel = value == 1 ? "1 tap" : "\(value) taps"
        isEven = value.isMultiple(of: 2)
    }
}

extension CounterViewModel {
    /// `load counter [START]`, `increment N`, and a bold line of the count.
    static var registration: ViewModelRegistration {
        ViewModelRegistration(
            CounterViewModel.self,
            loads: [LoadForm("counter", OptionalArg<Int>("START")) { counter, start in counter.start(at: start ?? 0) }],
            commands: [
                CommandRegistration("increment", summary: "Add N taps to the counter", example: "increment 3", forms: [
                    CommandForm(Arg<Int>("N", completion: .fixed(["1", "10"]))) { counter, amount in counter.increment(by: amount) },
                ]),
                CommandRegistration("jump", summary: "Set the count to a milestone", example: "jump ten", forms: [
                    CommandForm(Arg<String>("MILESTONE", completion: milestones)) { counter, name in counter.jump(to: name) },
                ]),
                CommandRegistration("add-later", summary: "Add N taps after SECONDS", forms: [
                    CommandForm(Arg<Int>("N"), OptionalArg<Int>("SECONDS")) { counter, amount, seconds in
                        await counter.add(amount, after: seconds ?? 0)
                    },
                ]),
            ],
            layout: { counter in counter.countLabel.isEmpty ? [] : [.line([ShowSpan(counter.countLabel, .bold)])] })
    }

    /// The milestones the loaded counter knows; no other word reaches `jump`.
    static let milestones = CompletionSource.values(of: \CounterViewModel.milestoneNames, exhaustive: true)
}
