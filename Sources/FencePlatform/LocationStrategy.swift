/// An app's location logic: the plug-in surface of FenceSim.
///
/// A strategy is a value type that reacts to platform events and acts only through its
/// ``StrategyContext``: it starts and stops location managers, significant-change updates and region
/// monitoring, schedules timers, uploads, and declares fence entries and exits — the detections the
/// metrics score. It never sees the true position: the context has no accessor for it.
///
/// A strategy must be deterministic: the same events must produce the same actions (no clocks, no
/// system randomness). See `docs/strategies.md` for a complete example.
public protocol LocationStrategy: Sendable {
    /// Called once when the app is first launched, at the start of the run.
    mutating func launch(context: inout StrategyContext)
    /// Called for every platform event.
    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext)
}
