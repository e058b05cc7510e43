import FenceStudy
import Foundation
import Synchronization

/// A progress bar with elapsed time and ETA on standard error, for long runs.
///
/// Drawn only when standard error is a terminal (`isatty(2)`) and `--quiet` is not given, so logs and
/// pipes stay clean; redrawn at most ten times a second from any worker thread; the line is cleared
/// when the work is done. Wall-clock time is read here, in the command line, never in model code.
final class ProgressBar: Sendable {
    private let total: Int
    private let label: String
    private let start = ContinuousClock.now
    private let lastDraw = Mutex<ContinuousClock.Instant?>(nil)

    private init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    /// A bar over `total` work items, or nil when `quiet`, when standard error is not a terminal, or
    /// when there is nothing to do.
    static func make(total: Int, label: String, quiet: Bool) -> ProgressBar? {
        guard !quiet, total > 0, isatty(2) == 1 else { return nil }
        return ProgressBar(total: total, label: label)
    }

    /// Reports that `done` items are finished (called from workers).
    func update(_ done: Int) {
        let now = ContinuousClock.now
        let draw = lastDraw.withLock { last -> Bool in
            guard done == total || last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
            last = now
            return true
        }
        guard draw else { return }
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let text = Self.line(label: label, done: done, total: total, elapsedSeconds: seconds, barWidth: 30)
        FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
    }

    /// Clears the bar's line.
    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    /// The bar's text: `label [#####-----] done/total pct% elapsed m:ss ETA m:ss`, the ETA assuming the
    /// remaining items take as long on average as the finished ones.
    static func line(label: String, done: Int, total: Int, elapsedSeconds: Double, barWidth: Int) -> String {
        let fraction = total > 0 ? Double(min(done, total)) / Double(total) : 1
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        let eta = done > 0 ? clock(elapsedSeconds / Double(done) * Double(total - done)) : "?"
        return "\(label) [\(bar)] \(done)/\(total) \(Int((fraction * 100).rounded(.down)))% "
            + "elapsed \(clock(elapsedSeconds)) ETA \(eta)"
    }

    /// `m:ss`, or `h:mm:ss` from an hour on.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(twoDigits(m)):\(twoDigits(s))" : "\(m):\(twoDigits(s))"
    }
}

extension StudyConsole {
    /// Messages on standard output, and a progress bar on standard error unless `quiet` (``ProgressBar``).
    static func terminal(quiet: Bool) -> StudyConsole {
        StudyConsole(say: { print($0) }) { label, total in
            ProgressBar.make(total: total, label: label, quiet: quiet).map { bar in (bar.update, bar.finish) }
        }
    }
}
