import Foundation
import Testing

@Suite("Layering")
struct LayeringTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test("no target imports a model layer it may not; Presentation imports Domain internally")
    func projectFollowsTheRules() throws {
        let scanned = try ImportScanner.scan(sources: Self.sources)
        #expect(Set(scanned.keys).isSuperset(of: ["Domain", "OrderData", "Presentation", "Shell", "LineEditor", "Composition", "ordersh"]))
        #expect(LayerRules.violations(scanned) == [])
        #expect(scanned["Presentation"]?.contains { $0.module == "Domain" } == true)
    }

    @Test("Domain imports nothing but Foundation, the ICU collator Foundation carries (CCollation) and a cache hint (CPrefetch), each C shim in one file")
    func domainIsPure() throws {
        let scanned = try ImportScanner.scan(sources: Self.sources)
        #expect(Set(scanned["Domain"]?.map(\.module) ?? []) == ["Foundation", "CCollation", "CPrefetch"])
        #expect(scanned["Domain"]?.filter { $0.module == "CCollation" }.count == 1)
        #expect(scanned["Domain"]?.filter { $0.module == "CPrefetch" }.count == 1)
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

    /// Names of the order app, read from its sources so that a new ViewModel is covered
    /// without editing this test: every type Presentation and Domain declare, and the
    /// quoted names of its ViewModels, load targets, commands and completion sources.
    static let orderAppNames: [String] = {
        var names: Set<String> = ["SessionAssembly", "Decimal"]
        // Top-level declarations only: nested helpers (`Line`, `Key`) are not the app's names.
        let declaration = /^(?:(?:public|internal|private|fileprivate|final|nonisolated|@\w+)\s+)*(?:class|struct|enum|protocol|actor)\s+([A-Z][A-Za-z0-9]+)/
            .anchorsMatchLineEndings()
        let quoted = /(?:displayName = |@DisplayState\(|LoadForm\(\s*|CommandRegistration\(\s*|\.values\(\s*)"([^"]+)"/
        for layer in ["Presentation", "OrderCommands", "Domain"] {
            let folder = ImportScanner.folder(of: layer, in: sources)
            for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator() where file.hasSuffix(".swift") {
                guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
                for match in text.matches(of: declaration) { names.insert(String(match.1)) }
                for match in text.matches(of: quoted) { names.insert("\"\(match.1)\"") }
            }
        }
        return names.sorted()
    }()

    @Test("the names of the order app are found in its sources: every ViewModel, command and load target")
    func orderAppNamesFound() {
        for name in ["OrderListViewModel", "SalesReportViewModel", "FilterKey", "SortKey", "Order", "\"sales\"", "\"apply-promo\"", "\"orders\"", "\"filter\"", "\"list\"", "\"sort\""] {
            #expect(Self.orderAppNames.contains(name), "\(name)")
        }
    }

    @Test("the engine (Shell, GoldenHarness, LineEditor) names no ViewModel, command or model of the order app")
    func engineNamesNoApp() throws {
        var found: [String] = []
        for target in LayerRules.engine.sorted() {
            let folder = ImportScanner.folder(of: target, in: Self.sources)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    // Whole identifiers and whole string literals, not substrings.
                    let tokens = Set(code.matches(of: /"[^"]*"|[A-Za-z_][A-Za-z0-9_]*/).map { String($0.0) })
                    for name in Self.orderAppNames where tokens.contains(name) {
                        found.append("\(target)/\(file):\(number + 1): \(name)")
                    }
                }
            }
        }
        #expect(found == [])
    }
}
