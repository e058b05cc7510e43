import Testing

@testable import FenceKernel

@Suite("Simulation time")
struct SimTimeTests {
    @Test("Constructors agree on microseconds")
    func constructors() {
        #expect(SimTime.seconds(1.5).microseconds == 1_500_000)
        #expect(SimTime.milliseconds(2).microseconds == 2_000)
        #expect(SimTime.minutes(5) == .seconds(300))
        #expect(SimTime.hours(2) == .minutes(120))
        #expect(SimTime.days(1) == .hours(24))
        #expect(SimTime.seconds(0.0000004).microseconds == 0)  // rounds to the nearest µs
        #expect(SimTime.hours(1.5).hours == 1.5)
    }

    @Test("Formatting")
    func formatting() {
        #expect(SimTime.zero.description == "00:00:00")
        #expect(SimTime.seconds(2.5).description == "00:00:02.500000")
        #expect((SimTime.days(1) + .hours(7) + .minutes(45)).description == "1d 07:45:00")
        #expect(SimTime.seconds(-61).description == "-00:01:01")
        #expect(SimTime.never.description == "never")
    }

    @Test("Whole seconds floor towards minus infinity")
    func wholeSeconds() {
        #expect(SimTime.seconds(1.9).wholeSeconds == 1)
        #expect(SimTime.seconds(-0.5).wholeSeconds == -1)
    }
}
