import FenceKernel
import FencePlatform
import FenceWorld

extension ThreeManagerStrategy {
    /// Hysteresis on exits — not in the paper ([@Raheja2012] §3.4 declares an exit at the first fix outside
    /// the considered radius). With it, a declared fence is left only when fixes place the device beyond
    /// radius + the fix's reported accuracy + ``exitMarginMeters``, continuously for at least
    /// ``minimumOutside``, so a network fix flapping across the boundary no longer notifies an exit and a
    /// re-entry each time. Falling to zone C still exits at once. Defaults argued in `docs/strategy-guide.md`.
    public struct ExitHysteresis: Sendable, Equatable {
        /// Extra distance beyond radius + reported accuracy before a fix counts as outside, metres.
        public var exitMarginMeters: Double
        /// How long fixes must keep the device outside before the exit is declared.
        public var minimumOutside: SimTime

        /// A hysteresis of `exitMarginMeters` and `minimumOutside`.
        public init(exitMarginMeters: Double, minimumOutside: SimTime) {
            self.exitMarginMeters = exitMarginMeters
            self.minimumOutside = minimumOutside
        }
    }

    /// Declares the exits `location` calls for. Without hysteresis (the paper): every declared fence whose
    /// radius + `paperMarginMeters` does not contain the fix. With it: every declared fence the fix and
    /// those before it have placed outside (radius + reported accuracy + margin) for at least the minimum
    /// time; a fix back within that distance cancels the pending exit.
    mutating func declareExits(at location: Location, paperMarginMeters: Double, context: inout StrategyContext) {
        let fences = context.fences
        guard let hysteresis = parameters.exitHysteresis else {
            presence.exit(
                where: { id in
                    fences.index(ofFenceID: id).map {
                        !fences.all[$0].considers(location, marginMeters: paperMarginMeters)
                    }
                        ?? true
                },
                context: &context)
            return
        }
        presence.exit(
            at: location, in: fences, marginMeters: location.horizontalAccuracyMeters + hysteresis.exitMarginMeters,
            holdingFor: hysteresis.minimumOutside, outsideSince: &outsideSince, now: context.now, context: &context)
    }
}
