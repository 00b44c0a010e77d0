import Domain
import Foundation
import SafeIO
import SystemPackage

/// `ordersh import` and `ordersh export`: a data file into a new store and back, each
/// checked by the reader of its source (the same located errors as a load) and written
/// whole or not at all.
public enum DataTransfer {
    /// What one transfer moved.
    public struct Summary: Sendable, Equatable {
        public let orders: Int
        public let items: Int
        public let promos: Int
        public let bookmarks: Int
    }

    /// Standard output was closed while the data went to it (`export STORE - | head`):
    /// the program ends quietly, as shell.md §1 asks of a closed pipe.
    public struct OutputClosed: Error, Sendable {}

    /// The source that names the embedded data set (`ordersh import default STORE`).
    public static let embeddedSource: FilePath = "default"
    /// The target that names standard output (`ordersh export STORE -`).
    public static let standardOutput: FilePath = "-"

    /// Reads the data file (or store) at `source` and writes it as a new store at `target`.
    /// An existing `target` is refused unless `replace`. `default` is the embedded data set.
    public static func importData(from source: FilePath, to target: FilePath, replace: Bool) throws -> Summary {
        try transfer(from: source, to: target, replace: replace) { try StoreWriter.write($0, to: $1, install: $2) }
    }

    /// Reads the store (or data file) at `source` and writes it as a data file at `target`,
    /// or to standard output for `-`. An existing `target` is refused unless `replace`.
    public static func exportData(from source: FilePath, to target: FilePath, replace: Bool) throws -> Summary {
        if target == standardOutput {
            let dataSet = try read(source)
            // A stream of its own on a copy of descriptor 1 (the C global is not Sendable).
            guard let stream = fdopen(dup(STDOUT_FILENO), "w") else {
                throw DataFileError(file: "standard output", message: "cannot write: \(String(cString: strerror(errno)))")
            }
            defer { fclose(stream) }
            try DataFileEncoder.write(dataSet, to: stream, shownAs: "standard output")
            return summary(of: dataSet)
        }
        return try transfer(from: source, to: target, replace: replace, write: DataFileEncoder.write)
    }

    /// The data set at `source` (the embedded one for `default`), read as a load reads it.
    private static func read(_ source: FilePath) throws -> DataSet {
        if source == embeddedSource { return try EmbeddedDataSet.decoded.get() }
        _ = try FileStamp(path: source)
        return try DataFileRepository.read(source, shownAs: EchoedValue.path(source.bytes))
    }

    /// Reads `source` as a load does (same located errors) and writes it with `write`
    /// into a temporary file that `target` installs (``TransferTarget``). The target is
    /// checked first, so a refusal reads nothing.
    private static func transfer(
        from source: FilePath, to target: FilePath, replace: Bool,
        write: (DataSet, FilePath, ((TemporarySibling) throws -> Void)?) throws -> Void
    ) throws -> Summary {
        let isFile = source != embeddedSource
        if isFile { _ = try FileStamp(path: source) }
        let destination = try TransferTarget(target, source: isFile ? source : nil, replace: replace)
        let dataSet = try read(source)
        try write(dataSet, target, destination.install)
        return summary(of: dataSet)
    }

    private static func summary(of dataSet: DataSet) -> Summary {
        Summary(
            orders: dataSet.orders.count, items: dataSet.orders.reduce(0) { $0 + $1.items.count },
            promos: dataSet.promos.count, bookmarks: dataSet.bookmarks.count)
    }
}
