import DisplayInterface

/// `echo TEXT…`: prints its words, joined by one space.
struct EchoCommand: BuiltInCommand, Hashable {
    let text: String

    static let verb = BuiltInVerb.echo
    static let acceptsRedirection = true

    static func declaration(in app: AppTerms) -> BuiltInDeclaration {
        BuiltInDeclaration(summary: "Print text", usage: ["echo TEXT…"], example: "echo \"hello\"")
    }

    static func parse(_ reader: inout ArgumentReader, in context: ParseContext) throws(ShellError) -> EchoCommand {
        EchoCommand(text: reader.rest().map(\.text).joined(separator: " "))
    }

    @MainActor func run(in context: CommandContext) throws(ShellError) -> CommandOutcome {
        context.console.print(text)
        return .success
    }
}
