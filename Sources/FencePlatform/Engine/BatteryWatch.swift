import FenceDevice
import FenceKernel

/// The battery-empty event: keeps one event at or before the device's predicted empty instant and ends
/// the run there.
///
/// **Far from empty** the event is a check at a lower bound on the empty instant that holds whatever
/// the app and the platform do (``Device/emptyTimeLowerBoundUnderAnyActions(at:)``: the charge left,
/// drawn at the largest current the phone can draw at all), so no other event needs to look at the
/// battery; the check computes the bound again and schedules the next one. The bounds grow as charge
/// is left, and each is at least ``followingStride`` ahead, or the watch starts following.
///
/// **Following** (once less than that stride of charge at the largest current is left; it never ends,
/// as the charge only falls): every callback moves the prediction a little, and ``refresh(device:kernel:)``
/// runs after every event. A cancelled event stays in the queue until its time (lazy deletion), so
/// rescheduling at each change would grow the queue by one entry per callback. Instead, while the empty
/// instant is more than a minute away the event is a check a quarter of the way there, which only a
/// prediction earlier than the check displaces; the check recomputes and schedules the next one. The
/// last event falls exactly on the predicted instant.
///
/// The prediction is the device's (a function of its state, not of when it is asked, so the
/// battery events do not depend on which other events happened in between). Battery events never
/// change the device, and come last at their instant (priority 255), so how many checks there are
/// changes nothing else in a run.
///
/// While following, the exact prediction walks the device's whole known schedule, so the device's
/// O(1) lower bound goes first: when even it does not precede the pending check, neither does the
/// prediction, and the prediction is left to the check (``emptyAt`` nil). The bound assumes the largest
/// current still possible all along, so it falls short of the exact instant by the ratio of that
/// current to the mean one; a check only a quarter of the way (not halfway) keeps it conclusive unless
/// that ratio exceeds four.
struct BatteryWatch: Sendable {
    /// The least lead of a far check: with less charge left than this at the largest current, the
    /// watch follows every event.
    static let followingStride = SimTime.minutes(1)

    private var token: EventToken?
    /// When the pending battery event fires (``SimTime/never`` when none is pending).
    private var checkAt: SimTime = .never
    /// The device's predicted empty instant as of the latest event, or nil when that event did not
    /// compute it.
    private var emptyAt: SimTime? = .never
    /// Whether the watch follows every event (see the type's description).
    private var isFollowing = false
    /// When the battery ran empty, or nil while it has charge.
    private(set) var emptied: SimTime?

    /// The battery was charged to full: the charge no longer only falls, so the watch stops following and the
    /// next refresh looks again. A pending check stays: it comes at or before the new empty instant, which a
    /// charge only delays.
    mutating func recharged() {
        isFollowing = false
        emptyAt = nil
    }

    /// The battery event arrived: returns whether the battery is empty now (the run then ends).
    mutating func checkDue(device: Device, at now: SimTime) -> Bool {
        token = nil
        checkAt = .never
        // No action since the latest refresh: the device's prediction is still as it was then.
        guard now >= emptyAt ?? device.predictedEmptyTime else { return false }
        emptied = now
        return true
    }

    /// After every event: nothing while a far check is pending; else schedules the next far check, or,
    /// following, moves the battery event earlier if the device's prediction now precedes it.
    @inline(__always)
    mutating func refresh(device: inout Device, kernel: inout Kernel<PlatformEvent>) {
        if isFollowing || token == nil {
            update(device: &device, kernel: &kernel)
        } else {
            emptyAt = nil
        }
    }

    private mutating func update(device: inout Device, kernel: inout Kernel<PlatformEvent>) {
        let now = kernel.now
        if !isFollowing {
            let bound = device.emptyTimeLowerBoundUnderAnyActions(at: now)
            if bound - now >= Self.followingStride {
                emptyAt = nil
                guard bound < .never else { return }  // no current at all: nothing to watch yet
                checkAt = bound
                token = kernel.schedule(.batteryEmpty, at: checkAt, priority: 255)
                return
            }
            isFollowing = true
        }
        guard device.emptyTimeLowerBound() < checkAt else {
            emptyAt = nil
            return
        }
        let predicted = device.predictedEmptyTime
        emptyAt = predicted
        guard predicted < checkAt else { return }  // the pending check comes first
        if let token { kernel.cancel(token) }
        let remaining = predicted - now
        checkAt =
            remaining > .minutes(1) ? now + SimTime(microseconds: remaining.microseconds / 4) : max(predicted, now)
        token = kernel.schedule(.batteryEmpty, at: checkAt, priority: 255)
    }
}
