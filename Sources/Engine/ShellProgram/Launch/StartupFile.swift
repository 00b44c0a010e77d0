import DisplayInterface
import Foundation
import Shell
import SystemPackage

/// The file an interactive session runs before its first prompt, as psql runs `~/.psqlrc`
/// (shell.md §1): `$XDG_CONFIG_HOME/NAME/NAMErc`, else `~/.config/NAME/NAMErc`. Scripts,
/// `-c`, standard input and `test` never read it, so no transcript depends on the machine.
enum StartupFile {
    /// Where the app named `name` finds it; `nil` without a usable `XDG_CONFIG_HOME` or `HOME`.
    static func path(environment: [String: String], name: String) -> FilePath? {
        let file = name + "/" + name + "rc"
        // A relative XDG_CONFIG_HOME is invalid (XDG Base Directory), and ignored.
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return FilePath(config + "/" + file)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return FilePath(home + "/.config/" + file)
    }

    /// Runs the file at `path` in `interpreter`'s session, when it exists: every command,
    /// each error reported with its place and the next command run, as psql does; the
    /// session starts whatever failed. Returns `true` when the file ran `quit`.
    @MainActor static func run(_ path: FilePath, in interpreter: Interpreter) async -> Bool {
        guard FileManager.default.fileExists(atPath: path.string) else { return false }
        let descriptor: Int32
        do {
            descriptor = try ScriptFile.open(path, at: nil)
        } catch {
            interpreter.report(error, in: .interactive)
            return false
        }
        defer { close(descriptor) }
        var source = DescriptorLineSource(descriptor: descriptor)
        let keepGoing = interpreter.options.keepGoing
        let echo = interpreter.options.echo
        interpreter.options.keepGoing = true
        interpreter.options.echo = false
        defer {
            interpreter.options.keepGoing = keepGoing
            interpreter.options.echo = echo
        }
        if case .quit = await interpreter.runScript(&source, frame: .script(path: path, arguments: [])) { return true }
        return false
    }
}
