import FenceDevice
import FenceKernel
import FenceWorld

/// The system's side of ``LocationPausing``: for each manager the app gave a pausing rule, when its
/// updates pause or are suspended as stationary, and when a stationary suspension ends. The engine
/// carries the outcomes out (stopping and restarting the manager in ``StandardLocationService``,
/// telling the app).
struct ManagerPausing: Sendable {
    /// What ``due(_:device:parameters:kernel:)`` found.
    enum Outcome: Sendable, Equatable {
        /// `pausesLocationUpdatesAutomatically`: the manager pauses until the app restarts it.
        case pause(ManagerID)
        /// Live updates: the phone is stationary; the manager's updates stop until it moves.
        case suspend(ManagerID)
        /// Live updates: the phone moves again; the manager's updates resume.
        case resume(ManagerID)
    }

    private enum Phase: Sendable, Equatable {
        /// Not running, or no rule.
        case idle
        /// Running: the pause (or suspension) is due at the pending event, if any.
        case watching
        /// Paused by the system (``LocationPausing/automatic(_:)``): the app must restart it.
        case paused
        /// Suspended as stationary (``LocationPausing/whenStationary``): resumes at the pending event.
        case suspended
    }

    private struct Slot: Sendable {
        var id: ManagerID
        var rule: LocationPausing
        var phase: Phase = .idle
        var token: EventToken?
    }

    private var slots: [Slot] = []
    /// The trajectory's true stretches, read the first time a rule needs them.
    private var stretches: ActivityStretches?

    /// Whether any manager is suspended as stationary (the significant-motion detector is armed for it).
    private var anySuspended: Bool { slots.contains { $0.phase == .suspended } }

    /// The app set manager `id`'s rule; `running` says whether the manager runs now (its stillness
    /// clock then starts over).
    mutating func set(
        _ id: ManagerID, _ rule: LocationPausing, running: Bool, world: World, device: inout Device,
        parameters: PlatformParameters, kernel: inout Kernel<PlatformEvent>
    ) {
        let index: Int
        if let existing = slots.firstIndex(where: { $0.id == id }) {
            index = existing
        } else {
            guard rule != .never else { return }
            slots.append(Slot(id: id, rule: rule))
            index = slots.count - 1
        }
        let wasSuspended = slots[index].phase == .suspended
        release(index, kernel: &kernel)
        slots[index].rule = rule
        if wasSuspended && !anySuspended { device.disarmSignificantMotion(at: kernel.now) }
        if running { watch(index, world: world, parameters: parameters, kernel: &kernel) }
    }

    /// The app started (or restarted) manager `id`: a pause or suspension ends, the stillness clock
    /// starts now.
    mutating func started(
        _ id: ManagerID, world: World, device: inout Device, parameters: PlatformParameters,
        kernel: inout Kernel<PlatformEvent>
    ) {
        guard let index = slots.firstIndex(where: { $0.id == id }) else { return }
        let wasSuspended = slots[index].phase == .suspended
        release(index, kernel: &kernel)
        if wasSuspended && !anySuspended { device.disarmSignificantMotion(at: kernel.now) }
        watch(index, world: world, parameters: parameters, kernel: &kernel)
    }

    /// The app stopped manager `id`: nothing more is due for it (a suspended one stays stopped).
    mutating func stopped(_ id: ManagerID, device: inout Device, kernel: inout Kernel<PlatformEvent>) {
        guard let index = slots.firstIndex(where: { $0.id == id }) else { return }
        let wasSuspended = slots[index].phase == .suspended
        release(index, kernel: &kernel)
        if wasSuspended && !anySuspended { device.disarmSignificantMotion(at: kernel.now) }
    }

    /// The event of slot `index` fired: what is to happen to its manager.
    mutating func due(
        _ index: Int, world: World, device: inout Device, parameters: PlatformParameters,
        kernel: inout Kernel<PlatformEvent>
    ) -> Outcome? {
        slots[index].token = nil
        let id = slots[index].id
        switch (slots[index].phase, slots[index].rule) {
        case (.watching, .automatic):
            slots[index].phase = .paused
            return .pause(id)
        case (.watching, .whenStationary):
            slots[index].phase = .suspended
            if let firing = device.armSignificantMotion(at: kernel.now) {
                slots[index].token = kernel.schedule(.pausingDue(slot: index), at: firing)
            }
            return .suspend(id)
        case (.suspended, _):
            slots[index].phase = .idle
            if !anySuspended { device.disarmSignificantMotion(at: kernel.now) }
            watch(index, world: world, parameters: parameters, kernel: &kernel)
            return .resume(id)
        default:
            return nil
        }
    }

    /// Whether manager `id` is suspended as stationary (the app still counts it as running).
    func isSuspended(_ id: ManagerID) -> Bool {
        slots.contains { $0.id == id && $0.phase == .suspended }
    }

    /// Starts slot `index`'s stillness clock now: schedules its pause or suspension for when the phone
    /// will have stayed put long enough.
    private mutating func watch(
        _ index: Int, world: World, parameters: PlatformParameters, kernel: inout Kernel<PlatformEvent>
    ) {
        let seconds: Double
        let staysPut: (MotionActivity) -> Bool
        switch slots[index].rule {
        case .never: return
        case .automatic(let type):
            seconds = parameters.ios.locationPauseStillSeconds
            staysPut = type.staysPut
        case .whenStationary:
            seconds = parameters.ios.liveUpdatesStationarySeconds
            staysPut = { $0 == .stationary }
        }
        slots[index].phase = .watching
        if stretches == nil { stretches = ActivityStretches(world: world) }
        if let due = stretches!.firstStay(lasting: .seconds(seconds), from: kernel.now, staysPut: staysPut) {
            slots[index].token = kernel.schedule(.pausingDue(slot: index), at: due)
        }
    }

    /// Cancels slot `index`'s pending event and sets it idle.
    private mutating func release(_ index: Int, kernel: inout Kernel<PlatformEvent>) {
        if let token = slots[index].token { _ = kernel.cancel(token) }
        slots[index].token = nil
        slots[index].phase = .idle
    }
}
