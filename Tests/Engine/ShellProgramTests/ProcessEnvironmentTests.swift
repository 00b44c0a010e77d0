import Foundation
import Testing

@testable import ShellProgram

/// The environment reader against its slow twin, Foundation's.
@Suite("Process environment")
struct ProcessEnvironmentTests {
    @Test("environ read directly gives what ProcessInfo gives")
    func sameAsFoundation() {
        let variables = ProcessEnvironment.read()
        #expect(variables == ProcessInfo.processInfo.environment)
        #expect(!variables.isEmpty)
    }

    @Test("values holding '=' or nothing are read whole; no '=' is skipped; the first of a name counts")
    func entries() {
        let texts = ["A=b=c", "EMPTY=", "NOEQUALS", "A=second", "=nameless", "É=ü"]
        let pointers = texts.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let variables = pointers.withUnsafeBufferPointer { ProcessEnvironment.read($0.baseAddress!) }
        #expect(variables == ["A": "b=c", "EMPTY": "", "": "nameless", "É": "ü"])
    }
}
