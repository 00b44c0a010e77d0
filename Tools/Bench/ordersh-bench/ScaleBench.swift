import SystemPackage
import Composition
import DisplayInterface
import Foundation
import Presentation
import Shell

/// `ordersh-bench scale DATA.json ROUNDS`: loads DATA once, then times what a user does on
/// a large loaded list, each command run through the interpreter as typed. Rendered output
/// goes to standard output (the caller pipes it); one JSON line of timings in milliseconds
/// goes to standard error at the end.
@MainActor
func benchScale(dataFile: String, rounds: Int) async throws {
    let assembly = try SessionAssembly(dataFile: FilePath(dataFile), environment: .harness)
    let interpreter = assembly.makeInterpreter(console: StandardConsole(), options: ShellOptions())
    let clock = ContinuousClock()

    func run(_ line: String) async -> Duration {
        var lexer = Lexer(file: "bench")
        let commands = (try? lexer.lex(line, number: 1)) ?? []
        let started = clock.now
        for command in commands {
            guard case .success = await interpreter.run(command, in: ScriptFrame(file: "bench")) else {
                FileHandle.standardError.write(Data("bench: '\(line)' failed\n".utf8))
                exit(1)
            }
        }
        return clock.now - started
    }

    var timings: [String: [Duration]] = [:]
    timings["load orders", default: []].append(await run("load orders"))
    // (name, command): `show list again` shows the state `show list` just showed.
    let steps = [
        ("filter month = all", "filter month = all"), ("sort title", "sort title"), ("set locale de_DE", "set locale de_DE"),
        ("filter reset", "filter reset"), ("show list", "show list"), ("show list again", "show list"),
    ]
    let restore = ["sort date", "set locale en_US"]
    for _ in 0..<rounds {
        for (name, step) in steps { timings[name, default: []].append(await run(step)) }
        for step in restore { _ = await run(step) }
    }
    let medians = timings.mapValues { durations in
        let middle = durations.sorted()[durations.count / 2]
        return Double(middle.components.seconds) * 1e3 + Double(middle.components.attoseconds) / 1e15
    }
    let rows = assembly.session.viewModel(of: OrderListViewModel.self)?.rows.count ?? 0
    var fields = medians.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(String(format: "%.2f", $0.value))" }
    fields.append("\"rows\": \(rows)")
    FileHandle.standardError.write(Data("{\(fields.joined(separator: ", "))}\n".utf8))
}
