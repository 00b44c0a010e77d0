import Foundation

/// Locale IDs as Foundation and POSIX write them (domain.md §4): `de_DE`, `de-DE`,
/// `zh_TW`, `en_US.UTF-8`, `sr-Latn`, `C`, case-insensitively, with `@` and `-u-`
/// keywords kept. The language must be one Foundation knows, and a region one ISO 3166 or
/// UN M.49 names.
public enum LocaleIdentifier {
    /// The canonical identifier `text` names (`en_us.UTF-8` → `en_US`, `C` → `en_US`,
    /// `ar@numbers=latn` kept), or `nil` when its language is not one Foundation knows.
    public static func canonical(_ text: String) -> String? {
        var base = Substring(text.trimmingCharacters(in: .whitespaces))
        var keywords = ""
        if let at = base.firstIndex(of: "@") {
            keywords = String(base[at...])
            base = base[..<at]
        }
        var unicodeExtension = ""
        if let range = base.range(of: "-u-", options: .caseInsensitive) {
            unicodeExtension = base[range.lowerBound...].lowercased()
            base = base[..<range.lowerBound]
        }
        // POSIX's codeset (`.UTF-8`) says how text is encoded, not how it is formatted.
        base = base.prefix { $0 != "." }
        if base.uppercased() == "C" || base.uppercased() == "POSIX" { base = "en_US" }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter),
              knownLanguages.contains(first.lowercased())
        else { return nil }
        var fields = [first.lowercased()]
        for (index, part) in parts.dropFirst().enumerated() {
            guard part.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else { return nil }
            if index == 0, part.count == 4, part.allSatisfy(\.isASCIILetter) {
                fields.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())  // script: Latn
            } else if part.count <= 3, fields.count <= 2 {
                // A region (TW, 419) must be one ISO 3166 or UN M.49 knows: de_DX is a typo.
                guard knownRegions.contains(part.uppercased()) else { return nil }
                fields.append(part.uppercased())
            } else {
                fields.append(part.uppercased())  // a variant (POSIX, 1901)
            }
        }
        if !unicodeExtension.isEmpty { return fields.joined(separator: "-") + unicodeExtension + keywords }
        return fields.joined(separator: "_") + keywords
    }

    /// The locale `text` names, or `nil` (see ``canonical(_:)``).
    public static func locale(_ text: String) -> Locale? {
        canonical(text).map(Locale.init(identifier:))
    }

    /// The regions ISO 3166 and UN M.49 name (`DE`, `TW`, `419`).
    private static let knownRegions: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier))

    /// The language codes of every locale Foundation has data for (`de`, `zh`, `ur`, `haw`).
    private static let knownLanguages: Set<String> = Set(Locale.availableIdentifiers.map {
        String($0.prefix { $0 != "_" && $0 != "-" }).lowercased()
    })
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
