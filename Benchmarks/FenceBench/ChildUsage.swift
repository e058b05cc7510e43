import Foundation

/// What one child process cost, from its own `wait4` accounting (not the sum or maximum over every child this
/// process has waited for, as `getrusage(RUSAGE_CHILDREN)` gives): wall time, processor time and peak resident
/// memory.
struct ChildUsage: Codable {
    /// The command, as `fencesim ARGUMENTS…`.
    var command: String
    /// Wall-clock seconds from spawn to exit.
    var seconds: Double
    /// Processor time, user and system, seconds.
    var cpuSeconds: Double
    /// Peak resident set size, MiB (the child's `ru_maxrss`).
    var peakResidentMebibytes: Double

    /// Runs `executable` with `arguments`, its standard output written to `standardOutput` (discarded by
    /// default; standard error kept), and waits for it; throws when it cannot start or exits with a nonzero
    /// status. `name` replaces the executable's path in ``command``.
    static func run(_ executable: String, _ arguments: [String], name: String, standardOutput: String = "/dev/null")
        throws -> ChildUsage
    {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let command = ([name] + arguments).joined(separator: " ")
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError.childNotStarted(command, executable: executable, spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchError.childFailed(command, -1) }
        }
        let elapsed = clock.now - start
        // WIFEXITED and WEXITSTATUS: no signal bits, and the exit status in the second byte.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { throw BenchError.childFailed(command, status) }
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
        return ChildUsage(
            command: command,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            cpuSeconds: cpu, peakResidentMebibytes: Double(usage.ru_maxrss) / 1024)
    }
}
