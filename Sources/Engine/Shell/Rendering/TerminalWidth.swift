import Foundation

/// The width of the terminal a descriptor writes to.
public enum TerminalWidth {
    /// The columns of the terminal behind `descriptor`, or `nil` when it is not one (a pipe,
    /// a file) or says it has no width.
    public static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
