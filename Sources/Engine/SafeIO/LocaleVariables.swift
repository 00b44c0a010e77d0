import Foundation

/// The locale variables of the environment, made safe for ICU before anything reads them.
/// ICU copies the default locale's name (from `LC_ALL`, `LC_MESSAGES` or `LANG`) into a
/// fixed buffer, and a name of about 180 bytes crashed every load and `ordersh test`, even
/// with `--locale`. No locale name is that long, so such a value is dropped.
public enum LocaleVariables {
    /// The variables ICU and the C library take a locale from.
    public static let names = ["LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LC_TIME", "LC_NUMERIC", "LC_MONETARY", "LANG", "LANGUAGE"]

    /// The longest value kept, in bytes.
    public static let longest = 100

    /// Unsets every locale variable whose value is longer than ``longest`` bytes, or holds a
    /// byte outside printable ASCII; returns their names, for a warning.
    @discardableResult
    public static func dropUnusable() -> [String] {
        var dropped: [String] = []
        for name in names {
            guard let value = getenv(name) else { continue }
            let length = strlen(value)
            var usable = length <= longest
            for offset in 0..<min(length, longest + 1) where usable {
                let byte = UInt8(bitPattern: value[offset])
                usable = byte >= 0x20 && byte < 0x7F
            }
            if !usable {
                unsetenv(name)
                dropped.append(name)
            }
        }
        return dropped
    }
}
