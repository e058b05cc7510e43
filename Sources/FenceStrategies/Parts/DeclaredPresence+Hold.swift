import FenceKernel
import FencePlatform

extension DeclaredPresence {
    /// Exits with a hold (exit hysteresis): every declared fence that this fix and those before it have
    /// placed beyond its radius + `marginMeters` continuously for at least `hold` is exited; a fix back
    /// within that distance cancels the fence's pending exit. `outsideSince` keeps, per declared fence,
    /// since when fixes have placed the device outside; it is left holding declared fences only.
    mutating func exit(
        at location: Location, in fences: FenceDirectory, marginMeters: Double, holdingFor hold: SimTime,
        outsideSince: inout [String: SimTime], now: SimTime, context: inout StrategyContext
    ) {
        var since = outsideSince
        exit(
            where: { id in
                guard let index = fences.index(ofFenceID: id) else { return true }
                guard !fences.all[index].considers(location, marginMeters: marginMeters) else {
                    since[id] = nil
                    return false
                }
                let first = since[id] ?? now
                since[id] = first
                return now - first >= hold
            },
            context: &context)
        outsideSince = since.filter { inside.contains($0.key) }
    }
}
