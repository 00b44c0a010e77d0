import SystemPackage
import DisplayInterface
import Foundation
import GoldenHarness

/// The project's golden suite, found from this file's path.
enum GoldenFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden").path

    /// Every case and obsolete `.out`; empty when the folder cannot be read, which
    /// `GoldenSuiteTests` reports.
    static let found: CaseDiscovery.Found = (try? CaseDiscovery(scriptSuffix: ".osh").discover([FilePath(root)])) ?? CaseDiscovery.Found(cases: [], obsolete: [])

    /// Every transcript of the suite, by case name.
    static func transcripts() -> [String: String] {
        var result: [String: String] = [:]
        for goldenCase in found.cases {
            result[goldenCase.name] = (try? String(contentsOfFile: goldenCase.expectedPath.string, encoding: .utf8)) ?? ""
        }
        return result
    }
}

/// A folder of golden cases made for one test, removed afterwards.
struct CaseFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Collects what a harness run prints.
final class PrintedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var text: String { lock.withLock { lines.joined(separator: "\n") } }
    var last: String? { lock.withLock { lines.last } }

    func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }
}
