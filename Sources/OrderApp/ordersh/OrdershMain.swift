import ShellProgram

/// ordersh: the shell over the order app, with its memory policy and its own `import` and
/// `export`; everything else is the engine's program.
@main
enum OrdershMain {
    static func main() async {
        MemoryPolicy.apply()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let name = arguments.first, name == "import" || name == "export" {
            ShellProgram<OrderShell>.prepareProcess()
            runTransfer(name, Array(arguments.dropFirst()))
        }
        await ShellProgram(app: OrderShell()).run()
    }
}
