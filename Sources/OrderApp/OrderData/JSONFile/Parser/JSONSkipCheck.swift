/// Whether skipping a document and parsing it agree, for the `data` fuzz target: a skipped
/// value (a member no decoder reads) is checked without making its text, so the two paths
/// must find the same error at the same place, or none.
package enum JSONSkipCheck {
    /// How the two paths differ on `bytes`, or `nil` when they agree.
    package static func disagreement(in bytes: [UInt8]) -> String? {
        let skipped = outcome(bytes) { reader throws(JSONSyntaxError) in try reader.skipValue() }
        let parsed = outcome(bytes) { reader throws(JSONSyntaxError) in _ = try reader.parseValue() }
        return skipped == parsed ? nil : "skipped: \(skipped); parsed: \(parsed)"
    }

    private static func outcome(_ bytes: [UInt8], _ read: (JSONReader) throws(JSONSyntaxError) -> Void) -> String {
        let reader = JSONReader(bytes: bytes)
        do throws(JSONSyntaxError) {
            reader.skipWhitespace()
            try read(reader)
            try reader.finish()
            return "valid"
        } catch {
            return "\(error.line):\(error.column): \(error.message)"
        }
    }
}
