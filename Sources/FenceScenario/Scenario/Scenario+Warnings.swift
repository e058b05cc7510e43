import FenceFiles
import FenceKernel
import FenceWorld
import Foundation

extension Scenario {
    /// How far from the world's origin coordinates may lie before FenceSim warns, metres: the local
    /// projection's scale error is about 1e-5 there (``LocalProjection``) and a generated commute and the
    /// city layout lie within about 20 km of the origin [A].
    public static let farFromOriginMeters = 50_000.0

    /// What keeps replication 0 of this scenario from scoring, found in `built` (its world) without running
    /// it: explicit fences the trajectory never enters (with a lost sign or swapped latitude and longitude checked) or that lie
    /// far from the origin, a recorded track far from an explicit origin or shorter than the minimum dwell, and
    /// no true visit that can count for entry recall at all (unless the world has no fence: a scenario that
    /// measures fix errors asks no recall).
    func scoringWarnings(in built: World) -> [ScoringWarning] {
        var warnings = explicitFenceWarnings(in: built) + trackWarnings(in: built)
        if !built.fences.isEmpty, !warnings.contains(where: { $0.kind == .trackShorterThanDwell }),
            let none = noCountableVisit(in: built)
        {
            warnings.append(none)
        }
        return warnings
    }

    /// Each explicit fence (not a distractor) that replication 0's trajectory never enters: far from the origin,
    /// or out of reach, with a hint when its coordinates look mistyped (a sign lost, latitude and longitude swapped).
    func explicitFenceWarnings(in built: World) -> [ScoringWarning] {
        let entered = Set(built.groundTruth.visits.map(\.fenceIndex))
        var warnings: [ScoringWarning] = []
        for (index, spec) in world.fences.explicit.enumerated() where spec.role != .distractor {
            guard let fenceIndex = built.fences.firstIndex(where: { $0.id == spec.id }), !entered.contains(fenceIndex)
            else { continue }
            let fence = built.fences[fenceIndex]
            let path = "world.fences.explicit[\(index)]"
            let nearest = built.trajectory.nearestApproachMeters(to: fence.center)
            let replication = isCommute ? " in replication 0 (a generated commute draws its route anew each time)" : ""
            var message =
                "fence '\(spec.id)' (radius \(Self.distanceText(fence.radiusMeters))) is never entered\(replication): "
                + "the trajectory comes no closer than \(Self.distanceText(nearest)) to its centre, so it can score no "
                + "visit, only false entries"
            var fix =
                "move the fence onto the route (check its coordinates and world.origin), or give it \"role\": "
                + "\"distractor\" if no visit is expected there"
            let misread = misreadings(spec).map {
                ($0, built.trajectory.nearestApproachMeters(to: built.projection.local($0.coordinate)))
            }
            .min { $0.1 < $1.1 }
            if let (reading, approach) = misread, approach < nearest / 10 {
                message +=
                    "; with \(reading.what) (\(reading.coordinate.latitude), \(reading.coordinate.longitude)) it would "
                    + "lie \(Self.distanceText(approach)) from the trajectory"
                fix = reading.fix
            }
            let fromOrigin = fence.center.lengthMeters
            if fromOrigin > Self.farFromOriginMeters {
                message +=
                    "; it lies \(Self.distanceText(fromOrigin)) from the world's origin (\(originText(built))), where "
                    + "the local projection and the city layout are centred"
                warnings.append(ScoringWarning(.farFromOrigin, path: path, message: message, fix: fix))
            } else {
                warnings.append(ScoringWarning(.fenceOutOfReach, path: path, message: message, fix: fix))
            }
        }
        return warnings
    }

    /// `spec`'s centre as the common typos of its coordinates would have it — the latitude's or the longitude's
    /// sign lost, latitude and longitude swapped (when that is a valid position) — each with its fix; none for a
    /// fence in local metres.
    func misreadings(_ spec: FenceSpec) -> [(what: String, coordinate: GeoCoordinate, fix: String)] {
        guard let latitude = spec.latitude, let longitude = spec.longitude else { return [] }
        var readings: [(what: String, coordinate: GeoCoordinate, fix: String)] = []
        if latitude != 0 {
            readings.append(
                (
                    "the latitude's sign flipped", GeoCoordinate(latitude: -latitude, longitude: longitude),
                    "correct the latitude's sign (southern latitudes are negative)"
                ))
        }
        if longitude != 0 {
            readings.append(
                (
                    "the longitude's sign flipped", GeoCoordinate(latitude: latitude, longitude: -longitude),
                    "correct the longitude's sign (western longitudes are negative)"
                ))
        }
        if abs(longitude) < 89.9 {
            readings.append(
                (
                    "latitude and longitude swapped", GeoCoordinate(latitude: longitude, longitude: latitude),
                    "swap latitude and longitude (latitude is the north–south angle: about 48.1 in Munich)"
                ))
        }
        return readings
    }

    /// A recorded track far from an explicit `world.origin`, or shorter than the minimum dwell from the run's start.
    func trackWarnings(in built: World) -> [ScoringWarning] {
        guard case .recordedTrack(let source) = world.movement else { return [] }
        var warnings: [ScoringWarning] = []
        let farthest = built.trajectory.vertexPositions.map(\.lengthMeters).max() ?? 0
        if world.origin != nil, farthest > Self.farFromOriginMeters {
            warnings.append(
                ScoringWarning(
                    .farFromOrigin, path: "world.origin",
                    message: "the recorded track \(source.path) lies up to \(Self.distanceText(farthest)) from "
                        + "world.origin (\(originText(built))), where the local projection and the city layout are "
                        + "centred",
                    fix: "remove world.origin (a recorded track is then centred on itself) or set it near the track"))
        }
        let seconds = (built.trajectory.endTime - max(run.start, built.trajectory.startTime)).seconds
        if source.afterEnd == .end, seconds < metrics.minimumDwellSeconds {
            warnings.append(
                ScoringWarning(
                    .trackShorterThanDwell, path: "metrics.minimumDwellSeconds",
                    message:
                        "the recorded track \(source.path) lasts \(Self.secondsText(seconds)) from the run's start, "
                        + "less than metrics.minimumDwellSeconds (\(Self.secondsText(metrics.minimumDwellSeconds))): no "
                        + "visit can last long enough to count, so recall is undefined for every strategy",
                    fix: "lower metrics.minimumDwellSeconds below \(Self.secondsText(seconds)), use a longer track, or "
                        + "set world.movement.recordedTrack.afterEnd to \"park\" (the phone stays at the last fix)"))
        }
        return warnings
    }

    /// A warning when no true visit of replication 0 can count for entry recall (the phone assumed alive all
    /// along), naming how many visits each rule excludes and the setting to look at.
    func noCountableVisit(in built: World) -> ScoringWarning? {
        let start = run.start, end = runEnd(in: built)
        var excluded: [VisitExclusion: Int] = [:]
        var longestShort = 0.0
        for visit in built.groundTruth.visits where visit.exit > start && visit.enter < end {
            guard let reason = metrics.entryExclusion(of: visit, start: start, end: end) else { return nil }
            excluded[reason, default: 0] += 1
            if reason == .shortDwell || reason == .cutShortByTrackEnd {
                longestShort = max(longestShort, visit.dwellSeconds)
            }
        }
        let (path, text, fix) = Self.exclusionSummary(
            excluded, longestShortSeconds: longestShort, minimumDwellSeconds: metrics.minimumDwellSeconds,
            track: trackFile)
        let replication = isCommute ? "replication 0 of the generated commute has" : "the trajectory has"
        return ScoringWarning(
            .noCountedVisits, path: path,
            message: "\(replication) no true visit that can count for entry recall (\(text)), so recall will be "
                + "undefined ('–')",
            fix: fix)
    }

    /// Why visits did not count, in words ("3 shorter than metrics.minimumDwellSeconds (60 s; the longest 45 s),
    /// …"), with the JSON path of the setting that excluded most of them and how to change it. `track` names a
    /// recorded track's file.
    public static func exclusionSummary(
        _ excluded: [VisitExclusion: Int], longestShortSeconds: Double, minimumDwellSeconds: Double, track: String?
    ) -> (path: String, text: String, fix: String) {
        let minimum = secondsText(minimumDwellSeconds)
        var parts: [String] = []
        for reason in VisitExclusion.allCases {
            guard let count = excluded[reason], count > 0 else { continue }
            switch reason {
            case .shortDwell: parts.append("\(count) shorter than metrics.minimumDwellSeconds (\(minimum))")
            case .cutShortByTrackEnd:
                parts.append("\(count) cut short by the end of \(track.map { "the track \($0)" } ?? "the trajectory")")
            case .inProgressAtStart: parts.append("\(count) already in progress at the run's start (no entry)")
            case .afterPhoneDied: parts.append("\(count) begun after the phone's battery ran empty")
            }
        }
        if longestShortSeconds > 0 { parts.append("the longest short one lasts \(secondsText(longestShortSeconds))") }
        let text = parts.isEmpty ? "no fence is entered at all" : parts.joined(separator: ", ")
        let dominant = excluded.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key
        switch dominant {
        case .shortDwell?, .cutShortByTrackEnd?:
            return (
                "metrics.minimumDwellSeconds", text,
                longestShortSeconds > 0 && longestShortSeconds < minimumDwellSeconds
                    ? "lower metrics.minimumDwellSeconds to at most \(secondsText(longestShortSeconds.rounded(.down))), "
                        + "or use a track or fences where the phone stays inside at least \(minimum)"
                    : "use a track or fences where the phone stays inside at least \(minimum)"
            )
        case .inProgressAtStart?:
            return (
                "run.startHours", text,
                "start the run before the visits (run.startHours), or run more days (run.days) so later visits count"
            )
        case .afterPhoneDied?:
            return (
                "run", text,
                "score every strategy over the same days with the phone charged daily (run.chargeDaily), or use a "
                    + "larger battery (device.overrides.battery.capacityMilliampHours)"
            )
        case nil:
            return (
                "world.fences", text,
                "put fences where the trajectory goes (world.fences.explicit, or the generated on-route fences)"
            )
        }
    }

    /// Whether the movement is a generated commute (a new route each replication).
    var isCommute: Bool {
        if case .commute = world.movement { return true }
        return false
    }

    /// The recorded track's file as the scenario names it (nil for a commute).
    var trackFile: String? {
        if case .recordedTrack(let source) = world.movement { return source.path }
        return nil
    }

    /// The origin in words: its coordinates and where it comes from.
    func originText(_ built: World) -> String {
        let origin = built.projection.origin
        let source =
            world.origin != nil
            ? "world.origin" : isCommute ? "Munich, the default for a generated commute" : "the track's centre"
        return String(format: "%.4f, %.4f", origin.latitude, origin.longitude) + ", " + source
    }

    /// `80 m`, `23.4 km`.
    static func distanceText(_ meters: Double) -> String {
        meters < 1_000 ? "\(Int(meters.rounded())) m" : String(format: "%.1f km", meters / 1_000)
    }

    /// `45 s`, `12.5 min`, `3.2 h`.
    public static func secondsText(_ seconds: Double) -> String {
        if seconds < 120 { return "\(Int(seconds.rounded())) s" }
        if seconds < 7_200 { return String(format: "%.1f min", seconds / 60) }
        return String(format: "%.1f h", seconds / 3_600)
    }
}
