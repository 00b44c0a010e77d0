import Foundation
import SystemPackage

/// The entries of a folder as the file system names them: bytes, not decoded text, so a
/// name that is not UTF-8 is listed, opened and written exactly as it is.
public enum FolderListing {
    /// One entry of a folder.
    public struct Entry: Sendable {
        /// The entry's name, as bytes.
        public let name: FilePath.Component
        /// Whether it is a folder.
        public let isFolder: Bool
    }

    /// The entries of `folder` but `.` and `..`, in byte order; `nil` when it cannot be read.
    public static func entries(of folder: FilePath) -> [Entry]? {
        guard let stream = folder.withPlatformString({ opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var entries: [(bytes: [UInt8], entry: Entry)] = []
        while let record = readdir(stream) {
            let bytes = withUnsafeBytes(of: record.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            guard bytes != [0x2E], bytes != [0x2E, 0x2E], let name = FilePath(bytes: bytes).lastComponent else { continue }
            var isFolder = record.pointee.d_type == UInt8(DT_DIR)
            if record.pointee.d_type == UInt8(DT_UNKNOWN) || record.pointee.d_type == UInt8(DT_LNK) {
                var status = stat()
                isFolder = folder.appending(name).withPlatformString { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            entries.append((bytes, Entry(name: name, isFolder: isFolder)))
        }
        return entries.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.entry)
    }
}
