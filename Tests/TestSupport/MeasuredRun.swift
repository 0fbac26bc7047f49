import Foundation

/// What one measured run of a program produced: how it ended, its output, and what it cost —
/// its own wall time and peak resident memory (other tests' processes do not count).
package struct MeasuredResult: Sendable {
    package var exitCode: Int32
    /// The signal that ended it, or nil when it exited.
    package var signal: Int32?
    /// Whether it was killed for running past its deadline.
    package var timedOut: Bool
    package var standardOutput: String
    package var standardError: String
    /// Wall-clock seconds from spawn to exit.
    package var seconds: Double
    /// Peak resident set size in bytes: the largest `VmHWM` (the kernel's high-water mark of the
    /// program's own memory) read while it ran.
    package var peakMemory: Int

    /// The stderr text as lines (without the final newline).
    package var errorLines: [Substring] {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
}

/// Runs a program with `posix_spawn(3)` and waits for it with `wait4(2)`; stdin is /dev/null,
/// stdout and stderr go to files (no pipe can fill and block it), the environment is PATH
/// alone. A run past `deadline` seconds is killed.
///
/// Its memory is read from `/proc/PID/status` (`VmHWM`) every 2 ms while it runs, not from
/// `wait4`'s `ru_maxrss`: glibc's `posix_spawn` starts the child in the parent's address space
/// (`CLONE_VM`), and Linux carries that space's high-water mark through `execve` into the
/// child's `ru_maxrss`, so it would report the test process's own size. A high-water mark only
/// grows, and `posix_spawn` returns once the child has executed the program, so each read
/// is the program's peak so far.
package enum MeasuredRun {
    /// Runs `executable` with `arguments` and measures it; killed after `deadline` seconds.
    package static func run(_ executable: String, _ arguments: [String], deadline: Double = 120) throws -> MeasuredResult {
        let scratch = try TemporaryDirectory()
        let outputPath = scratch.file("stdout"), errorPath = scratch.file("stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = [strdup("PATH=\(path)"), nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EPERM) }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var peak = 0
        while true {
            peak = max(peak, Self.highWaterMark(of: pid) ?? 0)
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
            if !timedOut, Date().timeIntervalSince(start) > deadline {
                kill(pid, SIGKILL)
                timedOut = true
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        // wait(2)'s status: the low 7 bits are the signal (0 for an exit), the next 8 the exit code.
        let signal = status & 0x7F
        return MeasuredResult(
            exitCode: (status >> 8) & 0xFF, signal: signal == 0 ? nil : signal, timedOut: timedOut,
            standardOutput: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputPath)), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorPath)), as: UTF8.self),
            seconds: seconds, peakMemory: peak)
    }

    /// The `VmHWM` of process `pid` in bytes, nil when it has none (exited, or gone).
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}
