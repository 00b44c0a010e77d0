import DisplayStateExpansion
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@DisplayState` on source text: what it adds for a ViewModel and a row type, what it
/// leaves out, and each error at the place to change.
@Suite("@DisplayState")
struct DisplayStateMacroTests {
    /// `@DisplayIgnored` adds nothing: left unexpanded, it stays in the source as written.
    static let macros: [String: MacroSpec] = ["DisplayState": MacroSpec(type: DisplayStateMacro.self)]

    /// Expands `source` and records any difference from `expanded` and `diagnostics` as an issue here.
    static func expect(
        _ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test("a ViewModel: its name, its schema in declaration order, its values with the declared defaults")
    func viewModel() {
        Self.expect(
            """
            @DisplayState("books")
            @Observable @MainActor public final class BookListViewModel: LoadingViewModel {
                public private(set) var rows: [BookRow] = []
                public private(set) var countLabel = ""
                public private(set) var filterSummary = "all books"
                public private(set) var statusColor = StatusColor.gray
                public private(set) var isLoading = false
                public private(set) var errorMessage: String?
                @DisplayIgnored public var authors: [String] { [] }
                @ObservationIgnored public private(set) var loadNotice: String?
                public static let shared = 1
                private var loaded: [Int] = []
                var internalCount = 0
            }
            """,
            expands:
            """
            @Observable @MainActor public final class BookListViewModel: LoadingViewModel {
                public private(set) var rows: [BookRow] = []
                public private(set) var countLabel = ""
                public private(set) var filterSummary = "all books"
                public private(set) var statusColor = StatusColor.gray
                public private(set) var isLoading = false
                public private(set) var errorMessage: String?
                @DisplayIgnored public var authors: [String] { [] }
                @ObservationIgnored public private(set) var loadNotice: String?
                public static let shared = 1
                private var loaded: [Int] = []
                var internalCount = 0

                public nonisolated static let displayName = "books"

                public nonisolated static let displaySchema = DisplaySchema<BookListViewModel>([
                    .rows("rows") {
                            $0.rows
                        },
                    .string("countLabel") {
                            $0.countLabel
                        },
                    .string("filterSummary") {
                            $0.filterSummary
                        },
                    .statusColor("statusColor") {
                            $0.statusColor
                        },
                    .bool("isLoading") {
                            $0.isLoading
                        },
                    .optionalString("errorMessage") {
                            $0.errorMessage
                        },
                    ])

                public static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
                    switch keyPath {
                    case \\BookListViewModel.rows:
                        "rows"
                    case \\BookListViewModel.countLabel:
                        "countLabel"
                    case \\BookListViewModel.filterSummary:
                        "filterSummary"
                    case \\BookListViewModel.statusColor:
                        "statusColor"
                    case \\BookListViewModel.isLoading:
                        "isLoading"
                    case \\BookListViewModel.errorMessage:
                        "errorMessage"
                    default:
                        nil
                    }
                }

                public struct DisplayValues: Equatable, Sendable {
                    public var rows: [BookRow]
                    public var countLabel: String
                    public var filterSummary: String
                    public var statusColor: StatusColor
                    public var isLoading: Bool
                    public var errorMessage: String?

                    public init(rows: [BookRow] = [], countLabel: String = "", filterSummary: String = "all books", statusColor: StatusColor = StatusColor.gray, isLoading: Bool = false, errorMessage: String? = nil) {
                        self.rows = rows
                        self.countLabel = countLabel
                        self.filterSummary = filterSummary
                        self.statusColor = statusColor
                        self.isLoading = isLoading
                        self.errorMessage = errorMessage
                    }
                }

                public var displayValues: DisplayValues {
                    DisplayValues(rows: rows, countLabel: countLabel, filterSummary: filterSummary, statusColor: statusColor, isLoading: isLoading, errorMessage: errorMessage)
                }
            }
            """)
    }

    @Test("a row type: every public property, stored or computed, and one annotation for two names; no DisplayValues")
    func row() {
        Self.expect(
            """
            @DisplayState
            public struct BookRow: Sendable, Hashable, DisplayDescribable {
                private let box: Box
                public let title, author: String
                public var availabilityColor: StatusColor { box.color }
                public var `default`: Bool { box.isDefault }
            }
            """,
            expands:
            """
            public struct BookRow: Sendable, Hashable, DisplayDescribable {
                private let box: Box
                public let title, author: String
                public var availabilityColor: StatusColor { box.color }
                public var `default`: Bool { box.isDefault }

                public static let displaySchema = DisplaySchema<BookRow>([
                    .string("title") {
                            $0.title
                        },
                    .string("author") {
                            $0.author
                        },
                    .statusColor("availabilityColor") {
                            $0.availabilityColor
                        },
                    .bool("default") {
                            $0.`default`
                        },
                    ])

                public static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
                    switch keyPath {
                    case \\BookRow.title:
                        "title"
                    case \\BookRow.author:
                        "author"
                    case \\BookRow.availabilityColor:
                        "availabilityColor"
                    case \\BookRow.`default`:
                        "default"
                    default:
                        nil
                    }
                }
            }
            """)
    }

    @Test("a Bar and a Trend are display kinds, declared or told by their initial value")
    func pictures() {
        Self.expect(
            """
            @DisplayState
            public struct LoanRow: Sendable, Hashable, DisplayDescribable {
                public let shareBar: Bar
                public var weeks = Trend.empty
                public var due = Bar.empty
            }
            """,
            expands:
            """
            public struct LoanRow: Sendable, Hashable, DisplayDescribable {
                public let shareBar: Bar
                public var weeks = Trend.empty
                public var due = Bar.empty

                public static let displaySchema = DisplaySchema<LoanRow>([
                    .bar("shareBar") {
                            $0.shareBar
                        },
                    .trend("weeks") {
                            $0.weeks
                        },
                    .bar("due") {
                            $0.due
                        },
                    ])

                public static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
                    switch keyPath {
                    case \\LoanRow.shareBar:
                        "shareBar"
                    case \\LoanRow.weeks:
                        "weeks"
                    case \\LoanRow.due:
                        "due"
                    default:
                        nil
                    }
                }
            }
            """)
    }

    @Test("each error is at the place to change, and nothing is added")
    func errors() {
        Self.expect(
            """
            @DisplayState("list")
            public final class ListViewModel {
                public private(set) var count: Int = 0
                public private(set) var rows = makeRows()
                public private(set) var title = ""
            }
            @DisplayState(name)
            final class Named {
                public var title = ""
            }
            @DisplayState
            enum Status {
                case on
            }
            @DisplayState("empty")
            final class Empty {
                var hidden = ""
            }
            """,
            expands:
            """
            public final class ListViewModel {
                public private(set) var count: Int = 0
                public private(set) var rows = makeRows()
                public private(set) var title = ""
            }
            final class Named {
                public var title = ""
            }
            enum Status {
                case on
            }
            final class Empty {
                var hidden = ""
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'count' is Int; a display property is a String, String?, Bool, StatusColor or an array of rows (a DisplayDescribable type)",
                    line: 3, column: 36),
                DiagnosticSpec(
                    message: "write the type of 'rows' (`var rows: T = …`): @DisplayState infers a type only from \"…\", true, false or StatusColor.…",
                    line: 4, column: 29),
                DiagnosticSpec(message: "@DisplayState takes the ViewModel's name as a string literal: @DisplayState(\"list\")", line: 7, column: 15),
                DiagnosticSpec(message: "@DisplayState applies to a class (a ViewModel) or a struct (a row type)", line: 11, column: 1),
                DiagnosticSpec(
                    message: "'Empty' has no display property: @DisplayState lists its public properties not marked @DisplayIgnored, and there is none",
                    line: 15, column: 1),
            ])
    }

    @Test("a label marked @ColoredBy names its colour in the schema; a mark that names no colour of the type is an error")
    func coloredBy() {
        Self.expect(
            """
            @DisplayState
            public struct StatusRow {
                @ColoredBy(\\StatusRow.statusColor) public let statusLabel: String
                public let statusColor: StatusColor
            }
            """,
            expands:
            """
            public struct StatusRow {
                @ColoredBy(\\StatusRow.statusColor) public let statusLabel: String
                public let statusColor: StatusColor

                public static let displaySchema = DisplaySchema<StatusRow>([
                    .string("statusLabel", coloredBy: "statusColor") {
                            $0.statusLabel
                        },
                    .statusColor("statusColor") {
                            $0.statusColor
                        },
                    ])

                public static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
                    switch keyPath {
                    case \\StatusRow.statusLabel:
                        "statusLabel"
                    case \\StatusRow.statusColor:
                        "statusColor"
                    default:
                        nil
                    }
                }
            }
            """)
        Self.expect(
            """
            @DisplayState
            public struct Row {
                @ColoredBy(\\OtherRow.color) public let a: String
                @ColoredBy(\\Row.b) public let c: String
                public let b: String
                @ColoredBy(\\Row.color) public let flag: Bool
                public let color: StatusColor
            }
            """,
            expands:
            """
            public struct Row {
                @ColoredBy(\\OtherRow.color) public let a: String
                @ColoredBy(\\Row.b) public let c: String
                public let b: String
                @ColoredBy(\\Row.color) public let flag: Bool
                public let color: StatusColor
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@ColoredBy takes a key path to a StatusColor property of 'Row': @ColoredBy(\\Row.statusColor)", line: 3, column: 16),
                DiagnosticSpec(message: "'b' is not a StatusColor display property of 'Row'", line: 4, column: 5),
                DiagnosticSpec(message: "'flag' is not a String display property; @ColoredBy colours a label", line: 6, column: 5),
            ])
    }

    @Test("it adds the conformance the type does not name, as @Observable does: a named class is a ViewModel, a struct a row type")
    func conformances() {
        let macros = ["DisplayState": MacroSpec(type: DisplayStateMacro.self, conformances: ["DisplayDescribable", "DisplayableViewModel"])]
        assertMacroExpansion(
            """
            @DisplayState("tickets")
            final class TicketListViewModel {
                public private(set) var countLabel = ""
            }
            @DisplayState
            struct TicketRow {
                public let title: String
            }
            """,
            expandedSource:
            """
            final class TicketListViewModel {
                public private(set) var countLabel = ""

                nonisolated static let displayName = "tickets"

                nonisolated static let displaySchema = DisplaySchema<TicketListViewModel>([
                    .string("countLabel") {
                            $0.countLabel
                        },
                    ])

                static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
                    switch keyPath {
                    case \\TicketListViewModel.countLabel:
                        "countLabel"
                    default:
                        nil
                    }
                }

                struct DisplayValues: Equatable, Sendable {
                    var countLabel: String

                    init(countLabel: String = "") {
                        self.countLabel = countLabel
                    }
                }

                var displayValues: DisplayValues {
                    DisplayValues(countLabel: countLabel)
                }
            }
            struct TicketRow {
                public let title: String

                static let displaySchema = DisplaySchema<TicketRow>([
                    .string("title") {
                            $0.title
                        },
                    ])

                static func displayPropertyName(of keyPath: AnyKeyPath) -> String? {
                    switch keyPath {
                    case \\TicketRow.title:
                        "title"
                    default:
                        nil
                    }
                }
            }

            extension TicketListViewModel: DisplayDescribable, DisplayableViewModel {
            }

            extension TicketRow: DisplayDescribable {
            }
            """,
            macroSpecs: macros) { failure in Issue.record(Comment(rawValue: failure.message)) }
    }

    @Test("@ColoredBy on a ViewModel's property, or in a type no @DisplayState reads, is an error: it would do nothing")
    func misplacedColoredBy() {
        Self.expect(
            """
            @DisplayState("detail")
            final class DetailViewModel {
                @ColoredBy(\\DetailViewModel.statusColor) public private(set) var statusLabel = ""
                public private(set) var statusColor = StatusColor.gray
            }
            """,
            expands:
            """
            final class DetailViewModel {
                @ColoredBy(\\DetailViewModel.statusColor) public private(set) var statusLabel = ""
                public private(set) var statusColor = StatusColor.gray
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@ColoredBy colours a label of a row type (a struct marked @DisplayState); on the ViewModel 'DetailViewModel' "
                        + "it would do nothing: its show layout colours its labels (ShowSpan(label, .color(statusColor)))",
                    line: 3, column: 5),
            ])
        assertMacroExpansion(
            """
            struct PlainRow {
                @ColoredBy(\\PlainRow.color) public let label: String
                public let color: StatusColor
            }
            """,
            expandedSource:
            """
            struct PlainRow {
                public let label: String
                public let color: StatusColor
            }
            """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@ColoredBy is read by @DisplayState: mark the row type @DisplayState, or the label is never coloured",
                    line: 2, column: 5),
            ],
            macroSpecs: ["ColoredBy": MacroSpec(type: DisplayMarkMacro.self)]) { failure in Issue.record(Comment(rawValue: failure.message)) }
    }
}
