import DisplayInterface
import Observation
import Testing

@testable import Shell

/// A second `show` of the same state writes the kept bytes; any change lays it out again.
@MainActor
@Suite("Show memory")
struct ShowMemoryTests {
    @Observable @MainActor final class Note: DisplayableViewModel {
        nonisolated static let displayName = "note"
        var title = "first"
        nonisolated static let displaySchema = DisplaySchema<Note>([.string("title") { $0.title }])
    }

    /// The same, but not `Observable`: nothing would say it changed.
    @MainActor final class PlainNote: DisplayableViewModel {
        nonisolated static let displayName = "plain"
        var title = "first"
        nonisolated static let displaySchema = DisplaySchema<PlainNote>([.string("title") { $0.title }])
    }

    /// Shows `note` the way `show` does, counting the layouts.
    private func show(_ note: Note, _ memory: ShowMemory, _ console: TranscriptConsole, style: RenderStyle = .plain, layouts: inout Int) {
        memory.show(note, style: style, stop: OutputStop(), on: StoppingConsole(console, stop: OutputStop())) { text, lines in
            layouts += 1
            text("title: " + note.title)
            lines(Array("row 1\nrow 2\n".utf8))
        }
    }

    @Test("the same state twice: one layout, the same bytes")
    func sameState() {
        let (note, memory, console) = (Note(), ShowMemory(), TranscriptConsole())
        var layouts = 0
        show(note, memory, console, layouts: &layouts)
        show(note, memory, console, layouts: &layouts)
        #expect(layouts == 1)
        #expect(console.transcript == "title: first\nrow 1\nrow 2\ntitle: first\nrow 1\nrow 2\n")
    }

    @Test("a change to what the layout read lays it out again")
    func changed() {
        let (note, memory, console) = (Note(), ShowMemory(), TranscriptConsole())
        var layouts = 0
        show(note, memory, console, layouts: &layouts)
        note.title = "second"
        show(note, memory, console, layouts: &layouts)
        show(note, memory, console, layouts: &layouts)
        #expect(layouts == 2)
        #expect(console.transcript == "title: first\nrow 1\nrow 2\ntitle: second\nrow 1\nrow 2\ntitle: second\nrow 1\nrow 2\n")
    }

    @Test("another style (colour, width) is another layout")
    func otherStyle() {
        let (note, memory, console) = (Note(), ShowMemory(), TranscriptConsole())
        var layouts = 0
        show(note, memory, console, layouts: &layouts)
        show(note, memory, console, style: RenderStyle(usesColor: false, width: 80), layouts: &layouts)
        show(note, memory, console, style: RenderStyle(usesColor: false, width: 80), layouts: &layouts)
        #expect(layouts == 2)
    }

    @Test("a ViewModel that is not Observable is laid out every time")
    func notObservable() {
        let (note, memory, console) = (PlainNote(), ShowMemory(), TranscriptConsole())
        var layouts = 0
        for _ in 0..<2 {
            memory.show(note, style: .plain, stop: OutputStop(), on: StoppingConsole(console, stop: OutputStop())) { text, _ in
                layouts += 1
                text(note.title)
            }
        }
        note.title = "second"
        memory.show(note, style: .plain, stop: OutputStop(), on: StoppingConsole(console, stop: OutputStop())) { text, _ in text(note.title) }
        #expect(layouts == 2)
        #expect(console.transcript == "first\nfirst\nsecond\n")
    }

    @Test("output of up to the limit is kept; one byte more is laid out again", arguments: [
        (bytes: 1_000, layouts: 1),
        (bytes: 1_001, layouts: 2),
    ])
    func limit(bytes: Int, layouts expected: Int) {
        let (note, memory, console) = (Note(), ShowMemory(limit: 1_000), TranscriptConsole())
        let line = Array(repeating: UInt8(ascii: "x"), count: bytes - 1) + [UInt8(ascii: "\n")]
        var layouts = 0
        for _ in 0..<2 {
            memory.show(note, style: .plain, stop: OutputStop(), on: StoppingConsole(console, stop: OutputStop())) { _, lines in
                layouts += 1
                lines(line)
            }
        }
        #expect(layouts == expected)
        #expect(console.output.utf8.count == 2 * bytes)
    }

    @Test("output cut short (Ctrl-C, a pager's q) is not kept: the next show lays it out again")
    func cutShort() {
        let (note, memory, console) = (Note(), ShowMemory(), TranscriptConsole())
        let stop = OutputStop()
        var layouts = 0
        memory.show(note, style: .plain, stop: stop, on: StoppingConsole(console, stop: stop)) { text, lines in
            layouts += 1
            text("title: " + note.title)
            stop.request(.interrupt)
            lines(Array("row 1\n".utf8))
        }
        stop.reset()
        show(note, memory, console, layouts: &layouts)
        #expect(layouts == 2)
        #expect(console.transcript == "title: first\ntitle: first\nrow 1\nrow 2\n")
    }
}
