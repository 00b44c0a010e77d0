import Foundation
import Testing

/// `import` and `export` against hostile targets and interrupted writes (docs/data-store.md,
/// "Replacing a store"): no source is destroyed, no non-regular file replaced, no
/// concurrent writer's commit lost, no sidecar or temporary file left behind.
@Suite("ordersh import and export: hostile targets and signals", .ownThread)
struct TransferHardeningTests {
    static let data = "Fixtures/golden/_data/tax-rate-0.08.json"

    /// Kills a writer of `s.sqlite` in `folder` in the middle of a big transaction, which
    /// leaves a hot journal beside the store.
    static func leaveHotJournal(in folder: ScratchFolder) throws {
        let killed = try OrdershBinary.bash("""
            python3 -c '
            import os, signal, sqlite3
            db = sqlite3.connect("s.sqlite", isolation_level=None)
            db.execute("PRAGMA cache_size=1")
            db.execute("BEGIN")
            for i in range(3000):
                db.execute("INSERT INTO bookmarks VALUES (?, ?, ?, ?)", (str(i), 100 + i, "t" * 200, "x"))
            os.kill(os.getpid(), signal.SIGKILL)
            '
            test -s s.sqlite-journal && echo journal
            """, directory: folder.path)
        #expect(killed.stdout == "journal\n")
    }

    @Test("a transfer onto its own source is refused, through a symlink and a hard link too; the source is kept")
    func sameFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let json = folder.path + "/x.json"
        try FileManager.default.copyItem(atPath: Self.data, toPath: json)
        let original = try String(contentsOfFile: json, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: json)
        try FileManager.default.linkItem(atPath: json, toPath: folder.path + "/hard.json")
        for source in ["x.json", "link.json", "hard.json"] {
            #expect(try OrdershBinary.run(["import", source, "x.json", "--replace"], directory: folder.path) == RunResult(
                stdout: "", stderr: "ordersh import: x.json: is the source file itself (\(source)); write to another path\n", status: 1))
        }
        #expect(try String(contentsOfFile: json, encoding: .utf8) == original)

        #expect(try OrdershBinary.run(["import", "x.json", "s.sqlite"], directory: folder.path).status == 0)
        let store = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/s.sqlite"))
        #expect(try OrdershBinary.run(["export", "s.sqlite", "s.sqlite", "--replace"], directory: folder.path) == RunResult(
            stdout: "", stderr: "ordersh export: s.sqlite: is the source file itself (s.sqlite); write to another path\n", status: 1))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/s.sqlite")) == store)
    }

    @Test("a symlink loop is named as one, at --data and at import, not as a missing file")
    func symlinkLoop() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a.json", withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/b.json", withDestinationPath: "a.json")
        let loop = "is a symbolic link that leads in a loop (too many levels of symbolic links)"
        #expect(try OrdershBinary.run(["import", "a.json", "s.sqlite"], directory: folder.path)
            == RunResult(stdout: "", stderr: "ordersh import: a.json: \(loop)\n", status: 1))
        #expect(try OrdershBinary.run(["--data", "a.json", "-c", "load orders"], directory: folder.path)
            == RunResult(stdout: "", stderr: "ordersh: --data: a.json: \(loop)\n", status: 2))
    }

    @Test("a WAL store on a read-only medium says so and how to read it, not 'permission denied?'",
          .enabled(if: getuid() == 0, "mounting a read-only file system needs root"))
    func walOnReadOnlyMedium() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = FileManager.default.currentDirectoryPath + "/" + Self.data
        #expect(try OrdershBinary.run(["import", data, "s.sqlite"], directory: folder.path).status == 0)
        let mounted = try OrdershBinary.bash("""
            python3 -c 'import sqlite3; sqlite3.connect("s.sqlite").execute("PRAGMA journal_mode=WAL").fetchone()' &&
            mkdir ro && mount -t tmpfs -o size=4m tmpfs ro && cp s.sqlite ro/ && mount -o remount,ro ro && echo mounted
            """, directory: folder.path)
        defer { _ = try? OrdershBinary.bash("umount \(folder.path)/ro") }
        try #require(mounted.stdout == "mounted\n", "could not mount a read-only tmpfs: \(mounted.stderr)")
        let load = try OrdershBinary.run(OrdershBinary.fixed + ["--data", "ro/s.sqlite", "-c", "load orders"], directory: folder.path)
        #expect(load == RunResult(
            stdout: "",
            stderr: "-c:1:1: error: Failed to load orders: ro/s.sqlite: a store in WAL mode in a read-only folder or medium: "
                + "SQLite must create s.sqlite-shm beside it to read it. Copy the store to a writable folder, "
                + "or turn WAL off where it is written (sqlite3 s.sqlite 'PRAGMA journal_mode=DELETE')\n",
            status: 1))
    }

    @Test("--replace refuses a FIFO, a device and a symlink, and keeps a replaced file's mode")
    func nonRegularTargets() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = FileManager.default.currentDirectoryPath + "/" + Self.data
        #expect(mkfifo(folder.path + "/fifo", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.sqlite", withDestinationPath: folder.path + "/real.sqlite")
        for (target, what) in [("fifo", "is a FIFO (named pipe)"), ("/dev/null", "is a device"), ("link.sqlite", "is a symbolic link")] {
            #expect(try OrdershBinary.run(["import", data, target, "--replace"], directory: folder.path) == RunResult(
                stdout: "", stderr: "ordersh import: \(target): \(what); only a regular file can be written or replaced\n", status: 1))
        }
        #expect(FileManager.default.fileExists(atPath: folder.path + "/real.sqlite") == false)

        let store = try folder.write("private.sqlite", "old")
        #expect(chmod(store, 0o600) == 0)
        #expect(try OrdershBinary.run(["import", data, store, "--replace"]).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: store)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("a stale journal of a killed writer, and a -wal and -shm, do not survive a replacement")
    func staleSidecars() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = FileManager.default.currentDirectoryPath + "/" + Self.data
        #expect(try OrdershBinary.run(["import", data, "s.sqlite"], directory: folder.path).status == 0)
        try Self.leaveHotJournal(in: folder)
        try folder.write("s.sqlite-wal", "stale")
        try folder.write("s.sqlite-shm", "stale")
        #expect(try OrdershBinary.run(["import", data, "s.sqlite", "--replace"], directory: folder.path).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["s.sqlite"])
        let load = try OrdershBinary.run(
            OrdershBinary.fixed + ["--data", "s.sqlite", "-c", "load orders; show list.countLabel; load bookmarks; show bookmarks.countLabel"],
            directory: folder.path)
        #expect(load == RunResult(stdout: "1 order\nNo bookmarks\n", stderr: "", status: 0))
    }

    @Test("a hot journal left by a killed writer is named, with what to do, not 'attempt to write a readonly database'")
    func hotJournal() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = FileManager.default.currentDirectoryPath + "/" + Self.data
        #expect(try OrdershBinary.run(["import", data, "s.sqlite"], directory: folder.path).status == 0)
        try Self.leaveHotJournal(in: folder)
        let load = try OrdershBinary.run(["--data", "s.sqlite", "-c", "load orders"], directory: folder.path)
        #expect(load == RunResult(
            stdout: "",
            stderr: "-c:1:1: error: Failed to load orders: s.sqlite: s.sqlite-journal is left beside it by a program that stopped "
                + "in the middle of a write, and a read-only reader cannot roll it back. Open the store once with write access "
                + "to finish the rollback (sqlite3 s.sqlite 'PRAGMA quick_check'), or import it again\n",
            status: 1))
    }

    @Test("a store whose write lock another process holds is not replaced; that writer's commit is kept")
    func heldLock() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let data = FileManager.default.currentDirectoryPath + "/" + Self.data
        #expect(try OrdershBinary.run(["import", data, "s.sqlite"], directory: folder.path).status == 0)
        let ordersh = OrdershBinary.url.path
        let result = try OrdershBinary.bash("""
            python3 -c '
            import sqlite3, subprocess
            db = sqlite3.connect("s.sqlite", isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            db.execute("INSERT INTO bookmarks VALUES (\\"b9\\", 9, \\"kept\\", \\"x\\")")
            run = subprocess.run(["\(ordersh)", "import", "\(data)", "s.sqlite", "--replace"], capture_output=True, text=True)
            print(run.returncode, run.stderr, end="")
            db.execute("COMMIT")
            '
            """, directory: folder.path)
        #expect(result.stdout == "1 ordersh import: s.sqlite: is in use by another program (with s.sqlite-journal beside it): "
            + "its lock was held for 2 s; try again when that program is done\n")
        let load = try OrdershBinary.run(
            OrdershBinary.fixed + ["--data", "s.sqlite", "-c", "load bookmarks; show bookmarks.countLabel"], directory: folder.path)
        #expect(load.stdout == "1 bookmark\n")
    }

    @Test("SIGINT, SIGTERM, SIGHUP and SIGQUIT during an import leave no temporary file or journal")
    func signals() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // One file for the four signals: generating it costs more than an import's start.
        #expect(try OrdershBinary.bash("scripts/gen-orders 20000 \(folder.path)/big.json").status == 0)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            let process = Process()
            process.executableURL = OrdershBinary.url
            process.arguments = ["import", "big.json", "out.sqlite"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            #expect(Self.waitForTemporaryStore(of: process, in: folder.path), "signal \(signal)")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "signal \(signal)")
            #expect(process.terminationStatus == signal)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.json"], "signal \(signal)")
        }
    }

    @Test("a hangup the program was started to ignore (nohup) is still ignored during an import, which finishes")
    func ignoredHangup() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(try OrdershBinary.bash("scripts/gen-orders 20000 \(folder.path)/big.json").status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // As nohup starts a program: SIGHUP ignored, which exec keeps.
        process.arguments = ["-c", "trap '' HUP; exec \"$0\" import big.json out.sqlite", OrdershBinary.url.path]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        #expect(Self.waitForTemporaryStore(of: process, in: folder.path))
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["big.json", "out.sqlite"])
    }

    /// Waits until `process`, an import to `out.sqlite` in `folder`, has its temporary store
    /// (written for a second or more in a debug build; a sanitized build first reads the
    /// file for much longer); false when it ended first or five minutes passed.
    private static func waitForTemporaryStore(of process: Process, in folder: String) -> Bool {
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning, Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasPrefix(".out.sqlite.") }) { return true }
            usleep(500)
        }
        return false
    }
}
