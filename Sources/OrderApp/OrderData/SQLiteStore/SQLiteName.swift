import Foundation
import GRDBSQLite
import SafeIO
import SystemPackage

/// The name SQLite opens for a path. A path that is valid UTF-8 is passed as it is (with
/// `./` before a relative one that starts with `file:`, which SQLite would take for a
/// URI); any other is passed as a `file:` URI whose `%HH` escapes SQLite turns back into
/// the path's exact bytes, so its journal and WAL files are named by those bytes too.
enum SQLiteName {
    /// The flag that lets `sqlite3_open_v2` read a `file:` URI.
    static let openFlags: Int32 = SQLITE_OPEN_URI

    /// The name for `path`; throws when it is not UTF-8 and this SQLite reads no URIs
    /// (a library built without `SQLITE_USE_URI`, which GRDB's connections rely on).
    static func of(_ path: FilePath) throws(DataFileError) -> String {
        if let text = String(validating: path) {
            return text.hasPrefix("file:") ? "./" + text : text
        }
        guard sqlite3_compileoption_used("USE_URI") == 1 else {
            throw DataFileError(
                file: path, message: "this SQLite library cannot open a store whose name is not UTF-8 (it reads no file: URIs)")
        }
        var uri = "file:"
        for byte in path.bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                uri += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return uri
    }
}
