
import Foundation
import Testing

@testable import ViewModelDisplay

/// Locale IDs as Foundation and POSIX write them (domain.md §4).
@Suite("Locale identifiers")
struct LocaleIdentifierTests {
    @Test("accepted spellings, each to its canonical identifier", arguments: [
        ("de_DE", "de_DE"), ("de-DE", "de_DE"), ("zh_TW", "zh_TW"), ("ur_PK", "ur_PK"), ("en_US.UTF-8", "en_US"),
        ("C", "en_US"), ("POSIX", "en_US"), ("C.UTF-8", "en_US"), ("en_us", "en_US"), ("EN-us", "en_US"),
        ("sr-Latn", "sr_Latn"), ("sr_latn_rs", "sr_Latn_RS"), ("es-419", "es_419"),
        ("en_US@calendar=hebrew", "en_US@calendar=hebrew"), ("ar@numbers=latn", "ar@numbers=latn"),
        ("de_DE.UTF-8@euro", "de_DE@euro"), ("en-US-u-ca-buddhist", "en-US-u-ca-buddhist"),
    ])
    func accepted(text: String, canonical: String) {
        #expect(LocaleIdentifier.canonical(text) == canonical)
    }

    @Test("an unknown language or region, or a malformed ID, is refused", arguments: ["xx_YY", "xx_YY.UTF-8", "de_DX", "", "12_US", "en US", "q"])
    func refused(text: String) {
        #expect(LocaleIdentifier.canonical(text) == nil)
    }

    @Test("an ID is at most 100 bytes, and its keywords are printable ASCII without spaces")
    func bounded() {
        // en@nu= with 170 `0`s overran a stack buffer in ICU's number formatter at the next load.
        let atLimit = "en@nu=" + String(repeating: "0", count: 94)
        #expect(LocaleIdentifier.canonical(atLimit) == atLimit)
        #expect(LocaleIdentifier.canonical(atLimit + "0") == nil)
        #expect(LocaleIdentifier.canonical("fa_IR@numbers=" + String(repeating: "0", count: 170)) == nil)
        #expect(LocaleIdentifier.canonical("fa-IR-u-nu" + String(repeating: "-aaaaaaaa", count: 19)) == nil)
        #expect(LocaleIdentifier.canonical("fa_IR" + String(repeating: "_AAAAAAAA", count: 19)) == nil)
        #expect(LocaleIdentifier.canonical("en@calendar=hebr\u{E9}w") == nil)
        #expect(LocaleIdentifier.canonical("en@calendar=hebrew;numbers=\u{202E}latn") == nil)
        #expect(LocaleIdentifier.canonical("en@calendar= hebrew") == nil)
        #expect(LocaleIdentifier.canonical("en-u-nu-\u{1B}latn") == nil)
    }

    @Test("a code is listed only as a whole word of the list, first and last included")
    func listed() {
        #expect(LocaleIdentifier.isListed("001", in: LocaleIdentifier.regionList))
        #expect(LocaleIdentifier.isListed("ZW", in: LocaleIdentifier.regionList))
        #expect(LocaleIdentifier.isListed("419", in: LocaleIdentifier.regionList))
        #expect(!LocaleIdentifier.isListed("D", in: LocaleIdentifier.regionList))
        #expect(!LocaleIdentifier.isListed("DEU", in: LocaleIdentifier.regionList))
        #expect(!LocaleIdentifier.isListed("", in: LocaleIdentifier.regionList))
        #expect(LocaleIdentifier.isListed("haw", in: LocaleIdentifier.languageList))
        #expect(!LocaleIdentifier.isListed("ha w", in: LocaleIdentifier.languageList))
    }

    @Test("spaces and tabs around an ID are dropped as Foundation's .whitespaces would; line breaks are not")
    func trimmed() {
        #expect(LocaleIdentifier.canonical(" de_DE\t") == "de_DE")
        #expect(LocaleIdentifier.canonical("\u{3000}de_DE\u{A0}") == "de_DE")
        #expect(LocaleIdentifier.canonical("de_DE\n") == nil)
        #expect(LocaleIdentifier.canonical(" \t ") == nil)
    }

    /// The codes of a written-out list, as a set.
    static func codes(_ list: StaticString) -> Set<String> {
        Set(list.description.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }

    @Test("the written-out regions and languages are exactly what Foundation lists")
    func knownCodes() {
        #expect(Self.codes(LocaleIdentifier.regionList) == Set(Locale.Region.isoRegions.map(\.identifier)))
        let languages = Set(Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }).lowercased() })
        #expect(Self.codes(LocaleIdentifier.languageList) == languages)
        #expect(Self.codes(LocaleIdentifier.regionList).count == 292 && Self.codes(LocaleIdentifier.languageList).count == 285)
    }
}
