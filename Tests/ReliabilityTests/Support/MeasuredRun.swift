import Foundation

/// What one measured run of a program produced: how it ended, its output, and what it cost —
/// its own wall time and peak resident memory, read from `wait4(2)`'s `rusage` for that child
/// alone (other tests' processes do not count).
struct MeasuredResult {
    var exitCode: Int32
    /// The signal that ended it, or nil when it exited.
    var signal: Int32?
    /// Whether it was killed for running past its deadline.
    var timedOut: Bool
    var standardOutput: String
    var standardError: String
    /// Wall-clock seconds from spawn to exit.
    var seconds: Double
    /// Peak resident set size in bytes (`ru_maxrss`).
    var peakMemory: Int

    /// The stderr text as lines (without the final newline).
    var errorLines: [Substring] {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
}

/// Runs a program with `posix_spawn(3)` and reaps it with `wait4(2)`, so its own resource use
/// is known; stdin is /dev/null, stdout and stderr go to files (no pipe can fill and block it),
/// the environment is PATH alone. A run past `deadline` seconds is killed.
enum MeasuredRun {
    static func run(_ executable: String, _ arguments: [String], deadline: Double = 120) throws -> MeasuredResult {
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
        while true {
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
            seconds: seconds, peakMemory: usage.ru_maxrss * 1024)
    }
}
