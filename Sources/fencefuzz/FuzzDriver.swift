import FenceFuzzTargets
import Foundation

#if FUZZING
    /// The target `fencefuzz` fuzzes, from `FENCE_FUZZ_TARGET` (read once).
    nonisolated(unsafe) private var fuzzTarget: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FENCE_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("fencefuzz: set FENCE_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// libFuzzer's callback: one input through the target.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        _ = fuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
        return 0
    }

    /// libFuzzer's driver (linked in by `-sanitize=fuzzer`).
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The executable's entry point: SwiftPM links `main` to `<module>_main`, which here hands over to
    /// libFuzzer's driver.
    @_cdecl("fencefuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments, fuzzOneInput)
    }
#else
    /// Without libFuzzer: `fencefuzz TARGET FILE…` replays files through a target and prints each outcome
    /// (to reproduce a crash found by `make fuzz` under a debugger, without the sanitizers).
    @main
    struct FuzzReplay {
        static func main() {
            let arguments = Array(CommandLine.arguments.dropFirst())
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
                let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
                print("usage: fencefuzz \(names) FILE…")
                exit(2)
            }
            for path in arguments.dropFirst() {
                let bytes = FileManager.default.contents(atPath: path).map(Array.init) ?? []
                switch target.run(bytes) {
                case .accepted: print("\(path): accepted")
                case .rejected(let message): print("\(path): rejected: \(message)")
                }
            }
        }
    }
#endif
