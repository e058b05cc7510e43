import FenceDevice
import FenceFiles
import FenceKernel
import FencePlatform
import FenceWorld
import Foundation

extension Scenario {
    /// Refuses a `name` that would put the default output directory (`reports/NAME`) anywhere but
    /// directly under `reports/`: it must be non-empty, at most 100 characters, without path
    /// separators (`/`, `\`, `:`) or control characters, must not start with a dot (no `..`) and must
    /// not begin or end with a space.
    static func checkName(_ name: String, written: Bool, decoder: SectionDecoder) throws(ScenarioError) {
        let allowed =
            "a single directory name: 1 to 100 characters, no / \\ : or control characters, "
            + "not starting with a dot and without spaces at either end"
        let bad = name.unicodeScalars.contains {
            $0 == "/" || $0 == "\\" || $0 == ":" || $0.value < 0x20 || $0.value == 0x7F
        }
        guard !name.isEmpty, name.count <= 100, !bad, !name.hasPrefix("."),
            name.trimmingCharacters(in: .whitespaces) == name
        else {
            let quoted = "\"\(name.unicodeScalars.map { $0.escaped(asASCII: false) }.joined())\""
            throw decoder.located(
                .invalid(
                    path: "name",
                    message: (written ? "is \(quoted)" : "the file name gives the default name \(quoted)")
                        + ": it names the output directory reports/NAME, so it must be \(allowed)",
                    fix: written ? "use a name like \"paper-2012\"" : "add a \"name\" such as \"my-scenario\""),
                JSONPath([.key("name")]))
        }
    }

    /// Checks that every dimension of the file's `sweep` names a value of this scenario and that each
    /// value suits it (a boolean is swept over 0 and 1); errors name `sweep.vary[i].path` or the value.
    func checkSweepPaths(_ decoder: SectionDecoder) throws(ScenarioError) {
        for (index, dimension) in sweep.enumerated() {
            let item = JSONPath([.key("sweep"), .key("vary"), .index(index)])
            let target: SweptTarget
            do { target = try resolve(dimension.path) } catch {
                throw decoder.located(
                    .invalid(
                        at: item.appending("path"), message: "\"\(dimension.path)\": \(error.message)",
                        fix: error.fix))
            }
            let listed = decoder.document.node(at: item.appending("values")) != nil
            for (position, value) in dimension.values.enumerated() {
                do { _ = try target.kind.value(value, path: dimension.path) } catch {
                    let path = listed ? item.appending("values").appending(index: position) : item
                    throw decoder.located(.invalid(at: path, message: error.message, fix: "list only 0 and 1"))
                }
            }
        }
    }

    /// Builds what every run builds before its first event — replication 0's world (reading a recorded
    /// track, drawing the map and the fences), then each strategy's phone and platform — without
    /// simulating, so a problem the world or device layer finds is reported now, at its JSON path,
    /// rather than when a replication starts. Returns replication 0's world (its `trackImport` says what
    /// importing the recorded track did, if any). The world comes from `worlds` when it holds it.
    func checkBuildable(_ decoder: SectionDecoder, worlds: WorldCache? = nil) throws(ScenarioError) -> World {
        if case .recordedTrack(let source) = world.movement {
            let path = JSONPath([.key("world"), .key("movement"), .key("recordedTrack"), .key("path")])
            do { try InputFile.check(path: trackPath(source.path)) } catch {
                throw decoder.located(
                    .invalid(
                        at: path, message: "track \"\(source.path)\": \(error.reason)",
                        fix:
                            "give the path of a .gpx, .csv, .geojson or barefoot .json track, relative to the scenario file"
                    ))
            }
        }
        let built: World
        do {
            built =
                try worlds?.world(world, masterSeed: run.seed, replication: 0, baseDirectory: baseDirectory)
                ?? World.generate(world, masterSeed: run.seed, replication: 0, baseDirectory: baseDirectory)
        } catch let error as WorldError {
            throw Self.scenarioError(error, world: world, decoder: decoder)
        } catch let error as TrackImportError {
            let path = JSONPath([.key("world"), .key("movement"), .key("recordedTrack"), .key("path")])
            throw decoder.located(
                .invalid(
                    at: path, message: "the track cannot be imported: \(error.description)",
                    fix: "repair the track file, or name its format in world.movement.recordedTrack.format"))
        } catch {
            throw decoder.located(.invalid(path: "world", message: "\(error)"), JSONPath([.key("world")]))
        }
        try checkRunOverlapsTrack(built, decoder: decoder)
        for (index, entry) in strategies.enumerated() {
            let device: Device
            do {
                device = try Device(
                    profile: deviceProfile, app: entry.app, world: built, masterSeed: run.seed, replication: 0,
                    start: run.start)
            } catch {
                let path = JSONPath([.key("strategies"), .index(index), .key("app")])
                throw decoder.located(
                    .invalid(at: path, message: error.description, fix: "set it to \(error.expected)"))
            }
            do {
                _ = try PlatformRun(
                    world: built, device: device, strategy: entry.prototype, parameters: platform,
                    platform: entry.platform)
            } catch {
                throw decoder.located(
                    .invalid(at: error.path, message: error.message, fix: "use a value in that range"))
            }
        }
        return built
    }

    /// A run over a recorded track that ends at its last fix must start before it.
    func checkRunOverlapsTrack(_ built: World, decoder: SectionDecoder) throws(ScenarioError) {
        guard case .recordedTrack(let source) = world.movement, source.afterEnd == .end,
            built.trajectory.endTime <= run.start
        else { return }
        let path = JSONPath([.key("run"), .key("startHours")])
        throw decoder.located(
            .invalid(
                at: path,
                message: "the run starts at \(Self.hoursText(run.start)) but the recorded track ends at "
                    + "\(Self.hoursText(built.trajectory.endTime)) (its last fix, from time zero at "
                    + "world.movement.recordedTrack.options.timeOrigin), so nothing would be simulated",
                fix: "start the run before the track ends (run.startHours), use timeOrigin \"midnightUTC\" to keep the "
                    + "track's times of day, or set world.movement.recordedTrack.afterEnd to \"park\""))
    }

    /// `1.25 h`: an instant in hours from time zero, to the hundredth.
    static func hoursText(_ time: SimTime) -> String { "\((time.hours * 100).rounded() / 100) h" }

    /// A track path as the world generator resolves it (relative to the scenario's directory).
    func trackPath(_ path: String) -> String {
        path.hasPrefix("/") || path.isEmpty
            ? path : URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).path
    }

    /// A world-layer error as a scenario error at its JSON path under `world`.
    package static func scenarioError(_ error: WorldError, world: WorldParameters, decoder: SectionDecoder)
        -> ScenarioError
    {
        switch error {
        case .invalidValue(let field, let value, let expected):
            let path = JSONPath([.key("world")] + field.components)
            return decoder.located(
                .invalid(at: path, message: "is \(value); expected \(expected)", fix: "set it to \(expected)"))
        case .fenceBeyondMap(let id, let distance):
            guard let index = world.fences.explicit.firstIndex(where: { $0.id == id }) else {
                let path = JSONPath([.key("world"), .key("fences")])
                return decoder.located(
                    .invalid(
                        at: path, message: "generated \(error.description)",
                        fix: "check world.origin and the commute's distances"))
            }
            let path = JSONPath([.key("world"), .key("fences"), .key("explicit"), .index(index)])
            let spec = world.fences.explicit[index]
            let written = spec.latitude.map { " at latitude \($0), longitude \(spec.longitude ?? 0)" } ?? ""
            let origin = world.origin.map { "world.origin, \($0.latitude), \($0.longitude)" } ?? "Munich by default"
            let message =
                "fence '\(id)'\(written) lies \(Int((distance / 1_000).rounded())) km from the world's origin "
                + "(\(origin)), beyond the \(Int(Fence.maximumOffsetMeters / 1_000)) km the local map covers"
            return decoder.located(
                .invalid(
                    at: path, message: message,
                    fix: "check the fence's latitude and longitude — a southern latitude or a western longitude is "
                        + "negative, and latitude is the north–south angle — and set world.origin near your fences"))
        case .invalidFence(let id, let problem):
            if let index = world.fences.explicit.firstIndex(where: { $0.id == id }) {
                let path = JSONPath([.key("world"), .key("fences"), .key("explicit"), .index(index)])
                return decoder.located(
                    .invalid(
                        at: path, message: "fence '\(id)': \(problem)",
                        fix: "correct the fence or remove it"))
            }
            let path = JSONPath([.key("world"), .key("fences")])
            return decoder.located(
                .invalid(
                    at: path, message: "generated fence '\(id)': \(problem)",
                    fix:
                        "give explicit fences ids other than the generated ones (home, work, stop-N, errand-N, distractor-N)"
                ))
        case .invalidTrajectory, .exportFailed:
            let path = JSONPath([.key("world"), .key("movement")])
            return decoder.located(
                .invalid(
                    at: path, message: error.description,
                    fix: "check the track file or the commute parameters it names"))
        }
    }
}
