import DisplayInterface
import Presentation
import Foundation

extension OrderListViewModel {
    /// `list` in the shell: `load orders`, `filter`, `sort`, and a table of its rows.
    public static var registration: ViewModelRegistration {
        ViewModelRegistration(
            OrderListViewModel.self,
            loads: [LoadForm("orders") { list in await list.load() }],
            commands: [filterCommand, sortCommand],
            layout: layout)
    }

    private static var filterCommand: CommandRegistration<OrderListViewModel> {
        let clauses = CustomArguments(
            sources: [FilterCompletion.statuses, FilterCompletion.months],
            parse: { words, verb throws(ShellError) in
                FilterRequest(clauses: try FilterArgumentParser.parse(words, command: verb), location: verb.location)
            },
            complete: FilterCompletion.complete)
        return CommandRegistration(
            "filter", summary: "Set, reset or print the list filter", example: "filter status = shipped,delivered total>50",
            forms: [
                CommandForm(parsing: clauses, usage: "filter KEY OP VALUE …", coverageName: "filter KEY OP VALUE") {
                    list, located throws(ShellError) in
                    let applied: Bool
                    do throws(FilterError) {
                        applied = try list.filter(located.clauses.map(\.clause))
                    } catch {
                        throw filterError(error, clauses: located.clauses, at: located.location)
                    }
                    guard applied else { throw ShellError.interrupted }
                },
                CommandForm(subword: "reset") { list throws(ShellError) in guard list.resetFilter() else { throw .interrupted } },
                CommandForm(printing: \OrderListViewModel.filterSummary),
            ])
    }

    private static var sortCommand: CommandRegistration<OrderListViewModel> {
        CommandRegistration(
            "sort", summary: "Order the list rows", example: "sort total asc",
            forms: [
                CommandForm(Arg<SortKey>("KEY", what: "a sort key"), OptionalArg<SortDirection>("DIRECTION")) {
                    list, key, direction throws(ShellError) in guard list.sort(by: key, direction) else { throw .interrupted }
                },
            ])
    }

    /// The count and filter, a table of the rows (read a row at a time), and why it is empty.
    @MainActor private static func layout(_ list: OrderListViewModel) -> [ShowBlock] {
        var blocks: [ShowBlock] = []
        let heading = [list.countLabel, list.filterSummary].filter { !$0.isEmpty }
        if !heading.isEmpty { blocks.append(.line(heading.map { ShowSpan($0) }, separator: " · ")) }
        let columns: [ShowTable.Column] = [
            .init("ORDER"), .init("TITLE", isFlexible: true), .init("DATE"), .init("SHIPPING"), .init("SIGNATURE"), .init("STATUS"),
        ]
        let cells = list.rowCells
        blocks.append(.table(ShowTable(columns: columns, rowCount: cells.count, writeRow: { index, row in cells.write(index, into: &row) })))
        if let empty = list.emptyMessage { blocks.append(.line([ShowSpan(empty)])) }
        return blocks
    }

    /// The clauses `filter` read, and where the command is.
    struct FilterRequest: Sendable {
        let clauses: [LocatedFilterClause]
        let location: SourceLocation
    }

    /// A refused filter, located at the value (or operator) it names.
    private static func filterError(_ error: FilterError, clauses: [LocatedFilterClause], at location: SourceLocation) -> ShellError {
        var place = location
        for located in clauses {
            if let range = located.clause.value.range(of: error.offending), !error.offending.isEmpty {
                place = located.valueLocation.advanced(by: located.clause.value.distance(from: located.clause.value.startIndex, to: range.lowerBound))
                break
            }
            if error.offending.isEmpty || error.offending == located.clause.op.rawValue {
                place = located.valueLocation
            }
        }
        return ShellError(error.message, at: place, suggesting: Suggestion.nearest(to: error.offending, in: error.candidates))
    }
}
