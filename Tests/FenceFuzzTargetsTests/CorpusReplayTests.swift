import FenceFuzzTargets
import Foundation
import Testing

/// Replays the fuzzing corpus (`Fuzz/corpus/<target>/`) through the same entry points the libFuzzer
/// driver uses, without libFuzzer: every input must come back (a trap fails the whole test run) with
/// success or a typed error in FenceSim's own words. Files are named by what they must give: `ok-*`
/// are accepted, `bad-*` rejected; `seed-*` and the crashes and timeouts `make fuzz` found
/// (`crash-*`, `timeout-*`, kept for ever) may give either.
@Suite("Fuzzing corpus replay")
struct CorpusReplayTests {
    /// `Fuzz/corpus/` of this repository.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    /// Library and system text that must never reach the user.
    static let leakedText = [
        "DecodingError", "NSCocoaErrorDomain", "couldn’t be read", "couldn't be read", "could not be completed",
        "keyNotFound", "typeMismatch", "CodingKeys",
    ]

    @Test("Every corpus file gives success or a clear error", arguments: FuzzTarget.allCases)
    func replay(_ target: FuzzTarget) throws {
        let directory = Self.corpus.appendingPathComponent(target.rawValue)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files.contains { $0.hasPrefix("ok-") }, "\(target.rawValue): no ok-* seed")
        #expect(files.contains { $0.hasPrefix("bad-") }, "\(target.rawValue): no bad-* seed")
        for file in files {
            let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(file)))
            switch target.run(bytes) {
            case .accepted:
                #expect(!file.hasPrefix("bad-"), "\(target.rawValue)/\(file) was accepted")
            case .rejected(let message):
                #expect(!file.hasPrefix("ok-"), "\(target.rawValue)/\(file): \(message)")
                #expect(!message.isEmpty)
                for text in Self.leakedText {
                    #expect(!message.contains(text), "\(target.rawValue)/\(file) leaks \(text): \(message)")
                }
            }
        }
    }
}
