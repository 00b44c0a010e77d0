import SystemPackage

/// A session's data source, as the shell sees it: what the app's settings act on (its
/// ``AppSetting``s, declared on the registry), and how far a long read has got.
@MainActor public protocol DataSourceControls: AnyObject {
    /// How far the data file being read now has got, or `nil` when none is being read.
    var readProgress: DataReadProgress? { get }
}

extension DataSourceControls {
    public var readProgress: DataReadProgress? { nil }
}

/// How far a long load has got, as the prompt shows it: `reading orders.json: 120 of 443 MB, 270,000 orders`.
public struct DataReadProgress: Sendable, Hashable {
    /// The file being read, as messages show it.
    public let file: String
    /// How many of its bytes are read.
    public let bytesRead: Int
    /// Its size, when known.
    public let totalBytes: Int?
    /// How many orders are read so far.
    public let orders: Int

    /// How far a read of `file` has got.
    public init(file: String, bytesRead: Int, totalBytes: Int?, orders: Int) {
        self.file = file
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.orders = orders
    }

    /// The line shown on standard error.
    public var line: String {
        let megabytes = { (bytes: Int) in String(bytes / 1_000_000) }
        let size = totalBytes.map { "\(megabytes(bytesRead)) of \(megabytes($0)) MB" } ?? "\(megabytes(bytesRead)) MB"
        return "reading \(file): \(size), \(Self.grouped(orders)) orders (Ctrl-C cancels)"
    }

    /// `270,000`: digits in groups of three, the same in every locale (this is the shell's
    /// own status line, not a display property).
    private static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
