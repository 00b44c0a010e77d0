import Foundation

/// The calendars `set calendar` and `--calendar` take, by the names Foundation and CLDR
/// give them (`gregorian`, `buddhist`, `persian`, `islamic-umalqura`, …).
public enum CalendarName {
    /// `locale`: follow the locale's own calendar again.
    public static let followLocale = "locale"

    /// Every name, in the order Tab offers them (`locale` first).
    public static let all: [String] = [followLocale] + identifiers.map(\.name)

    /// The calendar `name` names (case-insensitive), or `nil` when it names none
    /// (``followLocale`` included: it names no calendar of its own).
    public static func identifier(_ name: String) -> Calendar.Identifier? {
        identifiers.first { $0.name == name.lowercased() }?.identifier
    }

    /// The name of `identifier`, as `set calendar` takes it.
    public static func name(of identifier: Calendar.Identifier) -> String {
        identifiers.first { $0.identifier == identifier }?.name ?? "gregorian"
    }

    private static let identifiers: [(name: String, identifier: Calendar.Identifier)] = [
        ("gregorian", .gregorian), ("buddhist", .buddhist), ("chinese", .chinese), ("coptic", .coptic),
        ("ethiopic", .ethiopicAmeteMihret), ("ethiopic-amete-alem", .ethiopicAmeteAlem), ("hebrew", .hebrew),
        ("indian", .indian), ("islamic", .islamic), ("islamic-civil", .islamicCivil),
        ("islamic-tbla", .islamicTabular), ("islamic-umalqura", .islamicUmmAlQura), ("iso8601", .iso8601),
        ("japanese", .japanese), ("persian", .persian), ("roc", .republicOfChina),
    ]
}
