import Foundation
import DisplayInterface
import SafeIO
import SystemPackage

extension Interpreter {
    /// The recording in progress, if any.
    var recording: Recording? {
        get { concern(Recorder.self).recording }
        set { concern(Recorder.self).recording = newValue }
    }

    /// `record`: whether recording is on, and where.
    func recordingStatus() -> String {
        guard let recording else { return "not recording (record PATH starts)" }
        let count = recording.commands.count
        return "recording to \(recording.shownScript) (\(count) command\(count == 1 ? "" : "s") so far; record stop writes it)"
    }

    /// `record [--replace] PATH`: keeps every command from now on. Refuses to start when
    /// the case exists (unless `replace`), so nothing typed is recorded for nothing.
    func startRecording(_ path: Word, replace: Bool, in frame: ScriptFrame) throws(ShellError) {
        if let recording {
            throw ShellError("already recording to \(recording.shownScript) (record stop writes it first)", at: path.location)
        }
        // A case is a file named for it: an empty name, or a folder's (`cases/`), would write
        // the hidden files `.osh` and `.out`.
        let suffix = registry.identity.scriptSuffix
        let name = path.text.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard !name.isEmpty, name != Substring(suffix) else {
            let example = path.text.hasSuffix("/") ? "\(path.text)NAME" : "cases/NAME"
            throw ShellError(
                "record needs a case's name, not \(EchoedValue.quoted(path.text)) (record \(example))", at: path.location)
        }
        let resolved = frame.resolve(path.text)
        // Typed at the prompt, a path goes anywhere the user may write; from a script, only
        // below the folder the session started in, so a case cannot write outside its place.
        if options.writesRecordings, frame.file != nil, !Self.isInside(ScriptFrame.standardized(resolved), state.startFolder) {
            throw ShellError(
                "a script records only below the folder \(registry.identity.name) started in; \(EchoedValue.quoted(path.text)) is outside it (type record at the prompt to write there)",
                at: path.location)
        }
        let candidate = Recording(
            path: resolved, shownAs: frame.display(resolved), replace: replace,
            presets: recordedSettings, followsSystemClock: session.environmentSettings.isSystemClock, identity: registry.identity)
        try refuseOverwrite(of: candidate, at: path.location)
        var status = stat()
        if candidate.basePath.withPlatformString({ stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw ShellError("'\(candidate.shownPath)' is a folder; name the case inside it (record \(candidate.shownPath)/NAME)", at: path.location)
        }
        recording = candidate
        console.print("recording to \(candidate.shownScript); record stop writes it and its transcript")
    }

    /// `record stop`: writes the case, replays it in a fresh session to write its
    /// transcript, and says what differed from what was seen at the prompt.
    ///
    /// Commands that failed while recording would make their errors the case's expected
    /// output (shell.md §5): that is asked about at the prompt (``confirm``) and refused
    /// elsewhere unless `acceptErrors`, the recording going on. When the session ends
    /// (`sessionEnds`) nothing typed is lost: the script is written, its transcript is not.
    func stopRecording(at location: SourceLocation?, acceptErrors: Bool, sessionEnds: Bool = false) async throws(ShellError) {
        guard let recording else { throw ShellError("not recording (record PATH starts)", at: location) }
        try refuseOverwrite(of: recording, at: location)
        guard let replayer else {
            throw ShellError("this \(registry.identity.name) cannot replay a case to write its transcript", at: location)
        }
        let failed = recording.commands.count { $0.outcome == .failure }
        var writesTranscript = true
        if failed > 0, !acceptErrors, options.writesRecordings {
            let what = "\(failed) command\(failed == 1 ? "" : "s") failed while recording"
            if let confirm, !sessionEnds {
                guard await confirm("\(what): keep \(failed == 1 ? "its error" : "their errors") in \(recording.shownTranscript)? y/N ") else {
                    throw ShellError("not written: \(recording.shownScript) (still recording; record stop --accept-errors writes it)", at: location)
                }
            } else if sessionEnds {
                writesTranscript = false
            } else {
                throw ShellError(
                    "not written: \(recording.shownScript): \(what), and \(failed == 1 ? "its error" : "their errors") would become the expected output "
                        + "(record stop --accept-errors writes it; still recording)",
                    at: location)
            }
        }
        self.recording = nil
        guard options.writesRecordings else {
            let count = recording.commands.count
            console.print("not written: \(recording.shownScript) (\(count) command\(count == 1 ? "" : "s")) and its transcript (record writes nothing under \(registry.identity.testCommand))")
            for text in recording.leftOut { console.print("note: left out \(text)") }
            return
        }
        do {
            try ReplacedFile.createFolders(recording.directory)
            try ReplacedFile.write(recording.script, to: recording.scriptPath)
        } catch {
            self.recording = recording
            throw ShellError("cannot write \(recording.shownScript): \(error.reason)", at: location)
        }
        guard writesTranscript else {
            console.print(
                "wrote \(recording.shownScript), not its transcript: \(failed) command\(failed == 1 ? "" : "s") failed while recording "
                    + "(\(registry.identity.testCommand) --update --accept-errors \(recording.shownScript) writes it)")
            return
        }
        let replay = await replayer.replay(scriptAt: recording.scriptPath)
        if Task.isCancelled {
            throw ShellError("interrupted: \(recording.shownScript) is written, its transcript is not (\(registry.identity.testCommand) --update \(recording.shownScript) writes it)", at: location)
        }
        do {
            try ReplacedFile.write(replay.transcript, to: recording.transcriptPath)
        } catch {
            throw ShellError("cannot write \(recording.shownTranscript): \(error.reason)", at: location)
        }
        let count = recording.commands.count
        let lines = replay.transcript.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        console.print("wrote \(recording.shownScript) (\(count) command\(count == 1 ? "" : "s")) and \(recording.shownTranscript) (\(lines) line\(lines == 1 ? "" : "s"))")
        if recording.followsSystemClock, let now = recording.presets.first(where: { $0.name == "now" }), case .text(let instant) = now.value {
            console.print("note: the session followed the system clock; the case fixes now at \(instant)")
        }
        for text in recording.leftOut { console.print("note: left out \(text)") }
        if let problem = replay.problem {
            throw ShellError("the replay did not finish: \(problem)", at: location)
        }
        let differences = Self.differences(of: recording, from: replay)
        for line in differences { console.printError("warning: \(line)") }
        if !differences.isEmpty {
            console.print("note: the transcript is what a fresh session prints; check it before committing the case")
        }
    }

    /// After a command of the outermost script (or the prompt): keeps it when recording.
    func keepForRecording(_ parsed: ParsedCommand, outcome: CommandOutcome, in frame: ScriptFrame) {
        guard recording != nil, frame.includedFrom.isEmpty else { return }
        let rule = parsed.command.builtIn?.recording ?? .kept
        switch rule {
        case .ignored:
            return
        case .leftOut(let reason):
            recording?.leaveOut(parsed.text, because: reason)
        case _ where parsed.redirect != nil:
            recording?.leaveOut(parsed.text, because: "a case writes no file and runs no program")
        case .kept:
            recording?.keep(parsed.text, outcome: outcome, state: SessionSnapshot(session: session))
        case .keptWithFile(let file, let command):
            let text = recordedText(command, file, of: parsed, in: frame)
            recording?.keep(text, outcome: outcome, state: SessionSnapshot(session: session))
        }
    }

    /// The settings a recorded case starts with, in the order `set` lists them: each one a
    /// fresh session would otherwise not have.
    private var recordedSettings: [(name: String, value: SettingState.Recorded)] {
        parser.settings.all.compactMap { setting in setting.state(self).recorded.map { (setting.name, $0) } }
    }

    /// The command as the case runs it: a file it names (`set data`, `source`) is written
    /// relative to the case, since the case resolves it from its own folder.
    private func recordedText(_ command: String, _ file: Word, of parsed: ParsedCommand, in frame: ScriptFrame) -> String {
        guard let recording else { return parsed.text }
        let relative = PathText.relative(frame.resolve(file.text), from: recording.directory)
        return "\(command) \(ScriptText.word(relative))" + (parsed.isBackground ? " &" : "")
    }

    private func refuseOverwrite(of recording: Recording, at location: SourceLocation?) throws(ShellError) {
        guard !recording.replace else { return }
        for (path, shown) in [(recording.scriptPath, recording.shownScript), (recording.transcriptPath, recording.shownTranscript)]
        where path.withPlatformString({ access($0, F_OK) }) == 0 {
            throw ShellError("\(shown) already exists (record --replace \(recording.shownPath) overwrites it)", at: location)
        }
    }

    /// The first command whose replay ended otherwise than at the prompt, or left the
    /// ViewModels showing other values; once the two sessions part, later commands are
    /// only counted.
    private static func differences(of recording: Recording, from replay: CaseReplay) -> [String] {
        var lines: [String] = []
        var later = 0
        for (offset, kept) in recording.commands.enumerated() {
            let line = recording.firstCommandLine + offset
            let place = "\(recording.shownScript):\(line) (\(kept.text))"
            var found: [String] = []
            if let replayed = replay.commands[line] {
                if replayed.outcome != kept.outcome {
                    let how = { (outcome: CommandOutcome) in outcome == .failure ? "failed" : "succeeded" }
                    found.append("\(how(kept.outcome)) at the prompt but \(how(replayed.outcome)) in the replay")
                }
                let changed = kept.state.differences(from: replayed.state)
                if !changed.isEmpty {
                    found.append("after it, " + changed.prefix(3).joined(separator: "; ") + (changed.count > 3 ? "; …" : ""))
                }
            } else {
                found.append("did not run in the replay")
            }
            guard !found.isEmpty else { continue }
            if !lines.isEmpty {
                later += 1
                continue
            }
            lines.append("the replay differs from the prompt at \(place): " + found.joined(separator: "; "))
            if offset == 0 {
                lines.append("the session had state from before `record`, which a fresh session does not have")
            }
        }
        if later > 0 { lines.append("\(later) later command\(later == 1 ? "" : "s") differ\(later == 1 ? "s" : "") too") }
        return lines
    }

    /// Whether the standardized `path` is `folder` or lies below it.
    static func isInside(_ path: FilePath, _ folder: FilePath) -> Bool {
        path.starts(with: folder)
    }
}
