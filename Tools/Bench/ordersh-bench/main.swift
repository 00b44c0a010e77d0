import SystemPackage
// ordersh-bench: measures what a user feels at the prompt with a large data set.
// Not a test: run it through scripts/bench, which prints medians.
//
//   ordersh-bench completion DATA.json   one Tab press on 'load order #' with every order loaded
//   ordersh-bench scale DATA.json ROUNDS  list commands on a large loaded list (scripts/bench-scale)
import Composition
import DisplayInterface
import Foundation
import LineEditor
import Presentation
import Shell

@MainActor
func benchCompletion(dataFile: String) async throws {
    let assembly = try SessionAssembly(dataFile: FilePath(dataFile), environment: .harness)
    guard let list = assembly.session.viewModel(of: OrderListViewModel.self) else { exit(1) }
    await list.load()
    guard list.errorMessage == nil else {
        print("load failed: \(list.errorMessage ?? "")")
        exit(1)
    }
    let rows = list.orderReferences.count
    let clock = ContinuousClock()
    var prompt: [Duration] = []
    var tab: [Duration] = []
    for round in 0..<200 {
        var vocabulary: CompletionVocabulary?
        prompt.append(clock.measure { vocabulary = CompletionVocabulary(registry: SessionAssembly.registry, session: assembly.session) })
        guard let vocabulary else { continue }
        let typed = round.isMultiple(of: 2) ? "load order #" : "load order #A1"
        var result = CompletionResult.none
        tab.append(clock.measure { result = ShellCompleter.complete(typed, vocabulary: vocabulary) })
        if round == 0 { print("orders loaded: \(rows); candidates for '\(typed)': \(result.candidates.count)") }
    }
    print("vocabulary snapshot before each prompt: median \(median(prompt))")
    print("one Tab press (complete 'load order #…'): median \(median(tab))")
}

func median(_ durations: [Duration]) -> String {
    let sorted = durations.sorted()
    let middle = sorted[sorted.count / 2]
    let microseconds = Double(middle.components.attoseconds) / 1e12 + Double(middle.components.seconds) * 1e6
    return String(format: "%.1f µs", microseconds)
}

let arguments = CommandLine.arguments
switch (arguments.count, arguments.dropFirst().first) {
case (3, "completion"):
    try await benchCompletion(dataFile: arguments[2])
case (4, "scale"):
    try await benchScale(dataFile: arguments[2], rounds: Int(arguments[3]) ?? 3)
default:
    FileHandle.standardError.write(Data("usage: ordersh-bench completion DATA.json | scale DATA.json ROUNDS\n".utf8))
    exit(2)
}
