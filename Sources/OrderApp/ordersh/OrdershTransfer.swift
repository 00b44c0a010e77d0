import ArgumentParser
import Composition
import Foundation
import Shell
import ShellProgram
import SafeIO
import SystemPackage

/// `ordersh import DATA.json STORE.sqlite`: a data file into a new SQLite store.
struct OrdershImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ordersh import",
        abstract: "Write a data file's orders, promos, bookmarks and store settings into a new SQLite store.",
        usage: "ordersh import <data.json> <store.sqlite> [--replace]",
        discussion: """
            The data file is checked as a load checks it (the same located errors). The store \
            is written in one transaction into a temporary file that is renamed into place, so \
            a failure leaves nothing behind. Its schema is in docs/data-store.md. Then \
            'ordersh --data store.sqlite' reads it: a file is taken for a store by its content.

            Exit status: 0 when written, 1 when the data file is bad or the store cannot be \
            written, 2 for bad usage.
            """
    )

    @Argument(help: ArgumentHelp("The data file to read (JSON, domain.md §2), or 'default' for the embedded data set.", valueName: "data.json"))
    var source: String

    @Argument(help: ArgumentHelp("The store to write.", valueName: "store.sqlite"))
    var target: String

    @Flag(help: "Overwrite the store if it exists (it is replaced whole, only once the new one is complete).")
    var replace = false
}

/// `ordersh export STORE.sqlite DATA.json`: a store back into a data file.
struct OrdershExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ordersh export",
        abstract: "Write an SQLite store's contents as a data file (JSON, domain.md §2).",
        usage: "ordersh export <store.sqlite> <data.json> [--replace]",
        discussion: """
            The store is opened read-only and checked as a load checks it. The data file is \
            written into a temporary file renamed into place. Importing what is exported gives \
            the same data back.

            Exit status: 0 when written, 1 when the store is bad or the file cannot be written, \
            2 for bad usage.
            """
    )

    @Argument(help: ArgumentHelp("The store to read.", valueName: "store.sqlite"))
    var source: String

    @Argument(help: ArgumentHelp("The data file to write, or '-' for standard output.", valueName: "data.json"))
    var target: String

    @Flag(help: "Overwrite the data file if it exists.")
    var replace = false
}

extension OrdershMain {
    /// `ordersh import …` and `ordersh export …`: prints what was written, or the error (exit 1).
    static func runTransfer(_ name: String, _ arguments: [String]) -> Never {
        let raw = RawArguments.current()
        let work: () throws -> String
        var summaryToStandardError = false
        if name == "import" {
            let command: OrdershImport
            do { command = try OrdershImport.parse(arguments) } catch { UsageExit.exit(for: error, of: OrdershImport.self) }
            work = {
                try FileTarget.refuseFolderName(command.target, shownAs: command.target)
                return try DataFileCommands.importData(from: raw.path(for: command.source), to: raw.path(for: command.target), replace: command.replace)
            }
        } else {
            let command: OrdershExport
            do { command = try OrdershExport.parse(arguments) } catch { UsageExit.exit(for: error, of: OrdershExport.self) }
            summaryToStandardError = (try? raw.path(for: command.target)) == "-"
            work = {
                try FileTarget.refuseFolderName(command.target, shownAs: command.target)
                return try DataFileCommands.exportData(from: raw.path(for: command.source), to: raw.path(for: command.target), replace: command.replace)
            }
        }
        do {
            let summary = VisibleText.escaped(try work()) + "\n"
            // With the data on standard output, the summary goes to standard error.
            if summaryToStandardError {
                FileHandle.standardError.write(Data(summary.utf8))
            } else {
                print(summary, terminator: "")
            }
            exit(0)
        } catch is TransferOutputClosed {
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("ordersh \(name): \(VisibleText.escaped("\(error)"))\n".utf8))
            exit(1)
        }
    }
}
