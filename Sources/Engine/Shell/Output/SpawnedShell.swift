#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run by `/bin/sh -c`, reading what this program writes to ``input``: the pager
/// and the program of `| PROGRAM` (shell.md §3). It starts with SIGPIPE as programs expect
/// it (this program ignores it, and an ignored signal stays ignored across `exec`), so a
/// `grep` whose reader has gone ends as it would under any shell.
struct SpawnedShell {
    let pid: pid_t
    /// The write end of the program's standard input.
    let input: Int32

    /// Starts `command`; `nil` when `/bin/sh` cannot be started or no pipe can be made.
    static func start(_ command: String) -> SpawnedShell? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        // Neither end leaks into other programs this one starts; dup2 gives the program its own stdin.
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", command]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        close(fds[0])
        guard spawned == 0 else {
            close(fds[1])
            return nil
        }
        return SpawnedShell(pid: pid, input: fds[1])
    }

    /// Closes the program's input (if `closeInput`) and waits for it to end; its status.
    func wait(closingInput closeInput: Bool = true) -> ProgramEnd {
        if closeInput { close(input) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(0) }
        }
        // WIFEXITED and WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal)
    }
}

/// How a program ended.
enum ProgramEnd: Equatable {
    case exited(Int32)
    case killed(Int32)

    /// What a message says of a program that did not succeed; `nil` when it exited 0.
    var failure: String? {
        switch self {
        case .exited(0): nil
        case .exited(let status): "exited with status \(status)"
        case .killed(let signal): "ended by \(Self.name(of: signal))"
        }
    }

    /// `SIGKILL` for 9: the usual names, or `signal N`.
    static func name(of signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2",
            SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
