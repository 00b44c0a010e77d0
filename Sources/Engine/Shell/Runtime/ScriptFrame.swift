import DisplayInterface
import Foundation
import SafeIO
import SystemPackage

/// Where the commands being run come from: the name used in error locations, the
/// folder relative paths start from, the script's arguments, and the `source` chain.
/// Paths are bytes (``FilePath``): a script in a folder whose name is not UTF-8 finds the
/// files beside it.
public struct ScriptFrame: Sendable {
    /// `checkout.osh`, `-c`, `<stdin>`; `nil` at the interactive prompt (no location).
    public var file: String?
    /// The folder `set data` and `source` resolve relative paths against (`nil`: the working directory).
    public var directory: FilePath?
    /// The folder those paths are shown relative to in messages; `nil` shows them as resolved.
    /// The golden harness sets it to `""`, so a transcript names `lib/setup.osh`, not a
    /// path that differs from machine to machine.
    public var displayDirectory: FilePath?
    /// `${0}`, `${1}`, … of the script, when it was given any.
    public var arguments: ScriptArguments?
    /// The `source` commands that led here, innermost first.
    var includedFrom: [SourceLocation] = []
    /// The standardized paths of the scripts being sourced, outermost first (to find cycles).
    var openScripts: [FilePath] = []

    /// A frame of `file` in `directory`, with its `arguments`.
    public init(file: String?, directory: FilePath? = nil, arguments: ScriptArguments? = nil) {
        self.file = file
        self.directory = directory
        self.arguments = arguments
    }

    /// The interactive prompt.
    public static let interactive = ScriptFrame(file: nil)

    /// A script file run directly: locations name `path` as given, relative paths start in its folder.
    public static func script(path: FilePath, arguments: [String]) -> ScriptFrame {
        var frame = ScriptFrame(
            file: EchoedValue.path(path.bytes),
            directory: path.removingLastComponent(),
            arguments: ScriptArguments(name: path.shown, values: arguments))
        frame.openScripts = [Self.standardized(path)]
        return frame
    }

    /// A script file whose messages name it, and the files it refers to, relative to its
    /// own folder (`checkout.osh:3:1`, `data/small.json`) wherever it is run from.
    public static func relocatable(path: FilePath, arguments: [String] = []) -> ScriptFrame {
        let name = ShownBytes.text(of: path.nameBytes)
        var frame = ScriptFrame(
            file: name,
            directory: path.removingLastComponent(),
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
    func including(_ path: FilePath, at location: SourceLocation) -> ScriptFrame {
        var inner = ScriptFrame(file: display(path), directory: path.removingLastComponent(), arguments: arguments)
        inner.displayDirectory = displayDirectory.map { _ in displayed(path).removingLastComponent() }
        inner.includedFrom = [location] + includedFrom
        inner.openScripts = openScripts + [Self.standardized(path)]
        return inner
    }

    /// `path` relative to this frame's folder, as the user would write it from here;
    /// `~/…` (and `~`) start in the home folder.
    func resolve(_ path: String) -> FilePath {
        join(FilePath(Self.expandingHome(path)), to: directory)
    }

    /// `path` with a leading `~` or `~/` replaced by `home` (default: `$HOME`); any other
    /// path, and `~user/…`, as it is.
    public static func expandingHome(_ path: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    /// How messages name `resolved` (a result of ``resolve(_:)``): relative to
    /// ``displayDirectory`` when it is set.
    func display(_ resolved: FilePath) -> String {
        EchoedValue.path(displayed(resolved).bytes)
    }

    /// `resolved` relative to ``displayDirectory`` when it is set and holds it.
    private func displayed(_ resolved: FilePath) -> FilePath {
        guard let displayDirectory, let directory, !directory.isEmpty else { return resolved }
        var rest = resolved
        guard rest.removePrefix(directory) else { return resolved }
        return join(rest, to: displayDirectory)
    }

    private func join(_ path: FilePath, to folder: FilePath?) -> FilePath {
        guard !path.isAbsolute, let folder, !folder.isEmpty else { return path }
        return folder.pushing(path)
    }

    /// The absolute path with symbolic links resolved: a script sourced through a link to
    /// itself is the same script, so the cycle is found at once.
    static func standardized(_ path: FilePath) -> FilePath {
        let absolute = path.isAbsolute ? path : currentFolder().pushing(path)
        // realpath(3) answers for a path that exists; a path that does not exist yet (a
        // file `record` is about to write) is its folder's real path and its name.
        if let resolved = realPath(absolute) { return resolved }
        let normalized = absolute.lexicallyNormalized()
        guard let name = normalized.lastComponent, let folder = realPath(normalized.removingLastComponent()) else { return normalized }
        return folder.appending(name)
    }

    /// The working directory, as bytes.
    public static func currentFolder() -> FilePath {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return FilePath(platformString: folder)
    }

    private static func realPath(_ path: FilePath) -> FilePath? {
        guard let resolved = path.withPlatformString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FilePath(platformString: resolved)
    }
}
