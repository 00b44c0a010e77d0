import DisplayInterface

extension ShellError {
    /// The error as printed, possibly on several lines (without a final newline).
    public var rendered: String {
        var lines: [String] = []
        // A message may quote a file's bytes and a location names a file: both are escaped.
        let place = VisibleText.escaped(location?.description ?? "")
        let message = VisibleText.escaped(message)
        lines.append(place.isEmpty ? "error: \(message)" : "\(place): error: \(message)")
        for site in includedFrom where !site.description.isEmpty {
            lines.append("\(VisibleText.escaped(site.description)): note: included from here")
        }
        return lines.joined(separator: "\n")
    }
}
