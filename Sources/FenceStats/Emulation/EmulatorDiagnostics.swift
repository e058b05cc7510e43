/// An emulator's leave-one-out diagnostics ([@BastosOHagan2009]; the `se` and `ce` diagnostics of [@hmer]):
/// the standardised errors, the share within ±3, and — against an observation — the points the emulator would
/// rule out that the simulator's own estimate keeps; with a verdict a calibration wave can refuse on.
public struct EmulatorDiagnostics: Sendable, Equatable, Codable {
    /// The training points checked.
    public var points: Int
    /// (yᵢ − μ₋ᵢ)/sd, in training order (``LeaveOneOutPrediction``).
    public var standardizedErrors: [Double]
    /// How many lie within ±3, and their share.
    public var withinThree: Int
    public var shareWithinThree: Double
    /// The mean and root mean square of the standardised errors (about 0 and 1 for a valid emulator: a mean
    /// away from 0 is bias, an RMS above 1 over-confidence, below 1 under-confidence).
    public var meanStandardizedError: Double
    public var rootMeanSquareStandardizedError: Double
    /// Training points the simulator keeps (its own implausibility, with its mean's variance, ≤ the cut-off);
    /// nil without a target.
    public var simulatorKept: Int?
    /// Training points the emulator's leave-one-out implausibility rules out while the simulator keeps them
    /// (indices, training order; empty without a target).
    public var misclassified: [Int]
    /// The verdict under the acceptance rule used.
    public var verdict: EmulatorVerdict
}

/// Whether an emulator may be used, and if not why.
public enum EmulatorVerdict: Sendable, Equatable, Codable {
    case passes
    /// Each reason a sentence naming the figure and the rule it broke.
    case fails(reasons: [String])

    public var passed: Bool { self == .passes }
}

/// The rule an emulator's diagnostics must meet. Both limits are FenceSim's assumptions, argued from the
/// 3σ rule that sets the cut-off: a unimodal error lies beyond 3 standard deviations with probability at most
/// 4/81 ≈ 0.049 ([@Pukelsheim1994]).
public struct EmulatorAcceptance: Sendable, Equatable, Codable {
    /// The least share of standardised errors within ±3 (default 0.95: more than the 3σ rule's 4.9 % outside
    /// means the emulator's variance understates its error whatever the error's unimodal shape).
    public var minimumShareWithinThree: Double
    /// The largest share of the simulator's kept points that the emulator may rule out (default 0.05: an emulator
    /// may lose no more of the region than the cut-off itself accepts losing; a correct emulator misclassifies some
    /// points near the region's edge, where a small error tips the implausibility over the cut-off).
    public var maximumMisclassifiedShare: Double
    /// The implausibility cut-off (default 3, [@Pukelsheim1994]).
    public var cutoff: Double

    public init(minimumShareWithinThree: Double = 0.95, maximumMisclassifiedShare: Double = 0.05, cutoff: Double = 3) {
        self.minimumShareWithinThree = minimumShareWithinThree
        self.maximumMisclassifiedShare = maximumMisclassifiedShare
        self.cutoff = cutoff
    }
}

extension EmulatedOutput {
    /// The leave-one-out diagnostics of this output's emulator against its target, judged by `acceptance`.
    ///
    /// The simulator keeps training point i when d(yᵢ)/√(V_obs + V_md + κV_s(xᵢ) + τᵢ²) ≤ c (its own estimate,
    /// with that estimate's variance τᵢ² = s²ᵢ/nᵢ); the emulator rules it out when
    /// d(μ₋ᵢ)/√(V_obs + V_md + κV_s(xᵢ) + ν + τ̄² + V₋ᵢ) > c, with μ₋ᵢ and V₋ᵢ its leave-one-out mean and variance
    /// and τ̄² the average τᵢ² (``EmulatedOutput/nuggetAndMonteCarloVariance``).
    public func diagnostics(acceptance: EmulatorAcceptance = EmulatorAcceptance()) -> EmulatorDiagnostics {
        emulator.diagnostics(acceptance: acceptance, against: self)
    }
}

extension GaussianProcessEmulator {
    /// The leave-one-out diagnostics without a target: standardised errors only.
    public func diagnostics(acceptance: EmulatorAcceptance = EmulatorAcceptance()) -> EmulatorDiagnostics {
        diagnostics(acceptance: acceptance, against: nil)
    }

    func diagnostics(acceptance: EmulatorAcceptance, against output: EmulatedOutput?) -> EmulatorDiagnostics {
        let predictions = leaveOneOut()
        let errors = predictions.map(\.standardizedError)
        let within = errors.filter { abs($0) <= 3 }.count
        let share = Double(within) / Double(errors.count)
        let mean = errors.reduce(0, +) / Double(errors.count)
        let rms = (errors.reduce(0) { $0 + $1 * $1 } / Double(errors.count)).squareRoot()
        var reasons: [String] = []
        if share < acceptance.minimumShareWithinThree {
            reasons.append(
                "\(errors.count - within) of \(errors.count) leave-one-out standardised errors lie outside ±3 "
                    + "(\(percent(1 - share)); the rule allows \(percent(1 - acceptance.minimumShareWithinThree))): "
                    + "the emulator's variance understates its error")
        }
        var kept: Int?
        var misclassified: [Int] = []
        if let output {
            let target = output.target
            var keptCount = 0
            for (index, prediction) in predictions.enumerated() {
                let point = trainingData.points[index]
                let common =
                    target.observationVariance + target.discrepancyVariance
                    + target.realisationWeight * output.ensembleVariance(at: point)
                let simulator = HistoryMatchingTarget.implausibility(
                    distance: target.distance(trainingData.means[index]),
                    variance: common + trainingData.noiseVariances[index])
                guard simulator <= acceptance.cutoff else { continue }
                keptCount += 1
                let emulated = HistoryMatchingTarget.implausibility(
                    distance: target.distance(prediction.mean),
                    variance: common + output.nuggetAndMonteCarloVariance + prediction.variance)
                if emulated > acceptance.cutoff { misclassified.append(index) }
            }
            kept = keptCount
            let allowed = acceptance.maximumMisclassifiedShare * Double(keptCount)
            if Double(misclassified.count) > allowed {
                reasons.append(
                    "the emulator rules out \(misclassified.count) of the \(keptCount) training points the simulator "
                        + "keeps (\(percent(Double(misclassified.count) / Double(max(keptCount, 1)))); the rule "
                        + "allows \(percent(acceptance.maximumMisclassifiedShare))), points "
                        + misclassified.prefix(5).map(String.init).joined(separator: ", ")
                        + (misclassified.count > 5 ? ", …" : ""))
            }
        }
        return EmulatorDiagnostics(
            points: errors.count, standardizedErrors: errors, withinThree: within, shareWithinThree: share,
            meanStandardizedError: mean, rootMeanSquareStandardizedError: rms, simulatorKept: kept,
            misclassified: misclassified, verdict: reasons.isEmpty ? .passes : .fails(reasons: reasons))
    }
}

/// `value` as a percentage with one decimal ("4.9 %").
func percent(_ value: Double) -> String {
    let tenths = (value * 1000).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10) %"
}
