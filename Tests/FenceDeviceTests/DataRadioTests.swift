import FenceKernel
import Testing

@testable import FenceDevice

@Suite("3G data radio (RRC promotion and tails)")
struct DataRadioTests {
    /// ARO currents (mA) at 3.7 V, written out independently of RadioParameters' defaults.
    private let dch = 700 / 3.7, fach = 350 / 3.7, idlePromotion = 530 / 3.7, fachPromotion = 550 / 3.7

    /// A schedule holding only a radio, for integrating it with the battery code.
    private struct RadioOnly: CurrentSchedule {
        var radio: DataRadio
        func milliamps(at time: SimTime) -> ComponentValues {
            var current = ComponentValues()
            current.radio = radio.milliamps(at: time)
            return current
        }
        func nextChange(after time: SimTime) -> SimTime? { radio.nextChange(after: time) }
    }

    /// Applies `transfers` (time in s, duration in s) in order, settling a battery before each one as
    /// the device does; returns the radio's charge up to 600 s (mAh) and the completions.
    private func run(_ transfers: [(Double, Double)]) -> (charge: Double, done: [SimTime], radio: DataRadio) {
        var schedule = RadioOnly(radio: DataRadio(parameters: RadioParameters()))
        var battery = Battery(parameters: BatteryParameters())
        var done: [SimTime] = []
        for (time, duration) in transfers {
            battery.settle(schedule, to: .seconds(time))
            done.append(schedule.radio.transfer(at: .seconds(time), durationSeconds: duration))
        }
        battery.settle(schedule, to: .seconds(600))
        return (battery.usedMilliampHours.radio, done, schedule.radio)
    }

    @Test("One isolated small transfer costs about 0.66 mAh (hand calculation)")
    func isolatedTransfer() {
        let (charge, done, radio) = run([(10, 0.1)])
        #expect(done == [.seconds(12.1)])
        // Promotion 2 s × 143.24 mA + DCH (0.1 s transfer + 5 s tail) × 189.19 mA + FACH 12 s × 94.59 mA
        // = 286.49 + 964.86 + 1135.14 = 2386.49 mA·s = 0.6629 mAh ([@ARO] [D]: "≈ 0.66 mAh").
        let expected = (2 * idlePromotion + 5.1 * dch + 12 * fach) / 3600
        #expect(abs(charge - expected) < 1e-12)
        #expect(abs(expected - 0.66) < 0.005)
        #expect(radio.state(at: .seconds(29.1)) == .idle)
        #expect(radio.state(at: .seconds(29.09)) == .fach)
    }

    @Test("A transfer inside the DCH tail shares it and restarts the timers")
    func sharedTail() {
        // The first transfer is in DCH from 2 s with its tail to 7.1 s; the second comes at 3 s.
        let (charge, done, radio) = run([(0, 0.1), (3, 0.1)])
        #expect(done == [.seconds(2.1), .seconds(3.1)])
        #expect(radio.promotionCount == 1)
        // Promotion 0–2 s, DCH 2–8.1 s (6.1 s), FACH 8.1–20.1 s.
        let expected = (2 * idlePromotion + 6.1 * dch + 12 * fach) / 3600
        #expect(abs(charge - expected) < 1e-12)
    }

    @Test("A transfer in FACH pays the FACH→DCH promotion; one during a promotion queues")
    func fachPromotionAndQueue() {
        #expect(run([(0, 0.1)]).radio.state(at: .seconds(10)) == .fach)  // FACH 7.1–19.1 s
        // At 10 s: 1.5 s FACH→DCH promotion, then 1 s of data; at 11 s a second transfer queues behind it.
        let (charge, done, radio) = run([(0, 0.1), (10, 1), (11, 1)])
        #expect(done == [.seconds(2.1), .seconds(12.5), .seconds(13.5)])
        #expect(radio.promotionCount == 2)
        // 0–2 idle promotion, 2–7.1 DCH, 7.1–10 FACH, 10–11.5 FACH→DCH promotion, 11.5–18.5 DCH
        // (13.5 + 5 s tail), 18.5–30.5 FACH.
        let expected = (2 * idlePromotion + 5.1 * dch + 2.9 * fach + 1.5 * fachPromotion + 7 * dch + 12 * fach) / 3600
        #expect(abs(charge - expected) < 1e-12)
    }

    @Test("Scaling to another DCH current keeps ARO's ratios and the timers")
    func scaling() {
        let scaled = RadioParameters().scaled(toDchMilliamps: 185)
        #expect(abs(scaled.fachMilliamps - 92.5) < 1e-9)  // FACH/DCH = 0.35/0.7
        #expect(abs(scaled.idleToDchPromotionMilliamps - 185 * 0.53 / 0.7) < 1e-9)
        #expect(scaled.dchTailSeconds == 5 && scaled.fachTailSeconds == 12)
    }
}
