import DisplayInterface
import Foundation

/// Where the commands being run come from: the name used in error locations, the
/// folder relative paths start from, the script's arguments, and the `source` chain.
public struct ScriptFrame: Sendable {
    /// `checkout.osh`, `-c`, `<stdin>`; `nil` at the interactive prompt (no location).
    public var file: String?
    /// The folder `set data` and `source` resolve relative paths against (`nil`: the working directory).
    public var directory: String?
    /// The folder those paths are shown relative to in messages; `nil` shows them as resolved.
    /// The golden harness sets it to `""`, so a transcript names `lib/setup.osh`, not a
    /// path that differs from machine to machine.
    public var displayDirectory: String?
    public var arguments: ScriptArguments?
    /// The `source` commands that led here, innermost first.
    var includedFrom: [SourceLocation] = []
    /// The standardized paths of the scripts being sourced, outermost first (to find cycles).
    var openScripts: [String] = []

    public init(file: String?, directory: String? = nil, arguments: ScriptArguments? = nil) {
        self.file = file
        self.directory = directory
        self.arguments = arguments
    }

    /// The interactive prompt.
    public static let interactive = ScriptFrame(file: nil)

    /// A script file run directly: locations name `path` as given, relative paths start in its folder.
    public static func script(path: String, arguments: [String]) -> ScriptFrame {
        var frame = ScriptFrame(
            file: path,
            directory: (path as NSString).deletingLastPathComponent,
            arguments: ScriptArguments(name: path, values: arguments))
        frame.openScripts = [Self.standardized(path)]
        return frame
    }

    /// A script file whose messages name it, and the files it refers to, relative to its
    /// own folder (`checkout.osh:3:1`, `data/small.json`) wherever it is run from.
    public static func relocatable(path: String, arguments: [String] = []) -> ScriptFrame {
        let name = (path as NSString).lastPathComponent
        var frame = ScriptFrame(
            file: name,
            directory: (path as NSString).deletingLastPathComponent,
            arguments: ScriptArguments(name: name, values: arguments))
        frame.displayDirectory = ""
        frame.openScripts = [Self.standardized(path)]
        return frame
    }

    /// The line of the outermost script that `location` (in this frame) runs for: the
    /// `source` command when it lies in a sourced file.
    public func outermostLine(of location: SourceLocation) -> Int {
        includedFrom.last?.line ?? location.line
    }

    /// The frame of the script at `path`, run by `source` at `location` in this frame.
    func including(_ path: String, at location: SourceLocation) -> ScriptFrame {
        let shown = display(path)
        var inner = ScriptFrame(file: shown, directory: (path as NSString).deletingLastPathComponent, arguments: arguments)
        inner.displayDirectory = displayDirectory.map { _ in (shown as NSString).deletingLastPathComponent }
        inner.includedFrom = [location] + includedFrom
        inner.openScripts = openScripts + [Self.standardized(path)]
        return inner
    }

    /// `path` relative to this frame's folder, as the user would write it from here;
    /// `~/…` (and `~`) start in the home folder.
    func resolve(_ path: String) -> String {
        join(Self.expandingHome(path), to: directory)
    }

    /// `path` with a leading `~` or `~/` replaced by `home` (default: `$HOME`); any other
    /// path, and `~user/…`, as it is.
    public static func expandingHome(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    /// How messages name `resolved` (a result of ``resolve(_:)``): relative to
    /// ``displayDirectory`` when it is set.
    func display(_ resolved: String) -> String {
        guard let displayDirectory, let directory, !directory.isEmpty,
              resolved.hasPrefix(directory + "/")
        else { return resolved }
        return join(String(resolved.dropFirst(directory.count + 1)), to: displayDirectory)
    }

    private func join(_ path: String, to folder: String?) -> String {
        guard !path.hasPrefix("/"), let folder, !folder.isEmpty else { return path }
        return (folder as NSString).appendingPathComponent(path)
    }

    /// The absolute path with symbolic links resolved: a script sourced through a link to
    /// itself is the same script, so the cycle is found at once.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        // realpath(3) answers for a path that exists, without Foundation's NSString and URL
        // work (which cost about 4 % of a start); a path that does not exist yet (a file
        // `record` is about to write) is standardized by Foundation, as far as it can be.
        if let resolved = realpath(absolute, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: (absolute as NSString).standardizingPath).resolvingSymlinksInPath().path
    }
}
