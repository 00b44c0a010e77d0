/// The command reference of docs/commands.md, written from the declarations as
/// swift-argument-parser's `generate-manual` writes a manual: one section per command, in
/// the order `help` lists them, with its summary, usage lines and example.
public enum CommandReference {
    /// The line before the generated part of the document.
    public static let begin = "<!-- The reference below is generated from the command declarations: scripts/update-docs. -->"
    /// The line after it.
    public static let end = "<!-- End of the generated reference. -->"

    /// The reference of `catalog`, in Markdown, between ``begin`` and ``end``.
    public static func markdown(_ catalog: CommandCatalog) -> String {
        var lines = [begin, "", "## Command reference", ""]
        for command in catalog.commands {
            lines += ["### \(command.name)", "", command.summary + ".", "", "```"]
            lines += command.usage
            lines += ["```", ""]
            if let example = command.example { lines += ["Example: `\(example)`", ""] }
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `document` with its generated part replaced by `reference` (appended when it has none).
    public static func replacing(in document: String, with reference: String) -> String {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == begin }),
              let stop = lines[start...].firstIndex(where: { $0 == end })
        else {
            return document + (document.hasSuffix("\n\n") ? "" : "\n") + reference
        }
        let before = lines[..<start].map { $0 + "\n" }.joined()
        let after = lines[(stop + 1)...].joined(separator: "\n")
        return before + reference + after
    }
}
