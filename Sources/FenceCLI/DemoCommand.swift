import FenceKernel
import FenceStats
import Foundation

/// `fencesim demo`: a small, real exercise of the kernel and stats layers — an M/M/1 queue
/// (Poisson arrivals, exponential service) simulated over independent replications, with the mean
/// time in system compared against queueing theory, W = 1/(μ − λ).
struct DemoCommand {
    static let usage = "fencesim demo [--replications N] [--seed S]"

    enum Event { case arrival, departure }

    /// One replication of the M/M/1 queue until `customers` have departed.
    struct Queue: EventHandler {
        let arrivals: RandomStream
        let services: RandomStream
        let arrivalRate: Double
        let serviceRate: Double
        var customers: Int
        var waiting: [SimTime] = []  // arrival times of customers in the system, FIFO
        var totalSeconds = 0.0
        var departed = 0

        mutating func handle(_ payload: Event, kernel: inout Kernel<Event>) {
            switch payload {
            case .arrival:
                waiting.append(kernel.now)
                if waiting.count == 1 {
                    kernel.schedule(.departure, after: .seconds(services.exponential(mean: 1 / serviceRate)))
                }
                kernel.schedule(.arrival, after: .seconds(arrivals.exponential(mean: 1 / arrivalRate)))
            case .departure:
                totalSeconds += (kernel.now - waiting.removeFirst()).seconds
                departed += 1
                if departed == customers { kernel.stop() }
                if !waiting.isEmpty {
                    kernel.schedule(.departure, after: .seconds(services.exponential(mean: 1 / serviceRate)))
                }
            }
        }
    }

    static func run(_ arguments: Arguments) throws -> ExitStatus {
        let replications = try arguments.integer("--replications", in: 2...10_000) ?? 20
        let seed = try arguments.unsigned("--seed") ?? 1
        let (lambda, mu, customers) = (0.8, 1.0, 20_000)
        var means: [Double] = []
        var events = 0
        for replication in 0..<UInt64(replications) {
            var queue = Queue(
                arrivals: RandomStream(masterSeed: seed, replication: replication, name: "demo.arrivals"),
                services: RandomStream(masterSeed: seed, replication: replication, name: "demo.services"),
                arrivalRate: lambda, serviceRate: mu, customers: customers)
            var kernel = Kernel<Event>()
            kernel.schedule(.arrival, at: .zero)
            _ = kernel.run(until: .never, handler: &queue)
            means.append(queue.totalSeconds / Double(queue.departed))
            events += kernel.handledCount
        }
        let interval = try Summary(means).meanInterval()
        let theory = 1 / (mu - lambda)
        print(
            "FenceSim demo: M/M/1 queue, λ = \(lambda)/s, μ = \(mu)/s, \(customers) customers × \(replications) replications"
        )
        print("  kernel events handled: \(events)")
        print(
            String(
                format: "  mean time in system: %.3f s, 95 %% CI [%.3f, %.3f]", interval.estimate, interval.lower,
                interval.upper))
        print(
            String(
                format: "  queueing theory W = 1/(μ − λ) = %.3f s: %@", theory,
                interval.contains(theory)
                    ? "inside the interval" : "outside the interval (start-up bias of a finite run)"))
        return .ok
    }
}
