import SystemPackage
import Composition
import DisplayInterface
import GoldenHarness
import Presentation
import Shell
import Testing

/// `swift test` runs every case under Fixtures/golden through the harness, so CI fails on
/// any mismatch and names the case with its diff.
@MainActor
@Suite("Golden suite (Fixtures/golden)")
struct GoldenSuiteTests {
    @Test("the case's transcript matches its .out", arguments: GoldenFixtures.found.cases)
    func goldenCase(_ goldenCase: GoldenCase) async {
        let result = await GoldenHarness.check(goldenCase, sessions: SessionAssembly.harnessSessions())
        if case .failed(let failure) = result.verdict {
            Issue.record("golden case \(goldenCase.name) failed: \(failure.rendered(color: false))")
        }
    }

    @Test("the suite is found, and every .out has its .osh")
    func suiteIsComplete() {
        #expect(GoldenFixtures.found.cases.count >= 50)
        #expect(GoldenFixtures.found.obsolete == [])
    }

    @Test("every command of shell.md §3 runs in some case")
    func everyCommandRuns() {
        let commands = Set(GoldenFixtures.transcripts().values.flatMap { transcript in
            transcript.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("osh> ") else { return nil }
                return line.dropFirst(5).split(separator: " ").first.map(String.init)
            }
        })
        let missing = CommandCatalog(registry: SessionAssembly.registry).names.filter { !commands.contains($0) }
        #expect(missing == [])
    }

    @Test("every display property the registry declares appears as a JSON key in some transcript")
    func everyPropertyIsShown() {
        let transcripts = GoldenFixtures.transcripts().values.joined(separator: "\n")
        var missing: [String] = []
        let registrations = SessionAssembly.registry.registrations
        #expect(registrations.count >= 5 && registrations.allSatisfy { !$0.properties.isEmpty })
        for registration in registrations {
            for property in registration.properties {
                if !transcripts.contains("\"\(property.name)\": ") { missing.append("\(registration.name).\(property.name)") }
                if case .rows(_, let fields) = property.kind {
                    missing += fields.filter { !transcripts.contains("\"\($0.name)\": ") }.map { "\(registration.name).\(property.name).\($0.name)" }
                }
            }
        }
        #expect(missing == [])
    }

    @Test("the suite runs every command form, the shell's own included, and reads every display property the registry declares (--coverage-shell --strict)",
          arguments: [false, true])
    func fullCoverage(shell: Bool) async throws {
        var options = HarnessOptions(paths: [FilePath(GoldenFixtures.root)], strict: true, timeout: nil)
        options.coverage = true
        options.coverageIncludesShell = shell
        let printed = PrintedLines()
        let report = try await GoldenHarness.run(options, sessions: SessionAssembly.harnessSessions()) { printed.append($0) }
        let catalog = CommandCatalog(registry: SessionAssembly.registry)
        // Without --coverage-shell, only the app's loads and commands are counted.
        let forms = (shell ? catalog.commandForms : catalog.appForms).count
        #expect(shell || forms == 12)
        let properties = SessionAssembly.registry.registrations.reduce(0) { count, registration in
            count + registration.properties.reduce(0) { sum, property in
                if case .rows(_, let fields) = property.kind { return sum + 1 + fields.count }
                return sum + 1
            }
        }
        let views = SessionAssembly.registry.registrations.count
        #expect(printed.text.contains("coverage: \(forms)/\(forms) commands, \(views)/\(views) ViewModels, \(properties)/\(properties) display properties"))
        #expect(report.failedGates == [])
    }
}
