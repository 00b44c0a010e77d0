import DisplayInterface
import Observation
import Synchronization

/// The last `show` of each ViewModel in each style, kept while nothing it read has changed:
/// a second `show` of the same state writes the same bytes again without laying them out.
///
/// What a layout read is tracked with Observation, as SwiftUI tracks what a view's body
/// reads: a ViewModel that SwiftUI would redraw correctly is shown correctly. One that is
/// not `Observable` is laid out on every `show`.
@MainActor final class ShowMemory {
    /// Output longer than this (bytes) is not kept. A list of a million orders' current
    /// month (350,000 rows, 34 MB) is kept: shown again it costs a write, not 640 ms of
    /// layout, and a load of a million orders still peaks below the data file's size.
    static let limit = 64 << 20

    private enum Chunk {
        /// A block of lines, without its last line break (``Console/print(_:)``).
        case text(String)
        /// Whole UTF-8 lines, each with its line break (``Console/printLines(_:)``).
        case lines([UInt8])
    }

    private struct Key: Hashable {
        let viewModel: ObjectIdentifier
        let style: RenderStyle
    }

    private struct Entry {
        let chunks: [Chunk]
        let changes: ChangeFlag
    }

    private var entries: [Key: Entry] = [:]
    private let limit: Int

    /// A memory that keeps outputs of up to `limit` bytes.
    init(limit: Int = ShowMemory.limit) {
        self.limit = limit
    }

    /// Shows `viewModel` on `console`: the kept output when nothing it read has changed
    /// since, else what `render` writes (to `text` and `lines`), kept for the next time.
    func show(
        _ viewModel: any DisplayableViewModel, style: RenderStyle, stop: OutputStop, on console: StoppingConsole,
        render: (_ text: (String) -> Void, _ lines: ([UInt8]) -> Void) -> Void
    ) {
        entries = entries.filter { !$0.value.changes.isSet }
        let key = Key(viewModel: ObjectIdentifier(viewModel), style: style)
        if let entry = entries[key] {
            for chunk in entry.chunks {
                switch chunk {
                case .text(let text): console.print(text)
                case .lines(let lines): console.printLines(lines)
                }
            }
            return
        }
        guard viewModel is any Observable else {
            render({ console.print($0) }, { console.printLines($0) })
            return
        }
        var chunks: [Chunk] = []
        var size = 0
        var keeping = true
        func keep(_ chunk: Chunk, bytes: Int) {
            guard keeping else { return }
            size += bytes
            if size > limit {
                keeping = false
                chunks = []
            } else {
                chunks.append(chunk)
            }
        }
        let changes = ChangeFlag()
        withObservationTracking {
            render(
                { text in
                    console.print(text)
                    keep(.text(text), bytes: text.utf8.count + 1)
                },
                { lines in
                    console.printLines(lines)
                    keep(.lines(lines), bytes: lines.count)
                })
        } onChange: {
            changes.set()
        }
        // Output cut short (Ctrl-C, a pager's `q`) is not the whole of it.
        if keeping, !stop.isRequested { entries[key] = Entry(chunks: chunks, changes: changes) }
    }
}

/// Set, from any thread, when something a kept output read changes.
private final class ChangeFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .releasing) }

    var isSet: Bool { value.load(ordering: .acquiring) }
}
