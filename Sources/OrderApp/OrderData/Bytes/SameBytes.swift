import Foundation

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `other` holds the same bytes (two empty runs do): one length check and one
    /// `memcmp`, where `elementsEqual` steps through a generic iterator byte by byte.
    func sameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let base = baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(base, otherBase, count) == 0
    }
}
