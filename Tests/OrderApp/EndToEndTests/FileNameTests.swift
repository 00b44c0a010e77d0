import Foundation
import Testing

/// File names are bytes (shell.md §1): a name that is not UTF-8 is opened, written and
/// renamed exactly as given, and shown escaped; and every file ordersh writes is a regular
/// file put in place by a rename, a FIFO or device refused with one message.
@Suite("File names as bytes and the one rule for written files", .ownThread)
struct FileNameTests {
    static let data = FileManager.default.currentDirectoryPath + "/Fixtures/golden/_data/tax-rate-0.08.json"

    @Test("export to a name that is not UTF-8 writes that file, not the one its U+FFFD spelling names")
    func exportKeepsBytes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.bash("""
            printf precious > $'victim\\xef\\xbf\\xbd.json'
            ordersh import '\(Self.data)' s.sqlite >/dev/null
            printf mine > $'victim\\xfe.json'
            ordersh export s.sqlite $'victim\\xfe.json' --replace
            echo "status $?"
            cat $'victim\\xef\\xbf\\xbd.json'; echo
            head -c 1 $'victim\\xfe.json'; echo
            """, directory: folder.path)
        #expect(result.stdout == "Exported 1 order (1 item), 0 promos and 0 bookmarks to victim\\xFE.json\nstatus 0\nprecious\n{\n")
        #expect(result.stderr == "")
    }

    @Test("--data, import and a script read a name that is not UTF-8; errors show it escaped")
    func readsBytes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.bash("""
            cp '\(Self.data)' $'d\\xff.json'
            printf 'load orders\\nshow list.countLabel\\n' > $'s\\xfe.osh'
            ordersh --data $'d\\xff.json' -c 'load orders; filter month = all; show list.countLabel'
            ordersh import $'d\\xff.json' $'s\\xfe.sqlite' && ordersh --now 2026-11-22T12:00:00Z --data $'s\\xfe.sqlite' $'s\\xfe.osh'
            ordersh --data $'nope\\xfe.json' -c 'load orders'; echo "status $?"
            """, directory: folder.path)
        #expect(result.stdout == "1 order\nImported 1 order (1 item), 0 promos and 0 bookmarks into s\\xFE.sqlite\n1 order\nstatus 2\n")
        #expect(result.stderr == "ordersh: --data: nope\\xFE.json: no such file\n")
    }

    @Test("a name ending in / names a folder: import, export, record and --junit refuse it and write nothing")
    func folderNames() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.bash("""
            printf precious > notes.txt
            ordersh import default notes.txt/; echo "status $?"
            ordersh import default s.sqlite >/dev/null && ordersh export s.sqlite notes.txt/ --replace; echo "status $?"
            ordersh -c 'record cases/'; echo "status $?"
            printf 'echo hi\\n' > one.osh; printf 'osh> echo hi\\nhi\\n' > one.out
            ordersh test --junit notes.txt/ one.osh 2>&1 | head -1; echo "status $?"
            cat notes.txt; echo; ls
            """, directory: folder.path)
        #expect(result.stdout == """
            status 1
            status 1
            status 1
            Error: --junit: notes.txt/: names a folder (it ends in '/'), not a file to write
            status 0
            precious
            notes.txt
            one.osh
            one.out
            s.sqlite

            """)
        #expect(result.stderr == """
            ordersh import: notes.txt/: names a folder (it ends in '/'), not a file to write
            ordersh export: notes.txt/: names a folder (it ends in '/'), not a file to write
            -c:1:8: error: record needs a case's name, not 'cases/' (record cases/NAME)

            """)
    }

    @Test("import and export to legal names of 248 and 254 bytes: the temporary beside them is short")
    func longNames() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = String(repeating: "a", count: 241) + ".sqlite"
        let data = String(repeating: "b", count: 249) + ".json"
        #expect(try OrdershBinary.run(["import", Self.data, store], directory: folder.path).status == 0)
        #expect(try OrdershBinary.run(["export", store, data], directory: folder.path).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [store, data].sorted())
    }

    @Test("a golden case whose name is not UTF-8 is run, and its .out written under that name")
    func caseNameBytes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.bash("""
            mkdir g && printf 'echo hi\\n' > $'g/c\\xff.osh'
            env -u CI ordersh test g --update --jobs 1 --timeout 0 | grep -v '^ran '
            ls g | od -An -c | tr -s ' '
            """, directory: folder.path)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("ok    c\\xFF  ") == true)
        #expect(lines.first?.hasSuffix("  recorded g/c\\xFF.out") == true)
        #expect(Array(lines.dropFirst()) == ["wrote 1 .out file; review them before committing:", "  g/c\\xFF.out", "1 passed, 0 failed",
                                               " c 377 . o s h \\n c 377 . o u t \\n", ""])
    }

    @Test("--junit and --update refuse a FIFO and a device; nothing is replaced")
    func harnessTargets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.bash("""
            mkdir g && printf 'echo hi\\n' > g/a.osh && printf 'osh> echo hi\\nhi\\n' > g/a.out
            mkfifo report.xml
            ordersh test g --jobs 1 --timeout 0 --junit report.xml | grep -v '^ran '; echo "status ${PIPESTATUS[0]}"
            ordersh test g --jobs 1 --timeout 0 --junit /dev/null | grep junit
            test -p report.xml && test -c /dev/null && echo kept
            printf 'echo changed\\n' > g/a.osh && rm g/a.out && mkfifo g/a.out
            env -u CI timeout 300 ordersh test g --jobs 1 --timeout 0 --update | grep -v '^ran '; echo "status ${PIPESTATUS[0]}"
            test -p g/a.out && echo "fifo kept"
            """, directory: folder.path)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 12)
        #expect(lines.first?.hasPrefix("ok    a  ") == true)
        #expect(Array(lines.dropFirst().prefix(5)) == [
            "--junit: cannot write report.xml: is a FIFO (named pipe); only a regular file can be written or replaced",
            "1 passed, 0 failed", "status 1",
            "--junit: cannot write /dev/null: is a device; only a regular file can be written or replaced", "kept",
        ])
        #expect(lines.dropFirst(6).first?.hasPrefix("FAIL  a  ") == true)
        #expect(Array(lines.suffix(5)) == [
            "cannot read g/a.out: it is a FIFO (named pipe), not a transcript", "0 passed, 1 failed", "status 1", "fifo kept", "",
        ])
    }
}
