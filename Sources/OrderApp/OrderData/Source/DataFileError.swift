import SafeIO
import SystemPackage

/// Why a data file could not be loaded. One message names the file, the JSON path and,
/// where known, the line: `orders.json:14: orders[3].items[0].price: must not be negative`.
public struct DataFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it, or `embedded data set`.
    public let file: String
    /// Where in the document, like `orders[3].items[0].price`; `nil` for the file as a whole.
    public let path: String?
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(file: String, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        // With a line it is a location, shown whole; without one, the file is echoed.
        var location = line == nil ? EchoedValue.echoedPath(file) : file
        if let line { location += ":\(line)" }
        if let column { location += ":\(column)" }
        if let path, !path.isEmpty { location += ": \(path)" }
        return "\(location): \(message)"
    }
}

extension DataFileError {
    /// An error about the file at `path`, named as messages show a path: escaped where it
    /// is not UTF-8 (and cut to 60 characters where it is not a location).
    init(file path: FilePath, message: String) {
        self.init(file: EchoedValue.path(path.bytes), message: message)
    }

    /// A refusal of the one rule for written files, in this error's form.
    init(_ error: FileWriteError) {
        self.init(file: error.shownPath, message: error.reason)
    }
}
