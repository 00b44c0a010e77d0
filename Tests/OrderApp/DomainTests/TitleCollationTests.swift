import Foundation
import Testing
@testable import Domain

@Suite("Title collation")
struct TitleCollationTests {
    static let titles = [
        "Café", "cafe", "CAFÉ", "Zebra", "zebra", "Äpfel", "apfel", "Øl", "ol", "Étude", "etude", "お茶会", "Ünter", "unter",
        "Straße", "strasse", "STRASSE", "", " space", "10 items", "9 items", "İstanbul", "istanbul", "ISTANBUL", "ıI",
        "Σίσυφος", "ΣΊΣΥΦΟΣ", "ﬁle", "FILE", "ǅ", "ǆ", "Ǆ", "ＡＢ", "ab", "Ⅻ", "xii", "e\u{301}tude", "🎉 party", "Ça va",
    ]

    @Test("ranks order and group titles as Foundation's case-insensitive comparison does", arguments: [
        "en_US", "de_DE", "sv_SE", "tr_TR", "fa_IR", "ja_JP", "lt_LT", "el_GR", "fr_FR",
    ])
    func sameAsFoundation(identifier: String) {
        let locale = Locale(identifier: identifier)
        let ranks = TitleCollation.ranks(Self.titles, locale: locale)
        #expect(ranks.count == Set(Self.titles).count)
        for lhs in Self.titles {
            for rhs in Self.titles {
                let compared = lhs.compare(rhs, options: [.caseInsensitive], range: nil, locale: locale)
                let ranked: ComparisonResult = ranks[lhs] == ranks[rhs] ? .orderedSame
                    : (ranks[lhs] ?? 0) < (ranks[rhs] ?? 0) ? .orderedAscending : .orderedDescending
                #expect(ranked == compared, "\(identifier): \(lhs) vs \(rhs)")
            }
        }
    }

    @Test("outside the languages with case rules of their own, folding with the locale is folding with none", arguments: [
        "en_US", "de_DE", "sv_SE", "fa_IR", "ja_JP", "fr_FR", "es_ES", "pl_PL", "ru_RU", "da_DK", "hu_HU", "zh_CN", "ar_EG", "pt_BR",
    ])
    func foldingWithoutLocale(identifier: String) {
        let locale = Locale(identifier: identifier)
        #expect(!TitleCollation.specialCaseLanguages.contains(locale.language.languageCode?.identifier ?? ""))
        for title in Self.titles + ["IJsselmeer", "ĲSSEL", "ΣΑΣ", "ς", "i\u{307}", "Ǉubljana", "ẞ", "Ω", "ǰ"] {
            #expect(title.folding(options: [.caseInsensitive], locale: locale) == title.folding(options: [.caseInsensitive], locale: nil),
                    "\(identifier): \(title)")
        }
    }

    @Test("the languages with case rules of their own fold differently from no locale")
    func specialLanguagesDiffer() {
        #expect("I".folding(options: [.caseInsensitive], locale: Locale(identifier: "tr_TR")) == "ı")
        #expect("I".folding(options: [.caseInsensitive], locale: nil) == "i")
        #expect(TitleCollation.specialCaseLanguages == ["tr", "az", "lt", "nl", "el"])
    }

    @Test("the quick fold of every Latin scalar it takes is Foundation's fold")
    func latinFold() {
        var taken = 0
        for value in 0..<0x370 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(Character(scalar)), "Ab\(Character(scalar))Z"] {
                var units: [UInt16] = [1]
                if TitleCollation.appendLatinFolded(text, to: &units) {
                    taken += 1
                    #expect(Array(units.dropFirst()) == Array(text.folding(options: [.caseInsensitive], locale: nil).utf16),
                            "U+\(String(value, radix: 16))")
                } else {
                    #expect(units == [1])
                }
            }
        }
        #expect(taken > 1_200)
        var units: [UInt16] = []
        #expect(!TitleCollation.appendLatinFolded("Straße", to: &units) && units.isEmpty)
        #expect(!TitleCollation.appendLatinFolded("Σίσυφος", to: &units))
        #expect(!TitleCollation.appendLatinFolded("µ", to: &units))
        #expect(TitleCollation.appendLatinFolded("Café ÜBER Łódź", to: &units))
        #expect(String(decoding: units, as: UTF16.self) == "café über łódź")
    }

    @Test("titles with each Latin letter and combining mark rank alike folded here or by Foundation", arguments: [
        "en_US", "de_DE", "sv_SE", "da_DK", "nb_NO", "pl_PL", "fr_FR", "es_ES", "hu_HU", "cs_CZ", "is_IS", "vi_VN", "ja_JP",
    ])
    func latinScalars(identifier: String) {
        let locale = Locale(identifier: identifier)
        var titles: [String] = ["aA", "Aa", "AA", "aa", "å", "BAAD", "baad", "bAad", "CH", "Ch", "cH", "ch", "cs", "cS", "Cs"]
        for value in 0xA0..<0x370 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            titles += ["a\(text)b", "A\(text)", "\(text)ss", "\(text.uppercased())ß", "e\(text)", "E\u{301}\(text)"]
        }
        #expect(TitleCollation.ranks(titles, locale: locale) == TitleCollation.ranks(titles, locale: locale, alwaysFolding: true))
    }

    @Test("a title repeated is ranked once; titles the locale calls the same share a rank, the next one is one more")
    func ranks() {
        let ranks = TitleCollation.ranks(["b", "B", "a", "b", "c"], locale: Locale(identifier: "en_US"))
        #expect(ranks == ["a": 0, "B": 1, "b": 1, "c": 2])
    }

    @Test("two thousand generated titles, ASCII and not, sort as Foundation sorts them", arguments: ["en_US", "tr_TR", "de_DE"])
    func generated(identifier: String) {
        let locale = Locale(identifier: identifier)
        let people = ["Noah", "NOAH", "noah", "Zoë", "ZOË", "Jürgen", "Łukasz", "Isa", "ISA", "ısa", "İsa", "Straße", "STRASSE"]
        let things = ["studio knife", "Studio Knife", "copper scarf", "señor clock", "jalapeño mug", "a-b", "a b", "A_B"]
        var titles: [String] = []
        for (index, person) in people.enumerated() {
            for (other, thing) in things.enumerated() {
                for number in [7, 10, 59958, 9] { titles.append("\(person)'s \(thing) \(number + index * other)") }
            }
        }
        titles += titles.map { $0.uppercased() } + titles.map { $0.lowercased() }
        let ranks = TitleCollation.ranks(titles, locale: locale)
        let byRank = Set(titles).sorted { (ranks[$0] ?? 0, $0) < (ranks[$1] ?? 0, $1) }
        let byFoundation = Set(titles).sorted { lhs, rhs in
            let ordering = lhs.compare(rhs, options: [.caseInsensitive], range: nil, locale: locale)
            return ordering == .orderedAscending || (ordering == .orderedSame && lhs < rhs)
        }
        #expect(titles.count > 1_000)
        #expect(byRank == byFoundation)
    }
}
