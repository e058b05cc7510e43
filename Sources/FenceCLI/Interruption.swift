import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal that asked a run to stop (SIGINT, SIGTERM), or 0.
private let receivedSignal = Atomic<Int32>(0)

/// Stopping a long run cleanly on SIGINT (Ctrl-C) or SIGTERM: the first signal is recorded, no new work
/// item starts, the items under way finish and are checkpointed, and the command exits with 128 + the
/// signal's number (130, 143) after saying how to continue (`--resume`). The handler then gives the
/// signal its default action back, so a second Ctrl-C ends the process at once (what is checkpointed
/// stays; results are only ever written as a whole).
enum Interruption {
    /// Installs the handlers (idempotent), and unblocks the two signals in case the parent started this
    /// process with them blocked.
    static func install() {
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
    static var caught: Int32? {
        let number = receivedSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Whether a stop was asked for.
    @Sendable static func requested() -> Bool { caught != nil }
}

/// A run stopped by a signal: printed, then the process exits with 128 + ``signal``.
struct Interrupted: Error, CustomStringConvertible {
    var signal: Int32
    /// Work items finished (checkpointed) of the total.
    var done: Int
    var total: Int
    /// The checkpoint directory.
    var checkpoint: String

    var description: String {
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
        return "fencesim: stopped by \(name): \(done) of \(total) work items are checkpointed in \(checkpoint); "
            + "no results were written. Run the same command with --resume to continue from there."
    }
}
