/// One wave of history matching: the outputs emulated at that wave, each with its observation, and the rule
/// that combines their implausibilities.
public struct HistoryMatchingWave: Sendable {
    /// The outputs matched at this wave.
    public var outputs: [EmulatedOutput]
    /// The cut-off on the combined implausibility (default 3, [@Pukelsheim1994]).
    public var cutoff: Double
    /// How the outputs' implausibilities combine (default ``ImplausibilityCombination/automatic``).
    public var combination: ImplausibilityCombination

    public init(
        outputs: [EmulatedOutput], cutoff: Double = 3, combination: ImplausibilityCombination = .automatic
    ) {
        self.outputs = outputs
        self.cutoff = cutoff
        self.combination = combination
    }

    /// The combined implausibility at `point` (input units).
    public func implausibility(at point: [Double]) -> Double {
        combination.combined(outputs.map { $0.implausibility(at: point) })
    }
}

/// The region history matching has not ruled out: the points every wave's emulators keep ([@Vernon2010]'s
/// iterative refocusing — each wave's region is inside the previous one's by construction, so the region can
/// only shrink as waves are added).
///
/// Every emulator of a region is defined over one input space (the calibration's prior ranges). Its points are
/// judged and designed in the design cube [0, 1]^D, which ``encoding`` maps to the emulators' scaled inputs:
/// with numbers only the cube is the scaled input space itself and design points are given in input units;
/// with structural choices (``InputEncoding``) design points are the cube's coordinates (prior quantiles).
public struct NonImplausibleRegion: Sendable {
    /// The input space, shared by every emulator.
    public let inputSpace: EmulatorInputSpace
    /// How design coordinates become the emulators' scaled inputs.
    public let encoding: InputEncoding
    /// The waves, in order.
    public private(set) var waves: [HistoryMatchingWave]

    /// The region left by `waves` over `inputSpace` (all of it without waves), its design cube mapped onto the
    /// inputs by `encoding` (default: every input a number). Throws ``EmulatorError/inputSpaceMismatch(output:)``
    /// when an emulator is defined over another space, ``EmulatorError/invalidSetting(setting:reason:)`` when
    /// the encoding gives another number of inputs.
    public init(
        inputSpace: EmulatorInputSpace, waves: [HistoryMatchingWave] = [], encoding: InputEncoding? = nil
    ) throws(EmulatorError) {
        let encoding = encoding ?? .numbers(inputSpace.dimensions)
        guard encoding.featureDimensions == inputSpace.dimensions else {
            throw .invalidSetting(
                setting: "input encoding",
                reason: "gives \(encoding.featureDimensions) inputs for a space of \(inputSpace.dimensions)")
        }
        self.inputSpace = inputSpace
        self.encoding = encoding
        self.waves = []
        for wave in waves { try add(wave) }
    }

    /// `point` (a design point: input units with numbers only, else the cube's coordinates) in the cube.
    func cubeCoordinates(_ point: [Double]) -> [Double] {
        encoding.hasChoices ? point : inputSpace.scaled(point)
    }

    /// The design point at cube coordinates `unit`.
    func designPoint(_ unit: [Double]) -> [Double] {
        encoding.hasChoices ? unit : inputSpace.unscaled(unit)
    }

    /// Adds a wave (its region is intersected with the current one).
    public mutating func add(_ wave: HistoryMatchingWave) throws(EmulatorError) {
        for output in wave.outputs {
            guard output.emulator.inputSpace == inputSpace else { throw .inputSpaceMismatch(output: output.name) }
            if case .emulated(let variance) = output.ensembleVariance, variance.logVariance.inputSpace != inputSpace {
                throw .inputSpaceMismatch(output: output.name + " (its ensemble variance)")
            }
        }
        waves.append(wave)
    }

    /// Each wave's combined implausibility at design point `point`.
    public func implausibilities(at point: [Double]) -> [Double] {
        let input = inputSpace.unscaled(encoding.features(cubeCoordinates(point)))
        return waves.map { $0.implausibility(at: input) }
    }

    /// Whether every wave keeps design point `point`.
    public func contains(_ point: [Double]) -> Bool {
        zip(waves, implausibilities(at: point)).allSatisfy { $1 <= $0.cutoff }
    }

    /// Whether every wave keeps each of `points` (design points), judged in blocks as the share estimate does.
    public func keeps(_ points: [[Double]]) -> [Bool] {
        let classifier = RegionClassifier(self)
        let d = encoding.designDimensions
        var result: [Bool] = []
        var start = 0
        while start < points.count {
            let block = points[start..<min(start + classifier.blockSize, points.count)]
            let flat = block.flatMap { cubeCoordinates($0) }
            precondition(flat.count == block.count * d, "a design point needs one coordinate per design dimension")
            result += flat.withUnsafeBufferPointer { classifier.classify($0.baseAddress!, count: block.count) }
            start += block.count
        }
        return result
    }
}
