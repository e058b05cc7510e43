import FenceExperiment
import FenceFiles
import Foundation

/// `fencesim merge PART… --out FILE`: the N parts of one batch of a sharded study added to the study's state (its
/// checkpoint in FILE's directory, which the next batch's shards start from); once they finish the study, its
/// results written to FILE, byte-identical to one process's.
public enum StudyMerge {
    /// What a merge did: finished the study (its results written to the files `written`, the JSON first), or
    /// recorded a batch in `state`.
    public enum Outcome<Results> {
        case finished(Results, written: [String])
        case recorded(state: String, next: Int)
    }

    /// Merges the part files `files` of a study of `Header`'s kind into `output`. Refused before anything is
    /// written: parts another build made (this one replays the study and assembles its results), and every set
    /// ``StudyPart/merge(_:recorded:)`` refuses.
    public static func merge<Header: StudyHeader>(_: Header.Type, files: [String], output: String) throws
        -> Outcome<Header.Results>
    {
        var parts: [(file: String, part: StudyPart<Header>)] = []
        for file in files { parts.append((file, try StudyPart<Header>.read(path: file))) }
        guard let (firstFile, first) = parts.first else { throw MergeError(message: "no parts given") }
        guard first.header.modelIdentity == .current else {
            throw MergeError(
                file: firstFile,
                message: "was made by \(first.header.modelIdentity.text), this is \(ModelIdentity.current)",
                fix: "merge with the build that ran the shards (fencesim --version names it)")
        }
        let state = URL(fileURLWithPath: output).deletingLastPathComponent().path + "/" + Header.kind.checkpointName
        // Checked against the state as it is, before anything is written to it.
        let recorded = try StudyCheckpoint<Header>.recorded(directory: state, header: first.header)
        let merged = try StudyPart<Header>.merge(parts, recorded: recorded)
        let next = first.header.pendingBatch(known: merged)
        // A study its first merge finishes needs no state (a sweep, a sensitivity study); any other merge records
        // its batch, so the next batch's shards start from it and later ones find nothing to run.
        if next != nil || !recorded.isEmpty {
            let checkpoint = try StudyCheckpoint(directory: state, header: first.header, resume: true)
            for (unit, row) in merged where recorded[unit] == nil { try checkpoint.save(unit, row) }
        }
        if let next { return .recorded(state: state, next: next.number) }
        let results = try first.header.results(known: merged)
        return .finished(results, written: try write(try results.files(), to: output))
    }

    /// Writes `files` (`results.json` first) as `output`, all of them or none: with companions, into a
    /// `results.json`'s directory as one set (``OutputSet``), else each companion beside `output` —
    /// `results.csv` under the JSON's name with its own extension (`merged.csv`), any other with the JSON's name
    /// before its own (`merged-summary.csv`) — renamed into place together with the JSON, the JSON last
    /// (``AtomicFile/writeTogether(_:)``), so a merge that fails leaves the files it would replace as they were.
    /// An error names `output`, not a temporary. Returns the paths written, the JSON first.
    @discardableResult
    static func write(_ files: [(name: String, text: String)], to output: String) throws -> [String] {
        let url = URL(fileURLWithPath: output)
        if files.count > 1, url.lastPathComponent == "results.json" {
            let directory = url.deletingLastPathComponent().path
            do {
                try OutputSet(files: files).write(toDirectory: directory)
                return files.map { url.deletingLastPathComponent().appendingPathComponent($0.name).relativePath }
            } catch var error as OutputError {
                // The set names the directory it writes (symbolic links resolved); the user gave the file.
                let written = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
                if error.path == written { error.path = output }
                throw error
            }
        }
        let stem = url.deletingPathExtension()
        let companions = files.dropFirst().map { file in
            let name = URL(fileURLWithPath: file.name)
            let companion =
                name.deletingPathExtension().lastPathComponent == "results"
                ? stem.appendingPathExtension(name.pathExtension)
                : URL(fileURLWithPath: stem.relativePath + "-" + file.name)
            return (text: file.text, url: companion)
        }
        try AtomicFile.writeTogether(
            companions.map { (text: $0.text, path: $0.url.path) } + [(text: files[0].text, path: url.path)])
        return [output] + companions.map(\.url.relativePath)
    }
}
