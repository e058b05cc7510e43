import FenceExperiment
import FenceFiles
import FenceScenario

/// What a FenceSim results or part file is, told by its declared `format` member alone: the one reader that
/// `report`, `merge` and the fuzz targets ask before they decode a file.
public struct StudyFile: Sendable, Equatable {
    /// Complete results (`results.json`) or one shard's part.
    public enum Role: Sendable, Equatable {
        case results, part
    }

    public var kind: StudyKind
    public var role: Role

    public init(kind: StudyKind, role: Role) {
        self.kind = kind
        self.role = role
    }

    /// What `bytes` (read from `file`) declare: a JSON object's `format` member names a kind's results or
    /// parts, and an object without one is a run's or sweep's results. Nil when the bytes are not a JSON
    /// object (the expected kind's reader then says where they fail); refused when the format is none FenceSim
    /// reads, or a part layout of an earlier version.
    public static func identify(_ bytes: [UInt8], file: String) throws(ScenarioError) -> StudyFile? {
        guard let text = try? UTF8Text.decode(bytes), let document = try? JSONParser.parse(text),
            case .object = document.value
        else { return nil }
        guard let member = document.value["format"]?.value else { return StudyFile(kind: .sweep, role: .results) }
        for kind in StudyKind.allCases {
            if member == .string(kind.partFormat) { return StudyFile(kind: kind, role: .part) }
            if let format = kind.resultsFormat, member == .string(format) {
                return StudyFile(kind: kind, role: .results)
            }
            if let earlier = kind.earlierPartFormat, member == .string(earlier) {
                throw ScenarioError(
                    file: file, path: "format",
                    message: "is \"\(earlier)\": a \(kind.words.study)'s part written by an earlier "
                        + "FenceSim, whose parts this one does not read",
                    fix: "re-run its shard with this build (the same command with --shard K/N) and merge the new parts")
            }
        }
        let known = StudyKind.allCases.flatMap { [$0.resultsFormat, $0.partFormat].compactMap { $0 } }
        let given = if case .string(let name) = member { "\"\(name.prefix(60))\"" } else { member.typeDescription }
        throw ScenarioError(
            file: file, path: "format",
            message: "is \(given), not a format FenceSim reads (\(known.joined(separator: ", ")); run and sweep "
                + "results have no format member)",
            fix: "give a results.json or part-K-of-N.json written by fencesim")
    }

    /// Reads `path` and tells what it holds (see ``identify(_:file:)``): the bytes, and nil for bytes that are
    /// not a JSON object.
    public static func read(path: String) throws(ScenarioError) -> (bytes: [UInt8], file: StudyFile?) {
        let bytes = try bytes(path: path)
        return (bytes, try identify(bytes, file: path))
    }

    /// The bytes of the results file `path`, refused naming it when they cannot be read.
    public static func bytes(path: String) throws(ScenarioError) -> [UInt8] {
        do { return try InputFile.bytes(path: path) } catch {
            throw ScenarioError(
                file: path, path: "", message: "cannot be read (\(error.reason))", fix: "check the path")
        }
    }
}
