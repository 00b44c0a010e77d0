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
            "Shell/Commands/Show.swift:2: Shell imports Presentation",
            "Shell/Commands/Show.swift:3: Shell imports Domain",
        ])
    }

    /// Names of the order app: its ViewModels, their commands, load targets and models.
    static let orderAppNames = [
        "OrderListViewModel", "OrderDetailViewModel", "OrderSummaryViewModel", "BookmarkListViewModel", "ViewModelSession",
        "SessionAssembly", "FilterKey", "SortKey", "FilterClause", "Decimal", "\"apply-promo\"", "\"clear-promo\"",
        "\"filter\"", "\"sort\"", "\"orders\"", "\"order\"", "\"cart\"", "\"bookmarks\"", "\"list\"", "\"detail\"",
        "\"summary\"", "orderReferences", "promoCodes", "statusValues",
    ]

    @Test("the engine (Shell, GoldenHarness, LineEditor) names no ViewModel, command or model of the order app")
    func engineNamesNoApp() throws {
        var found: [String] = []
        for target in LayerRules.engine.sorted() {
            let folder = Self.sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    for name in Self.orderAppNames where code.contains(name) {
                        found.append("\(target)/\(file):\(number + 1): \(name)")
                    }
                }
            }
        }
        #expect(found == [])
    }
}
