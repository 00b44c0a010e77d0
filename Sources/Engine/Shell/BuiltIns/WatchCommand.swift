import DisplayInterface
import SafeIO

/// `watch VM`: re-renders a ViewModel on every change until Ctrl-C (at a terminal).
struct WatchCommand: BuiltInCommand, Hashable {
    let viewModel: String

    static let verb = BuiltInVerb.watch

    static let viewModelWord = BuiltInWord("VM", .viewModel)

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Re-render a ViewModel on every change until Ctrl-C (interactive)", example: "watch \(app.viewModel)")
    }

    static func grammar(in app: AppTerms) -> BuiltInGrammar {
        BuiltInGrammar([BuiltInForm([.word(viewModelWord)])])
    }

    /// Watches `viewModel`.
    init(viewModel: String) {
        self.viewModel = viewModel
    }

    init(_ match: FormMatch, in context: ParseContext) throws(ShellError) {
        viewModel = match[Self.viewModelWord]?.text ?? ""
    }

    var waits: Bool { true }
    var isPageable: Bool { false }
    var recording: RecordingRule { .leftOut(because: "not part of a case") }

    @MainActor func run(in context: CommandContext) async throws(ShellError) -> CommandOutcome {
        let interpreter = context.interpreter
        interpreter.concern(ShowState.self).lastTouched = viewModel
        guard interpreter.options.isInteractive else {
            throw ShellError("watch runs until Ctrl-C, so it needs an interactive terminal (in scripts use show or trace)", at: context.location)
        }
        guard let watched = interpreter.session.viewModel(named: viewModel) else {
            throw ShellError("unknown view model \(EchoedValue.quoted(viewModel))", at: context.location)
        }
        let layout = interpreter.registry.registration(named: viewModel)
        while !Task.isCancelled {
            interpreter.coverage.read(watched)
            context.console.print(
                "\u{1B}[H\u{1B}[2Jwatching \(viewModel) (Ctrl-C to stop)\n" + ViewModelRenderer.render(watched, layout: layout, style: interpreter.options.style))
            await ChangeWaiter.waitForChange(of: watched)
        }
        // Ctrl-C is how watch ends: no note that it cancelled nothing.
        interpreter.state.endedByInterrupt = true
        return .success
    }
}
