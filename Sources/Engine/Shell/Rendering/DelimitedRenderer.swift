import DisplayInterface
import SafeIO

/// `show` in csv or tsv (shell.md §3): one table per command, a header row of its column
/// titles (also when it has no rows), then one record a row, nothing else. `show VM.ROWS`
/// is that table; `show VM` the ViewModel's one row table, or, when it has none, its other
/// display properties as `property,value` records; a ViewModel with several row tables is
/// an error that names the `show VM.TABLE` forms. Rows are read a field at a time and
/// written as bytes, a chunk at a time.
@MainActor enum DelimitedRenderer {
    static func render(
        _ viewModel: any DisplayableViewModel, writer: DelimitedText, format: OutputFormat, at location: SourceLocation, stop: OutputStop,
        print: ([UInt8]) -> Void
    ) throws(ShellError) {
        let name = viewModel.displayName
        let tables = viewModel.displayPropertyDescriptors.filter { if case .rows = $0.kind { true } else { false } }
        switch tables.count {
        case 0:
            var output = writer.header(["property", "value"])
            for property in viewModel.displayProperties { writer.append(record: [ValueText.exact(property.value)], named: property.name, to: &output) }
            print(output)
        case 1:
            if let table = viewModel.rowTable(named: tables[0].name) { rows(table, writer: writer, stop: stop, print: print) }
        default:
            let forms = tables.map { "show \(name).\($0.name)" }
            throw ShellError(
                "\(name) has \(tables.count) row tables and \(format) prints one: \(forms.joined(separator: ", "))", at: location)
        }
    }

    /// `show VM.PROP` in csv or tsv: a row table as above; any other value under the header
    /// `property,value`.
    static func property(
        _ property: DisplayProperty, of viewModel: any DisplayableViewModel, writer: DelimitedText, stop: OutputStop,
        print: ([UInt8]) -> Void
    ) {
        if let table = viewModel.rowTable(named: property.name) {
            rows(table, writer: writer, stop: stop, print: print)
            return
        }
        var output = writer.header(["property", "value"])
        writer.append(record: [ValueText.exact(property.value)], named: property.name, to: &output)
        print(output)
    }

    /// The header of `table`'s field names, then its rows, in chunks of about 64 KiB.
    private static func rows(_ table: DisplayRowTable, writer: DelimitedText, stop: OutputStop, print: ([UInt8]) -> Void) {
        var output = writer.header(table.fields.map(\.name))
        output.reserveCapacity(1 << 17)
        var values = [DisplayValue](repeating: .string(""), count: table.fields.count)
        for row in 0..<table.count {
            if output.count >= 1 << 16 {
                guard !stop.isRequested else { return }
                print(output)
                output.removeAll(keepingCapacity: true)
            }
            table.values(row: row, into: &values)
            writer.append(values: values, to: &output)
        }
        print(output)
    }
}

/// Records of fields as csv or tsv lines, as bytes. On a terminal each field is escaped as
/// every other text is; into a file or a pipe it is the value's exact text (RFC 4180
/// quoting for csv; `\t`, `\n`, `\r` and `\\` escaped for tsv).
struct DelimitedText {
    /// The byte between fields, and how a field is quoted or escaped.
    enum Separator: Sendable {
        /// csv: fields with a comma, a quote or a line break quoted.
        case comma
        /// tsv: tabs, line breaks and backslashes escaped.
        case tab
    }

    let separator: Separator
    let escapesControls: Bool

    /// The header line of `names`.
    func header(_ names: [String]) -> [UInt8] {
        var output: [UInt8] = []
        append(record: names, to: &output)
        return output
    }

    /// Appends one line of `fields` (after `name`, when given), with its line break.
    func append(record fields: [String], named name: String? = nil, to output: inout [UInt8]) {
        var first = true
        if let name {
            append(field: name, to: &output)
            first = false
        }
        for field in fields {
            if !first { output.append(separator == .tab ? UInt8(ascii: "\t") : UInt8(ascii: ",")) }
            append(field: field, to: &output)
            first = false
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// Appends a record of `values`, each its exact text (``ValueText/exact(_:)``).
    func append(values: [DisplayValue], to output: inout [UInt8]) {
        for index in values.indices {
            if index > 0 { output.append(separator == .tab ? UInt8(ascii: "\t") : UInt8(ascii: ",")) }
            if case .string(let text) = values[index] {
                append(field: text, to: &output)
            } else {
                append(field: ValueText.exact(values[index]), to: &output)
            }
        }
        output.append(UInt8(ascii: "\n"))
    }

    private func append(field text: String, to output: inout [UInt8]) {
        var value = escapesControls ? VisibleText.escaped(text) : text
        // One pass over contiguous bytes when nothing needs escaping, nearly every field.
        if separator == .comma {
            let plain = value.withUTF8 { bytes in
                for byte in bytes where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D {
                    return false
                }
                output.append(contentsOf: bytes)
                return true
            }
            if plain { return }
        }
        if separator == .tab {
            for byte in value.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                default: output.append(byte)
                }
            }
            return
        }
        let quoted = value.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
        guard quoted else {
            output += value.utf8
            return
        }
        output.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            output.append(byte)
            if byte == UInt8(ascii: "\"") { output.append(byte) }
        }
        output.append(UInt8(ascii: "\""))
    }
}
