import FenceKernel
import Foundation
import Testing

/// The kernel's worked example: an M/M/1 queue (Poisson arrivals at rate λ, one server with exponential
/// service at rate μ) written as an ``EventHandler``, whose mean time in system must match queueing
/// theory, W = 1/(μ − λ).
@Suite("Kernel example: M/M/1 queue")
struct MM1QueueTests {
    enum Event { case arrival, departure }

    /// Exponential draws from SplitMix64 (Steele, Lea & Flood 2014) by inversion: −ln(1 − u)/rate with
    /// u uniform on [0, 1) from the top 53 bits.
    struct Exponentials {
        var state: UInt64

        mutating func next(rate: Double) -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let u = Double(z >> 11) * 0x1p-53
            return -log(1 - u) / rate
        }
    }

    /// One replication until `customers` have departed: each arrival joins the FIFO line and schedules
    /// the next arrival; the server starts a service whenever a customer is at the head of the line.
    struct Queue: EventHandler {
        var arrivals: Exponentials
        var services: Exponentials
        let arrivalRate: Double
        let serviceRate: Double
        let customers: Int
        /// Arrival times of the customers in the system, first in line first.
        var line: [SimTime] = []
        var lineHead = 0
        var secondsInSystem = 0.0
        var departed = 0

        mutating func handle(_ payload: Event, kernel: inout Kernel<Event>) {
            switch payload {
            case .arrival:
                line.append(kernel.now)
                if line.count - lineHead == 1 { startService(kernel: &kernel) }
                kernel.schedule(.arrival, after: .seconds(arrivals.next(rate: arrivalRate)))
            case .departure:
                secondsInSystem += (kernel.now - line[lineHead]).seconds
                lineHead += 1
                departed += 1
                if departed == customers {
                    kernel.stop()
                } else if line.count > lineHead {
                    startService(kernel: &kernel)
                }
            }
        }

        private mutating func startService(kernel: inout Kernel<Event>) {
            kernel.schedule(.departure, after: .seconds(services.next(rate: serviceRate)))
        }
    }

    @Test("the mean time in system matches W = 1/(μ − λ)")
    func meanTimeInSystem() {
        // λ = 0.5/s, μ = 1/s: W = 2 s. Each replication starts empty; the start-up bias fades within a
        // few dozen customers (relaxation time 1/(μ(1 − √ρ)²) ≈ 12 s), negligible over 20 000.
        let (arrivalRate, serviceRate, customers, replications) = (0.5, 1.0, 20_000, 16)
        var means: [Double] = []
        for replication in 0..<UInt64(replications) {
            var queue = Queue(
                arrivals: Exponentials(state: 2 * replication + 1), services: Exponentials(state: 2 * replication + 2),
                arrivalRate: arrivalRate, serviceRate: serviceRate, customers: customers)
            var kernel = Kernel<Event>()
            kernel.schedule(.arrival, at: .zero)
            #expect(kernel.run(until: .never, handler: &queue) == .stopped)
            means.append(queue.secondsInSystem / Double(queue.departed))
        }
        // The replications are independent: their mean's standard error comes from their spread.
        let n = Double(replications)
        let mean = means.reduce(0, +) / n
        let variance = means.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
        let standardError = (variance / n).squareRoot()
        let theory = 1 / (serviceRate - arrivalRate)
        // Four standard errors: with 16 replications (Student t, 15 degrees of freedom) a correct kernel
        // fails this for about one seed in 900; the seeds are fixed.
        #expect(abs(mean - theory) < 4 * standardError)
        // The check is tight: four standard errors are within 5 % of W.
        #expect(4 * standardError < 0.05 * theory)
    }
}
