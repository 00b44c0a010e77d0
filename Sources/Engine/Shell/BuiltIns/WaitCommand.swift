import DisplayInterface

/// `wait`: waits for every load started with `&`.
struct WaitCommand: ArgumentlessCommand, Hashable {
    static let verb = BuiltInVerb.wait

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(
            summary: "Wait for every load started with &",
            example: app.loadTarget.map { "load \($0) &; wait" } ?? "wait")
    }

    var waits: Bool { true }

    @MainActor func run(in context: CommandContext) async throws(ShellError) -> CommandOutcome {
        try await context.interpreter.waitForBackgroundLoads(at: context.location, in: context.frame)
        return .success
    }
}
