import SystemPackage

/// What the shell may change about the session's data source (`set data`, `set latency`,
/// `set fail`). The composition root implements it; the shell never sees a repository.
@MainActor public protocol DataSourceControls: AnyObject {
    /// The next load reads the data file at `path`, or the embedded data set for `nil`.
    /// Messages name the file `shownAs` (`nil`: as `path`).
    func useDataFile(_ path: FilePath?, shownAs name: String?) throws(DataSourceError)
    /// Every fetch waits `latency` first.
    func setLatency(_ latency: Duration)
    /// Every fetch fails (after the latency) while `failing` is true.
    func setFailing(_ failing: Bool)
    /// How far the data file being read now has got, or `nil` when none is being read.
    var readProgress: DataReadProgress? { get }
    /// What `set data`, `set latency` and `set fail` have made of the data source.
    var settings: DataSourceSettings { get }
}

extension DataSourceControls {
    public var readProgress: DataReadProgress? { nil }
}

/// The data source as `set` left it (`record` writes it at the top of a case).
public struct DataSourceSettings: Sendable, Hashable {
    /// The data file's path as `set data` resolved it; `nil`: the embedded data set.
    public var dataFile: FilePath?
    /// Every fetch waits this long first (`set latency`).
    public var latency: Duration
    /// Whether every fetch fails (`set fail load`).
    public var isFailing: Bool

    /// The embedded data, no latency and no failure unless given.
    public init(dataFile: FilePath? = nil, latency: Duration = .zero, isFailing: Bool = false) {
        self.dataFile = dataFile
        self.latency = latency
        self.isFailing = isFailing
    }
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

/// A data source setting was refused; nothing changed.
public struct DataSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the data source refused, in one sentence.
    public let message: String

    /// A refusal saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
