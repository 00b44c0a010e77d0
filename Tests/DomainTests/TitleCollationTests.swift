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
