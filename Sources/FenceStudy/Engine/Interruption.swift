import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal that asked a study to stop (SIGINT, SIGTERM), or 0.
private let receivedSignal = Atomic<Int32>(0)

/// Stopping a long study cleanly on SIGINT (Ctrl-C) or SIGTERM: the first signal is recorded, no new unit
/// starts, the units under way finish and are checkpointed, and the command exits with 128 + the
/// signal's number (130, 143) after saying how to continue (`--resume`). The handler then gives the
/// signal its default action back, so a second Ctrl-C ends the process at once (what is checkpointed
/// stays; results are only ever written as a whole).
public enum Interruption {
    /// Installs the handlers (idempotent), and unblocks the two signals in case the parent started this
    /// process with them blocked.
    public static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                receivedSignal.store(number, ordering: .relaxed)
                signal(number, SIG_DFL)
            }
        }
    }

    /// The signal received since ``install()``, or nil.
    public static var caught: Int32? {
        let number = receivedSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Whether a stop was asked for.
    @Sendable public static func requested() -> Bool { caught != nil }
}

/// A study stopped by a signal: printed, then the process exits with 128 + ``signal``.
public struct Interrupted: Error, CustomStringConvertible {
    public var signal: Int32
    /// Units finished (checkpointed) of the total.
    public var done: Int
    public var total: Int
    /// What a unit is called ("work item").
    public var unit: String
    /// The checkpoint directory.
    public var checkpoint: String

    public var description: String {
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
        return "fencesim: stopped by \(name): \(done) of \(total) \(unit)s are checkpointed in \(checkpoint); "
            + "no results were written. Run the same command with --resume to continue from there."
    }
}
