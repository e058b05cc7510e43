import Dispatch
import Synchronization

/// Maps `body` over `0..<count` on `threads` workers and returns the results in index order, so the
/// outcome never depends on the thread count or on scheduling. Workers take the next index from a
/// shared counter; the first error (lowest index) is rethrown after all workers stop.
package func parallelMap<T: Sendable, E: Error>(
    count: Int, threads: Int, progress: (@Sendable (Int) -> Void)? = nil,
    _ body: @Sendable (Int) throws(E) -> T
) throws(E) -> [T] {
    let next = Atomic<Int>(0)
    let done = Atomic<Int>(0)
    let slots = Mutex<[Int: Result<T, E>]>([:])
    let workers = max(1, min(threads, count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            let result: Result<T, E>
            do throws(E) { result = .success(try body(index)) } catch { result = .failure(error) }
            slots.withLock { $0[index] = result }
            let finished = done.add(1, ordering: .relaxed).newValue
            progress?(finished)
            if case .failure = result { next.store(count, ordering: .relaxed) }
        }
    }
    let results = slots.withLock { $0 }
    var values: [T] = []
    values.reserveCapacity(count)
    for index in 0..<count {
        switch results[index] {
        case .success(let value)?: values.append(value)
        case .failure(let error)?: throw error
        case nil:
            // Indices are handed out in order and a failure stops new ones, so every index below a
            // missing one is present and one of them failed.
            preconditionFailure("parallelMap: index \(index) missing without an earlier failure")
        }
    }
    return values
}
