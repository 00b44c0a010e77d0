import Foundation
import Testing

@Suite("Layering")
struct LayeringTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test("no target imports a model layer it may not; Presentation imports Domain internally")
    func projectFollowsTheRules() throws {
        let scanned = try ImportScanner.scan(sources: Self.sources)
        #expect(Set(scanned.keys).isSuperset(of: ["Domain", "OrderData", "Presentation", "Shell", "LineEditor", "Composition", "ordersh"]))
        #expect(LayerRules.violations(scanned) == [])
        #expect(scanned["Presentation"]?.contains { $0.module == "Domain" } == true)
    }

    @Test("Domain imports nothing but Foundation")
    func domainIsPure() throws {
        let scanned = try ImportScanner.scan(sources: Self.sources)
        #expect(Set(scanned["Domain"]?.map(\.module) ?? []) == ["Foundation"])
    }

    @Test("a view-side target that imports Domain or Data is reported, whatever its name")
    func detectsViolations() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Shell/Commands/Show.swift": "import Foundation\nimport Presentation\n@preconcurrency import Domain\n",
            "LineEditor/Editor.swift": "import struct OrderData.DataFileRepository\n",
            "GoldenHarness/Runner.swift": "// import Domain in a comment is fine\nlet text = \"import Domain\"\n",
            "Presentation/Leak.swift": "import Domain\n",
            "Presentation/Fine.swift": "internal import Domain\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(LayerRules.violations(try ImportScanner.scan(sources: root)) == [
            "LineEditor/Editor.swift:1: LineEditor imports OrderData",
            "Presentation/Leak.swift:1: Presentation must write `internal import Domain`",
            "Shell/Commands/Show.swift:3: Shell imports Domain",
        ])
    }
}
