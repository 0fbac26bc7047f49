import CatalogEditing
import Foundation
import PresetCatalog

/// The private file `presets edit` hands the editor, and its cleanup: a folder of its own (mode
/// 0700, made by `mkdtemp(3)` in `$TMPDIR`, else /tmp) holding the file (0600), both removed on
/// every way out — a save, a cancel, an error, or SIGTERM, SIGINT or SIGHUP, which are passed on
/// to the editor, waited for, and then end this process the way they would have (after the
/// cleanup). Only ``keep()`` leaves the file, on purpose, for the user to take up.
final class EditSession {
    /// The signals that end an edit (a terminal's Ctrl-C, a `kill`, a closed terminal).
    static let endingSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    /// The folder made for this edit.
    let folder: String
    /// The file the editor opens.
    let file: String
    private var isKept = false
    private var previousActions: [Int32: sigaction] = [:]

    /// Makes the folder and an empty file named `fileName` in it, and takes over the ending signals.
    /// - Throws: ``CatalogError/Kind/cannotCreate`` naming the temporary folder (`TMPDIR`) when
    ///   either cannot be made.
    init(fileName: String, environment: [String: String]) throws {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = ((base.hasSuffix("/") ? base : base + "/") + "preset-manager-edit-XXXXXX").utf8CString
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CatalogError(
                .cannotCreate,
                "cannot make a private folder for the edit in TMPDIR '\(pathText(base))': \(String(cString: strerror(errno))); nothing written"
            )
        }
        folder = String(cString: made)
        file = folder + "/" + fileName
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            rmdir(folder)
            throw CatalogError(.cannotCreate, "cannot create the edit's file '\(pathText(file))': \(reason); nothing written")
        }
        close(descriptor)
        EditSignals.received = 0
        // A parent may have started this process with them blocked; the edit must hear them.
        var ending = sigset_t()
        sigemptyset(&ending)
        for signalNumber in Self.endingSignals { sigaddset(&ending, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &ending, nil)
        for signalNumber in Self.endingSignals {
            var action = sigaction()
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = editSignalHandler
            #else
                action.__sigaction_handler.sa_handler = editSignalHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var previous = sigaction()
            sigaction(signalNumber, &action, &previous)
            previousActions[signalNumber] = previous
        }
    }

    /// The ending signal received since the edit began, 0 when none.
    var receivedSignal: Int32 { EditSignals.received }

    /// Leaves the file where it is when the session ends (its folder too).
    func keep() {
        isKept = true
    }

    /// Removes the folder (unless kept) and gives the signals back; when one of them came
    /// during the edit, ends the process by it, as it would have ended without the edit.
    func end() {
        if !isKept { try? FileManager.default.removeItem(atPath: folder) }
        for (signalNumber, var previous) in previousActions { sigaction(signalNumber, &previous, nil) }
        previousActions = [:]
        let received = EditSignals.received
        if received != 0 {
            signal(received, SIG_DFL)
            raise(received)
        }
    }

    /// Runs `editor` on the file through `/bin/sh` (so the command may carry arguments), with
    /// this process's terminal, and waits for it. It runs in a process group of its own, which
    /// is given the terminal when this process has it (as a shell runs a job): the ending signals
    /// are passed on to that whole group — the shell and the editor it started — and reach it
    /// with their default action, whatever this process does with them.
    /// - Throws: ``CatalogError/Kind/ioFailure`` when it cannot run, is ended by a signal or
    ///   exits unsuccessfully.
    func runEditor(_ editor: String) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in Self.endingSignals + [SIGPIPE, SIGTTOU] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let arguments = ["/bin/sh", "-c", editor + " \"$1\"", "preset-manager-editor", file]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var process: pid_t = 0
        let spawned = posix_spawn(&process, "/bin/sh", nil, &attributes, argv, environ)
        guard spawned == 0 else {
            throw CatalogError(
                .ioFailure, "cannot run the editor '\(pathText(editor))': \(String(cString: strerror(spawned))); nothing written")
        }
        EditSignals.editor = process
        defer { EditSignals.editor = 0 }
        // A signal that came between the spawn and the line above reaches the editor here.
        if EditSignals.received != 0 { kill(-process, EditSignals.received) }
        let terminal = TerminalHandOver(to: process)
        defer { terminal.takeBack() }
        var status: Int32 = 0
        while true {
            if waitpid(process, &status, WUNTRACED) < 0 {
                guard errno == EINTR else {
                    throw CatalogError(.ioFailure, "cannot wait for the editor: \(String(cString: strerror(errno)))")
                }
                continue
            }
            // Stopped by reaching for the terminal before it was handed over: carry on.
            guard status & 0xFF == 0x7F else { break }
            kill(-process, SIGCONT)
        }
        let signalled = status & 0x7F
        if signalled != 0 {
            throw CatalogError(.ioFailure, "the editor '\(pathText(editor))' was ended by signal \(signalled); nothing written")
        }
        let code = (status >> 8) & 0xFF
        guard code == 0 else {
            throw CatalogError(.ioFailure, "the editor '\(pathText(editor))' exited with status \(code); nothing written")
        }
    }
}

/// The terminal lent to the editor's process group while it runs, when this process is in
/// the terminal's foreground (else nothing is done: a script's stdin is no terminal).
private struct TerminalHandOver {
    private let isLent: Bool

    init(to group: pid_t) {
        guard isatty(STDIN_FILENO) == 1, tcgetpgrp(STDIN_FILENO) == getpgrp() else {
            isLent = false
            return
        }
        let previous = signal(SIGTTOU, SIG_IGN)
        isLent = tcsetpgrp(STDIN_FILENO, group) == 0
        signal(SIGTTOU, previous)
    }

    /// Gives the terminal back to this process's group.
    func takeBack() {
        guard isLent else { return }
        let previous = signal(SIGTTOU, SIG_IGN)
        tcsetpgrp(STDIN_FILENO, getpgrp())
        signal(SIGTTOU, previous)
    }
}

/// What the signal handler shares with the session: plain integers, written and read whole.
enum EditSignals {
    /// The ending signal received, 0 for none.
    nonisolated(unsafe) static var received: Int32 = 0
    /// The running editor's process, 0 when none runs.
    nonisolated(unsafe) static var editor: pid_t = 0
}

/// Records the signal and passes it on to the editor's process group; does nothing else
/// (async-signal-safe).
private func editSignalHandler(_ signalNumber: Int32) {
    EditSignals.received = signalNumber
    let editor = EditSignals.editor
    if editor > 0 { kill(-editor, signalNumber) }
}
