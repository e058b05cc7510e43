import Testing

@testable import FenceKernel

@Suite("Kernel")
struct KernelTests {
    enum Event { case tick(Int), stop }

    /// Records what it sees; each tick schedules the next until `limit`.
    struct Recorder: EventHandler {
        var log: [(SimTime, Int)] = []
        var limit = 5
        mutating func handle(_ payload: Event, kernel: inout Kernel<Event>) {
            switch payload {
            case .tick(let n):
                log.append((kernel.now, n))
                if n < limit { kernel.schedule(.tick(n + 1), after: .seconds(10)) }
            case .stop:
                kernel.stop()
            }
        }
    }

    @Test("run(until:) handles events up to and including the horizon")
    func horizon() {
        var kernel = Kernel<Event>()
        var recorder = Recorder()
        kernel.schedule(.tick(0), at: .zero)
        let outcome = kernel.run(until: .seconds(30), handler: &recorder)
        #expect(outcome == .reachedHorizon)
        #expect(recorder.log.map(\.1) == [0, 1, 2, 3])
        #expect(kernel.now == .seconds(30))
        // Resuming continues where it left off.
        #expect(kernel.run(until: .hours(1), handler: &recorder) == .exhausted)
        #expect(recorder.log.map(\.1) == [0, 1, 2, 3, 4, 5])
        #expect(kernel.now == .hours(1))
    }

    @Test("A stop event ends the run at its own time")
    func stop() {
        var kernel = Kernel<Event>()
        var recorder = Recorder(limit: 100)
        kernel.schedule(.tick(0), at: .zero)
        kernel.schedule(.stop, at: .seconds(25))
        #expect(kernel.run(until: .hours(1), handler: &recorder) == .stopped)
        #expect(kernel.now == .seconds(25))
        #expect(recorder.log.count == 3)
    }

    @Test("Same schedule, same trace: determinism")
    func determinism() {
        func trace() -> [Int] {
            var kernel = Kernel<Event>()
            var recorder = Recorder(limit: 50)
            for i in 0..<20 { kernel.schedule(.tick(i * 7 % 13), at: .seconds(Double(i % 4))) }
            _ = kernel.run(until: .hours(1), handler: &recorder)
            return recorder.log.map(\.1)
        }
        #expect(trace() == trace())
    }
}
