import CCollation
import Foundation

/// Ranks titles in a locale's case-insensitive collation: the order, and the sameness,
/// that `String.compare(_:options: .caseInsensitive, range:locale:)` gives, found through
/// one ICU sort key per title rather than a collation per comparison.
///
/// Foundation's comparison folds the case of both strings and collates them with an ICU
/// collator it opens on every call (strength secondary): about 1.7 µs, so sorting 100,000
/// distinct titles made 1.7 million of them and took three seconds. A sort key is made
/// once a title, of its folded text with the same collator and strength, and keys compare
/// as bytes: the same order, since ICU defines a key's byte order to be the collator's.
enum TitleCollation {
    /// The languages whose case folding CoreFoundation tailors (Turkish and Azeri dotted
    /// and dotless i, Lithuanian dots, Dutch ij, Greek): folding reads the locale only for these.
    static let specialCaseLanguages: Set<String> = ["tr", "az", "lt", "nl", "el"]

    /// Appends `string` case-folded as Foundation folds it with no locale, as UTF-16, when
    /// its letters are Latin: ASCII and the Latin-1, Extended-A and -B letters and combining
    /// marks, each lowered to its one lowercase letter. `false` (with `units` as it was) for
    /// any other scalar, and for the few whose folding is not their lowercase letter (µ to μ,
    /// ß to ss, İ, ŉ, ſ, ǰ, the ypogegrammeni): those are left to Foundation. Folding a title
    /// through Foundation bridged it to an `NSString` and back, a fifth of ranking a million
    /// distinct titles; tests hold this fold to Foundation's for every scalar it takes.
    static func appendLatinFolded(_ string: String, to units: inout [UInt16]) -> Bool {
        let start = units.count
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                units.append(UInt16(value >= 0x41 && value <= 0x5A ? value + 0x20 : value))
                continue
            }
            switch value {
            case 0x80..<0xB5, 0xB6..<0xDF, 0xE0..<0x130, 0x131..<0x149, 0x14A..<0x17F, 0x180..<0x1F0, 0x1F1..<0x250,
                 0x300..<0x345, 0x346..<0x370:
                guard scalar.properties.changesWhenLowercased else {
                    units.append(UInt16(value))
                    continue
                }
                let lower = scalar.properties.lowercaseMapping.unicodeScalars
                if lower.count == 1, let first = lower.first, first.value < 0x10000 {
                    units.append(UInt16(first.value))
                    continue
                }
            default:
                break
            }
            units.removeSubrange(start...)
            return false
        }
        return true
    }

    /// Each distinct title of `titles` and its rank: titles the locale calls the same share
    /// one, and ranks follow the collation (ties between different titles by code points).
    static func ranks(_ titles: [String], locale: Locale, alwaysFolding: Bool = false) -> [String: Int] {
        let distinct = Array(Set(titles))
        let ranked = ranks(ofDistinct: distinct.count, locale: locale, alwaysFolding: alwaysFolding) { distinct[$0] }
        return Dictionary(uniqueKeysWithValues: zip(distinct, ranked))
    }

    /// The ranks of `count` titles of different bytes (canonically equivalent ones share a
    /// rank), by index; `title` makes title `i` when it is read, so no more than a few are
    /// held as `String`s at once.
    /// (`alwaysFolding` has Foundation fold every title, for tests.)
    static func ranks(ofDistinct count: Int, locale: Locale, alwaysFolding: Bool = false, title: (Int) -> String) -> [Int] {
        if let keys = SortKeys(count: count, locale: locale, alwaysFolding: alwaysFolding, string: title) { return keys.ranks(title: title) }
        // Where no collator opens, Foundation's own comparison, a title pair at a time.
        return ranked(count, title) { title($0).compare(title($1), options: [.caseInsensitive], range: nil, locale: locale) }
    }

    /// The ranks of titles `0..<count` from the order `collate` gives their indices (ties
    /// by code points).
    private static func ranked(_ count: Int, _ title: (Int) -> String, _ collate: (Int, Int) -> ComparisonResult) -> [Int] {
        ranks(inOrder: (0..<count).sorted { precedes($0, $1, collate, title) }, collate)
    }

    /// Whether title `lhs` comes before `rhs`: by `collate`, then by code points.
    static func precedes(_ lhs: Int, _ rhs: Int, _ collate: (Int, Int) -> ComparisonResult, _ title: (Int) -> String) -> Bool {
        switch collate(lhs, rhs) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: title(lhs) < title(rhs)
        }
    }

    /// The rank of each title by index, from `order` (every index, sorted): the next rank
    /// where `collate` tells a title from the one before it.
    static func ranks(inOrder order: [Int], _ collate: (Int, Int) -> ComparisonResult) -> [Int] {
        var ranks = [Int](repeating: 0, count: order.count)
        var rank = 0
        for (position, index) in order.enumerated() {
            if position > 0, collate(order[position - 1], index) != .orderedSame { rank += 1 }
            ranks[index] = rank
        }
        return ranks
    }
}

/// The ICU sort keys of some strings, packed in one buffer.
private struct SortKeys {
    private var bytes: [UInt8] = []
    /// Where each string's key starts in ``bytes``; one more entry marks the end of the last.
    private var starts: [Int] = [0]

    /// The keys of strings `0..<count` (each made by `string` when its key is made) in
    /// `locale`'s case-insensitive collation; `nil` when no collator opens for it.
    init?(count: Int, locale: Locale, alwaysFolding: Bool = false, string: (Int) -> String) {
        var status: Int32 = 0
        guard let collator = swift_ucol_open(locale.identifier, &status), status <= 0 else { return nil }
        defer { swift_ucol_close(collator) }
        swift_ucol_setAttribute(collator, Int32(ORDERSH_UCOL_STRENGTH), Int32(ORDERSH_UCOL_SECONDARY), &status)
        guard status <= 0 else { return nil }
        let language = locale.language.languageCode?.identifier ?? ""
        let foldsASCII = ["tr", "az"].contains(language)
        // Folding reads a locale only for the languages with case rules of their own;
        // for the rest it folds as with none, and a locale given costs a CoreFoundation
        // locale made for every title (a third of ranking a million distinct titles).
        let foldingLocale: Locale? = TitleCollation.specialCaseLanguages.contains(language) ? locale : nil
        bytes.reserveCapacity(count * 48)
        starts.reserveCapacity(count + 1)
        var units: [UInt16] = []
        var key = [UInt8](repeating: 0, count: 256)
        for index in 0..<count {
            let string = string(index)
            units.removeAll(keepingCapacity: true)
            // Foundation folds case (ß to ss, in the locale's rules) before it collates; the
            // collator then sees, say, the `aa` that Danish sorts as `å` in `aA`. Latin text
            // is folded here; where a dotless ı makes I a letter of its own, or the locale
            // tailors folding, ASCII text is left as it is (the strength ignores case) and
            // the rest folded by Foundation.
            if foldingLocale != nil {
                if foldsASCII || !string.utf8.allSatisfy({ $0 < 0x80 }) {
                    units.append(contentsOf: string.folding(options: [.caseInsensitive], locale: foldingLocale).utf16)
                } else {
                    units.append(contentsOf: string.utf16)
                }
            } else if alwaysFolding || !TitleCollation.appendLatinFolded(string, to: &units) {
                units.append(contentsOf: string.folding(options: [.caseInsensitive], locale: nil).utf16)
            }
            var length = Int(swift_ucol_getSortKey(collator, units, Int32(units.count), &key, Int32(key.count)))
            if length > key.count {
                key = [UInt8](repeating: 0, count: length)
                length = Int(swift_ucol_getSortKey(collator, units, Int32(units.count), &key, Int32(key.count)))
            }
            bytes.append(contentsOf: key[0..<min(length, key.count)])
            starts.append(bytes.count)
        }
    }

    /// The rank of each string by index: the order of their keys (equal keys, by `title`'s
    /// code points), the same rank for equal keys.
    ///
    /// The keys are put in order eight bytes at a time: a radix sort of their first eight
    /// bytes, then of the next eight within each run that agrees so far, and a comparison
    /// sort only for short runs. A comparison sort of a million distinct titles' keys made
    /// 20 million `memcmp` calls on keys scattered over memory.
    func ranks(title: (Int) -> String) -> [Int] {
        let count = starts.count - 1
        var order = Array(0..<count)
        sort(&order, 0..<count, agreeingIn: 0, title: title)
        return TitleCollation.ranks(inOrder: order, compare)
    }

    /// A run shorter than this is put in order by comparisons.
    static let shortRun = 32

    /// Sorts the strings at `run` of `order`, whose keys agree in their first `offset` bytes.
    private func sort(_ order: inout [Int], _ run: Range<Int>, agreeingIn offset: Int, title: (Int) -> String) {
        let longest = order[run].reduce(0) { max($0, starts[$1 + 1] - starts[$1]) }
        guard run.count >= Self.shortRun, longest > offset else {
            order[run].sort { TitleCollation.precedes($0, $1, compare, title) }
            return
        }
        var chunks = order[run].map { chunk(of: $0, at: offset) }
        var sorted = Array(order[run])
        RadixSort.sort(&chunks, carrying: &sorted)
        order.replaceSubrange(run, with: sorted)
        RadixSort.forEachTie(in: chunks) { tie in
            sort(&order, run.lowerBound + tie.lowerBound..<run.lowerBound + tie.upperBound, agreeingIn: offset + 8, title: title)
        }
    }

    /// Eight bytes of string `index`'s key from `offset`, big-endian, padded with zeros past
    /// its end: two chunks order as their bytes do, and a key that ends first comes first.
    private func chunk(of index: Int, at offset: Int) -> UInt64 {
        let (start, end) = (starts[index] + offset, starts[index + 1])
        var value: UInt64 = 0
        for position in start..<start + 8 { value = value << 8 | UInt64(position < end ? bytes[position] : 0) }
        return value
    }

    /// How the key of string `lhs` compares with that of `rhs`, as bytes.
    func compare(_ lhs: Int, _ rhs: Int) -> ComparisonResult {
        let (a, b) = (starts[lhs]..<starts[lhs + 1], starts[rhs]..<starts[rhs + 1])
        let result = bytes.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            return memcmp(base + a.lowerBound, base + b.lowerBound, min(a.count, b.count))
        }
        if result != 0 { return result < 0 ? .orderedAscending : .orderedDescending }
        return a.count == b.count ? .orderedSame : a.count < b.count ? .orderedAscending : .orderedDescending
    }
}
