import FenceScenario

extension Observation {
    /// `observations` with each validation observation whose source shaped `model` marked
    /// (``shapedModel``: the places, as `parameter PATH`, `profile NAME` or `scenario FILE`); the scenario that
    /// reproduces an observation's own measurement does not count for its source (``ModelSources``).
    public static func markingShapedSources(_ observations: [Observation], model: ModelSources) -> [Observation] {
        let shaping = model.shaping(observations: observations.map { ($0.reference, $0.scenarioPath) })
        return observations.map { observation in
            var marked = observation
            if observation.set == .validation, let places = shaping[observation.reference], !places.isEmpty {
                var seen: Swift.Set<String> = []
                marked.shapedModel = places.map(\.place.description).filter { seen.insert($0).inserted }
            }
            return marked
        }
    }

    /// Its role as reports print it: `calibration`, `validation`, or `validation, shaped the model` for a held-out
    /// observation whose source the model cites (predicted, not counted as validation).
    public var role: String {
        switch set {
        case .calibration: "calibration"
        case .validation: shapedModel == nil ? "validation" : "validation, shaped the model"
        }
    }
}
