import Foundation

/// Locale IDs as Foundation and POSIX write them (domain.md §4): `de_DE`, `de-DE`,
/// `zh_TW`, `en_US.UTF-8`, `sr-Latn`, `C`, case-insensitively, with `@` and `-u-`
/// keywords kept. The language must be one Foundation knows, and a region one ISO 3166 or
/// UN M.49 names.
public enum LocaleIdentifier {
    /// The longest ID accepted, in bytes: the bound the environment's locale variables have
    /// too (SafeIO's `LocaleVariables.longest`, held to this by a test). ICU's number
    /// formatter overruns a stack buffer on a locale name of about 176 bytes (`set locale
    /// en@nu=` and 170 `0`s crashed the next load), and no real ID comes near 100.
    public static let longest = 100

    /// The canonical identifier `text` names (`en_us.UTF-8` → `en_US`, `C` → `en_US`,
    /// `ar@numbers=latn` kept), or `nil` when its language is not one Foundation knows, it
    /// is longer than ``longest``, or its keywords hold a space, a control or a non-ASCII
    /// character.
    public static func canonical(_ text: String) -> String? {
        var base = trimmed(text)
        guard base.utf8.count <= longest else { return nil }
        var keywords = ""
        if let at = base.firstIndex(of: "@") {
            keywords = String(base[at...])
            base = base[..<at]
            guard isPrintableWord(keywords) else { return nil }
        }
        var unicodeExtension = ""
        if let range = base.range(of: "-u-", options: .caseInsensitive) {
            unicodeExtension = base[range.lowerBound...].lowercased()
            base = base[..<range.lowerBound]
            guard isPrintableWord(unicodeExtension) else { return nil }
        }
        // POSIX's codeset (`.UTF-8`) says how text is encoded, not how it is formatted.
        base = base.prefix { $0 != "." }
        if base.uppercased() == "C" || base.uppercased() == "POSIX" { base = "en_US" }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter),
              isListed(first.lowercased(), in: languageList)
        else { return nil }
        var fields = [first.lowercased()]
        for (index, part) in parts.dropFirst().enumerated() {
            guard part.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else { return nil }
            if index == 0, part.count == 4, part.allSatisfy(\.isASCIILetter) {
                fields.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())  // script: Latn
            } else if part.count <= 3, fields.count <= 2 {
                // A region (TW, 419) must be one ISO 3166 or UN M.49 knows: de_DX is a typo.
                guard isListed(part.uppercased(), in: regionList) else { return nil }
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

    /// The regions ISO 3166 and UN M.49 name (`DE`, `TW`, `419`): `Locale.Region.isoRegions`,
    /// written out because asking ICU for them costs about a tenth of start-up. A test holds
    /// this list to Foundation's. It is searched as it stands, not made a `Set`: one
    /// identifier is looked up at start-up, and building the set cost more than that.
    static let regionList: StaticString = """
        001 002 003 005 009 011 013 014 015 017 018 019 021 029 030 034 035 039 053 054 057 061
        142 143 145 150 151 154 155 202 419 AC AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ
        BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK
        CL CM CN CO CP CQ CR CU CV CW CX CY CZ DE DG DJ DK DM DO DZ EA EC EE EG EH ER ES ET EU
        EZ FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN
        HR HT HU IC ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
        LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU
        MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS
        PT PW PY QA QO RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX
        SY SZ TA TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM UN US UY UZ VA VC VE
        VG VI VN VU WF WS XK YE YT ZA ZM ZW
        """

    /// The language codes of every locale Foundation has data for (`de`, `zh`, `ur`, `haw`),
    /// from `Locale.availableIdentifiers`; written out and held to Foundation's as above.
    static let languageList: StaticString = """
        af agq ain ak am apw ar arn as asa ast az ba bas be bem ber bez bg bgc bho blo bm bn bo
        br brx bs byn ca ccp ce ceb cgg cho chr cic ckb co cs csw cv cy da dav de dje doi dsb
        dua dv dyo dz ebu ee el en eo es et eu ewo fa ff fi fil fo fr fur fy ga gaa gd gez gl
        gn gsw gu guz gv ha haw he hi hmn hr hsb hu hy ia id ie ig ii inh io is it iu ja jbo
        jgo jmc jv ka kab kaj kam kcg kde kea kgp khq ki kk kkj kl kln km kn ko kok kpe ks ksb
        ksf ksh ku kw kxv ky lag lb lg lij lkt lmo ln lo lrc lt lu luo lut luy lv mai mas mer
        mfe mg mgh mgo mi mic mid mk ml mn mni moh mr ms mt mua mus my myv mzn naq nb nd nds ne
        nl nmg nn nnh nnp no nqo nr nso nus nv ny nyn oc om or os osa pa pcm pl pqm prg ps pt
        qu raj rej rhg rm rn ro rof ru rw rwk sa sah saq sat sbp sc scn sd se seh ses sg shi si
        sjd sje sju sk sl sm smn sn so sq sr ss st su sv sw syr szl ta te teo tg th ti tig tk
        tn to tok tr trv ts tt twq tzm ug uk ur uz vai ve vec vi vmw vun wa wae wal wo xh xnr
        xog yav yi yo yrl yue za zgh zh zu
        """

    /// Whether `code` is one of the codes of `list` (separated by spaces and line breaks).
    static func isListed(_ code: String, in list: StaticString) -> Bool {
        list.withUTF8Buffer { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end > start, bytes[start..<end].elementsEqual(code.utf8) { return true }
                start = end + 1
            }
            return false
        }
    }

    /// Whether `text` is printable ASCII without spaces, as ICU's keywords must be.
    private static func isPrintableWord(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    /// `text` without the spaces and tabs around it (Foundation's `.whitespaces`: tab and
    /// the space separators), without bridging to `NSString`.
    private static func trimmed(_ text: String) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isSpace }), let last = text.lastIndex(where: { !$0.isSpace })
        else { return "" }
        return text[first...last]
    }
}

private extension Character {
    var isSpace: Bool {
        unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
