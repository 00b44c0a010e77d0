/// Breaks a message into lines of at most `width` cells at blanks, as a reader expects of
/// a long error on a narrow terminal (the terminal itself breaks mid-word). A word wider
/// than the line is left whole on a line of its own; line breaks already in the text stay.
enum WordWrap {
    static func lines(_ text: String, width: Int) -> String {
        guard width > 1, DisplayWidth.of(text) > width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            wrap(String(paragraph), width: width)
        }.joined(separator: "\n")
    }

    private static func wrap(_ paragraph: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var started = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(String(word))
            if !started {
                (line, lineWidth, started) = (String(word), wordWidth, true)
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                (line, lineWidth) = (String(word), wordWidth)
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
