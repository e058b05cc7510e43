import FenceDevice
import FenceKernel

/// One-shot Wi-Fi and cell fixes (``NetworkFixes``) for both platforms' engines; each engine hands a
/// finished fix on to its own services (``PlatformEngine/follow(_:of:kernel:)``).
extension PlatformEngine {
    /// Requests a one-shot fix from `kind` for `consumers` (the location requests or managers by
    /// default); a request already in progress is shared.
    @inline(__always)
    mutating func request(
        _ kind: OneShotKind, for consumers: FixConsumers = .managers, kernel: inout Kernel<PlatformEvent>
    ) {
        guard let step = core.requestFix(kind, for: consumers, at: kernel.now) else { return }
        follow(step, of: kind, kernel: &kernel)
    }

    /// A one-shot source's step came: the engine follows it.
    @inline(__always)
    mutating func oneShotWake(_ kind: OneShotKind, kernel: inout Kernel<PlatformEvent>) {
        follow(core.wakeFix(kind, at: kernel.now), of: kind, kernel: &kernel)
    }
}
