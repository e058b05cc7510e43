/// Cleans raw fixes into a plausible timed path, reporting every repair:
/// - a fix with the same time as the previous one is dropped (duplicate);
/// - a time earlier than the previous fix's is an error (``TrackImportError/timeWentBackwards``);
/// - an implied speed from the last kept fix above the bound is a **jump**: an isolated spike (the
///   next fix agrees with the last kept one) is dropped; a relocation after a *frozen* run (the
///   receiver repeating a stale position, then catching up) drops the stale repeats instead, when
///   the speed from the run's first fix is plausible; any other offending fix is dropped;
/// - kept fixes more than `gapSeconds` apart are a **gap**, bridged by a straight line and listed.
enum TrackCleaner {
    struct Result {
        var fixes: [RawFix]
        var duplicateTimes = 0
        var droppedJumps = 0
        var staleFixesDropped = 0
        var relocations = 0
        /// The index (in `fixes`) of the kept fix before each bridged gap; the fix after it is the next one.
        var gapStarts: [Int] = []
    }

    static func clean(_ raw: [RawFix], options: TrackImportOptions, file: String) throws(TrackImportError) -> Result {
        var unique: [RawFix] = []
        var duplicates = 0
        for fix in raw {
            if let last = unique.last {
                if fix.microseconds < last.microseconds {
                    throw .timeWentBackwards(
                        file: file, line: fix.line, time: Timestamp.iso8601(fix.microseconds),
                        previous: Timestamp.iso8601(last.microseconds))
                }
                if fix.microseconds == last.microseconds {
                    duplicates += 1
                    continue
                }
            }
            unique.append(fix)
        }
        func speed(_ a: RawFix, _ b: RawFix) -> Double {
            a.coordinate.haversineDistanceMeters(to: b.coordinate) / (Double(b.microseconds - a.microseconds) * 1e-6)
        }
        let limit = options.maximumSpeedMetersPerSecond
        var result = Result(fixes: [], duplicateTimes: duplicates)
        for (index, fix) in unique.enumerated() {
            guard let last = result.fixes.last, speed(last, fix) > limit else {
                result.fixes.append(fix)
                continue
            }
            if index + 1 < unique.count && speed(last, unique[index + 1]) <= limit {
                result.droppedJumps += 1  // an isolated spike
                continue
            }
            var runStart = result.fixes.count - 1
            while runStart > 0 && result.fixes[runStart - 1].coordinate == last.coordinate { runStart -= 1 }
            if runStart < result.fixes.count - 1 && speed(result.fixes[runStart], fix) <= limit {
                result.staleFixesDropped += result.fixes.count - 1 - runStart
                result.relocations += 1
                result.fixes.removeLast(result.fixes.count - 1 - runStart)
                result.fixes.append(fix)
                continue
            }
            result.droppedJumps += 1
        }
        // Compared as Doubles: any gap bound, however large, is safe (an integer bound could trap).
        let gapMicroseconds = options.gapSeconds * 1e6
        for index in 0..<max(0, result.fixes.count - 1)
        where Double(result.fixes[index + 1].microseconds - result.fixes[index].microseconds) > gapMicroseconds {
            result.gapStarts.append(index)
        }
        return result
    }
}
