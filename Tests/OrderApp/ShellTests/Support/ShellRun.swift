import SystemPackage
import DisplayInterface
import Composition
import Presentation
import Shell

/// Runs shell text in a fresh in-process session with the harness environment
/// (2026-11-22T12:00:00Z, en_US, UTC) and collects what it printed.
@MainActor
struct ShellRun {
    let interpreter: Interpreter
    let console: TranscriptConsole
    /// The session's ViewModels, typed.
    let session: DisplaySession

    init(options: ShellOptions = ShellOptions()) throws {
        let assembly = try SessionAssembly(dataFile: nil, environment: .harness)
        console = TranscriptConsole()
        interpreter = assembly.makeInterpreter(console: console, options: options)
        session = assembly.session
    }

    /// Runs `script` as the file `file` (relative paths start in `directory`).
    @discardableResult
    func run(_ script: String, file: String = "test.osh", directory: String? = nil, arguments: [String] = []) async -> ScriptOutcome {
        var source = BufferLineSource(script)
        let frame = ScriptFrame(file: file, directory: directory.map { FilePath($0) }, arguments: ScriptArguments(name: file, values: arguments))
        return await interpreter.runScript(&source, frame: frame)
    }

    var transcript: String { console.transcript }
    var output: String { console.output }
    var errors: String { console.errors }

    /// Runs `script` in a new session; returns the transcript.
    static func transcript(of script: String, keepGoing: Bool = false, echo: Bool = false) async throws -> String {
        let run = try ShellRun(options: ShellOptions(keepGoing: keepGoing, echo: echo))
        await run.run(script)
        return run.transcript
    }
}
