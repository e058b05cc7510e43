/// An app's location logic: the plug-in surface of FenceSim.
///
/// A strategy is a value type that reacts to platform events and acts only through its
/// ``StrategyContext``: it starts and stops location managers, significant-change updates and region
/// monitoring, schedules timers, uploads, and declares fence entries and exits — the detections the
/// metrics score. It never sees the true position: the context has no accessor for it.
///
/// A strategy must be deterministic: the same events must produce the same actions (no clocks, no
/// system randomness). See `docs/strategy-guide.md` for a complete example.
///
/// ## Order of calls
///
/// Calls never nest. The platform applies a call's actions in order after the call returns; when an
/// action's effect calls the strategy again (a source that answers at once, a delivery to a second
/// manager), that call is queued and made after all of the current call's actions are applied, at
/// the same simulated instant. Queued calls are made first in, first out, each one's actions applied
/// before the next call. A handler therefore never observes a call inside its own.
public protocol LocationStrategy: Sendable {
    /// Called once when the app is first launched, at the start of the run.
    mutating func launch(context: inout StrategyContext)
    /// Called for every platform event.
    mutating func handle(_ event: StrategyEvent, context: inout StrategyContext)
}
