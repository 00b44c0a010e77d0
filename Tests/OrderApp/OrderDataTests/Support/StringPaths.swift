import Domain
import GRDB
import SystemPackage
@testable import OrderData

// The tests name files by `String` (scratch folders, fixtures); the data layer takes
// paths as bytes. These forward a test's `String` to the `FilePath` API unchanged.

extension DataFileRepository {
    static func read(_ path: String, shownAs name: String, progress: ReadProgressBoard? = nil) throws -> DataSet {
        try read(FilePath(path), shownAs: name, progress: progress)
    }

    static func isStore(_ path: String, shownAs name: String) throws(DataFileError) -> Bool {
        try isStore(FilePath(path), shownAs: name)
    }
}

extension DataFileRepository.Source {
    static func file(_ path: String, shownAs name: String? = nil) -> Self { .file(FilePath(path), shownAs: name) }
}

extension DataTransfer {
    static func importData(from source: String, to target: String, replace: Bool) throws -> Summary {
        try importData(from: FilePath(source), to: FilePath(target), replace: replace)
    }

    static func exportData(from source: String, to target: String, replace: Bool) throws -> Summary {
        try exportData(from: FilePath(source), to: FilePath(target), replace: replace)
    }
}

extension StoreReader {
    static func read(_ path: String, shownAs name: String) throws -> DataSet { try read(FilePath(path), shownAs: name) }
    static func open(_ path: String, shownAs name: String) throws(DataFileError) -> DatabaseQueue { try open(FilePath(path), shownAs: name) }
}

extension StoreWriter {
    static func write(_ dataSet: DataSet, to path: String) throws { try write(dataSet, to: FilePath(path)) }
}

extension DataFileEncoder {
    static func write(_ dataSet: DataSet, to path: String) throws { try write(dataSet, to: FilePath(path)) }
}

extension StoreHelper {
    convenience init(path: String, stamp: FileStamp, smallestSplit: Int64 = StoreHelper.defaultSmallestSplit) {
        self.init(path: FilePath(path), stamp: stamp, smallestSplit: smallestSplit)
    }
}

extension SQLiteStoreRepository {
    init(path: String, shownAs name: String) { self.init(path: FilePath(path), shownAs: name) }
}

extension FileStamp {
    init(path: String, shownAs name: String? = nil, withLog: Bool = false) throws(DataFileError) {
        try self.init(path: FilePath(path), shownAs: name, withLog: withLog)
    }
}


