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
/// Every emulator of a region is defined over one input space (the calibration's prior ranges).
public struct NonImplausibleRegion: Sendable {
    /// The input space, shared by every emulator.
    public let inputSpace: EmulatorInputSpace
    /// The waves, in order.
    public private(set) var waves: [HistoryMatchingWave]

    /// The region left by `waves` over `inputSpace` (all of it without waves). Throws
    /// ``EmulatorError/inputSpaceMismatch(output:)`` when an emulator is defined over another space.
    public init(inputSpace: EmulatorInputSpace, waves: [HistoryMatchingWave] = []) throws(EmulatorError) {
        self.inputSpace = inputSpace
        self.waves = []
        for wave in waves { try add(wave) }
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

    /// Each wave's combined implausibility at `point` (input units).
    public func implausibilities(at point: [Double]) -> [Double] { waves.map { $0.implausibility(at: point) } }

    /// Whether every wave keeps `point` (input units).
    public func contains(_ point: [Double]) -> Bool {
        waves.allSatisfy { $0.implausibility(at: point) <= $0.cutoff }
    }
}
