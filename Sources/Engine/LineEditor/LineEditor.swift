import CLibEdit
import Dispatch
import Foundation
import Locking

/// An interactive line editor over libedit: prompt, emacs keys, history recalled with
/// the arrows and Ctrl-R, `~/.editrc`, context-aware Tab completion, and Ctrl-C that
/// abandons the line.
///
/// libedit runs on a private serial queue, so the main actor stays free while the user
/// types (background loads go on). Use one editor per process.
public final class LineEditor: @unchecked Sendable {
    // Every use of `editLine` and `history` happens on `queue`.
    private let editLine: OpaquePointer
    private let history: OpaquePointer?
    private let queue = DispatchQueue(label: "ordersh.line-editor")
    private let historyFile: HistoryFile?
    private let completer = Locked<Completer?>(nil)
    private let reportedHistoryError = Locked(false)

    /// The program's name, as libedit and its messages know it.
    private let program: String

    /// The history entries loaded from the history file when the editor opened.
    public let storedHistory: [String]

    /// Opens the editor on the terminal; returns `nil` when libedit cannot start.
    /// `historyFile` is read now and appended to by ``addToHistory(_:)``.
    public init?(program: String, historyFile: HistoryFile?) {
        self.program = program
        ordersh_setlocale_ctype()
        // Before libedit changes the terminal: SIGTERM or SIGHUP put it back as it was.
        _ = ordersh_termination_install()
        guard let editLine = ordersh_el_open(program) else { return nil }
        _ = ordersh_resize_install()
        self.editLine = editLine
        self.historyFile = historyFile
        storedHistory = historyFile?.load() ?? []
        history = ordersh_history_open(Int32(historyFile?.capacity ?? 1000))
        ordersh_el_set_editor(editLine, "emacs")
        if let history {
            for entry in storedHistory { ordersh_history_enter(history, entry) }
            ordersh_el_set_history(editLine, history)
        }
        ordersh_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        ordersh_el_add_function(editLine, "ordersh-complete", "Complete the word before the cursor", completeFunction)
        ordersh_el_bind(editLine, "^I", "ordersh-complete")
        ordersh_el_bind(editLine, "^R", "em-inc-search-prev")
        // ~/.editrc (or $EDITRC) when it is a regular file of sensible size.
        if let path = EditorConfiguration.path(environment: ProcessInfo.processInfo.environment),
           let descriptor = EditorConfiguration.open(path) {
            _ = el_source(editLine, "/dev/fd/\(descriptor)")
            Foundation.close(descriptor)
        }
    }

    private var isClosed = false

    deinit {
        close()
    }

    /// Restores the terminal and frees libedit; the editor reads no more lines.
    public func close() {
        queue.sync {
            guard !isClosed else { return }
            isClosed = true
            el_end(editLine)
            if let history { ordersh_history_close(history) }
        }
    }

    /// Sets what Tab offers; called before each read with the session's current vocabulary.
    public func setCompleter(_ completer: Completer?) {
        self.completer.withLock { $0 = completer }
    }

    /// Makes Ctrl-C the editor's until the next ``readLine(prompt:)`` returns: a press
    /// from now on ends that read. Call it just before the read, to answer what it returns.
    ///
    /// Returns how many presses the command side had not claimed (its thread ran late, or
    /// the command ended first): they cancelled nothing, and the caller answers them.
    /// Presses it claimed are answered by the time this returns. ``readLine(prompt:)``
    /// does this itself when it was not done, and forgets that count.
    @discardableResult
    public func prepareToRead() -> Int {
        InterruptHandler.beginReading()
    }

    /// Shows `prompt` and reads one line without blocking the caller's actor; a Ctrl-C
    /// pressed since ``prepareToRead()`` ends it as ``ReadResult/interrupted``.
    public func readLine(prompt: String) async -> ReadResult {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.readBlocking(prompt: prompt)) }
        }
    }

    /// Asks `question` and reads one key, `y` for yes (``SingleKey/confirm(_:from:)``), on
    /// the editor's queue, without blocking the caller's actor.
    public func confirm(_ question: String) async -> Bool {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: SingleKey.confirm(question)) }
        }
    }

    /// The terminal width in columns.
    public var columns: Int {
        queue.sync { Int(ordersh_el_columns(editLine)) }
    }

    /// The terminal height in lines.
    public var rows: Int {
        queue.sync { Int(ordersh_el_lines(editLine)) }
    }

    /// Records `line` for the arrows and Ctrl-R, and appends it to the history file.
    /// A file that cannot be written is reported once on stderr; the session goes on.
    public func addToHistory(_ line: String) {
        queue.sync {
            if let history { ordersh_history_enter(history, line) }
        }
        do {
            try historyFile?.append(line)
        } catch {
            let first = reportedHistoryError.withLock { reported in
                defer { reported = true }
                return !reported
            }
            if first { FileHandle.standardError.write(Data("\(program): \(error)\n".utf8)) }
        }
    }

    private func readBlocking(prompt: String) -> ReadResult {
        _ = InterruptHandler.beginReading()
        defer { InterruptHandler.endReading() }
        guard !isClosed else { return .endOfInput }
        ordersh_el_set_prompt(editLine, prompt)
        var count: Int32 = 0
        guard let bytes = el_gets(editLine, &count), count > 0 else {
            if ordersh_interrupt_take() != 0 {
                FileHandle.standardOutput.write(Data("^C\n".utf8))
                return .interrupted
            }
            return .endOfInput
        }
        var line = String(cString: bytes)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    // MARK: Completion

    /// Runs on `queue`, inside `el_gets`.
    fileprivate func complete() -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let completer = completer.withLock({ $0 }) else {
            return UInt8(CC_ERROR)
        }
        let length = info.cursor - info.buffer
        let before = info.buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        let result = completer(before)
        guard !result.candidates.isEmpty else { return UInt8(CC_ERROR) }
        let typed = String(String.UnicodeScalarView(before.unicodeScalars.suffix(result.replacing)))
        var insertion = result.commonPrefix
        if result.candidates.count == 1, result.appendsSpace { insertion += " " }
        // Candidates all start with what was typed: insert when they share more than that.
        if insertion.unicodeScalars.count > typed.unicodeScalars.count {
            el_deletestr(editLine, Int32(result.replacing))
            _ = el_insertstr(editLine, insertion)
            return UInt8(CC_REFRESH)
        }
        FileHandle.standardOutput.write(Data(("\n" + CandidateColumns.layout(result.candidates, width: Int(ordersh_el_columns(editLine)))).utf8))
        return UInt8(CC_REDISPLAY)
    }
}

/// The C entry point libedit calls for Tab.
private let completeFunction: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editLine, _ in
    guard let editLine, let data = ordersh_el_client_data(editLine) else { return UInt8(CC_ERROR) }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().complete()
}
