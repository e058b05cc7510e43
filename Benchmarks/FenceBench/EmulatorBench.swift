import FenceStats
import Foundation

/// The Gaussian-process emulators' costs at a calibration's sizes (`docs/emulators.md`): fitting n = 128, 256
/// and 512 points in d = 10 inputs, predicting 10⁵ points with variances, estimating the share a region keeps
/// from 10⁵ points, and the peak memory of predicting 10⁴ against 10⁶ points (a child process each, so the
/// peak is the prediction's own). Beside each time, in the same run, one GSL Cholesky decomposition of the
/// fitted covariance (``GaussianProcessEmulator`` conditioned once) as the unit the fit is counted in.
enum EmulatorBench {
    struct Row: Codable {
        var points: Int
        var inputs: Int
        var fitSeconds: Double
        /// The processor time of the fit, seconds (this process: the fit is single-threaded).
        var fitCPUSeconds: Double
        /// Likelihood evaluations of the fit, and the kept search's BFGS iterations.
        var evaluations: Int
        var iterations: Int
        /// Conditioning once at the fitted hyperparameters (a Cholesky decomposition, its inverse's diagonal,
        /// the regression), seconds: the fit's unit of work.
        var conditionSeconds: Double
        /// fitSeconds / conditionSeconds.
        var fitInConditionings: Double
        /// Leave-one-out: the share of standardised errors within ±3, and their root mean square.
        var leaveOneOutShareWithinThree: Double
        var leaveOneOutRMS: Double
        /// The share of 10⁴ fresh points whose true (noise-free) value lies within ±3 predicted sd.
        var freshShareWithinThreeSD: Double
        /// Predicting 10⁵ points (means and variances), seconds (wall and processor), and per point, microseconds
        /// of processor time.
        var predictSeconds: Double
        var predictCPUSeconds: Double
        var predictMicrosecondsPerPoint: Double
        /// Estimating the share a one-output region keeps from 10⁵ Sobol points (10⁴ for the keep
        /// probabilities), seconds (wall and processor), and the share.
        var shareSeconds: Double
        var shareCPUSeconds: Double
        var share: Double
        /// The expected share (mean keep probability) and the interval holding sampling and emulator uncertainty.
        var expectedShare: Double
        var shareIntervalLower: Double
        var shareIntervalUpper: Double
    }

    struct MemoryRow: Codable {
        var trainingPoints: Int
        var predictedPoints: Int
        var peakResidentMebibytes: Double
    }

    struct Report: Codable {
        var inputs: Int
        var noiseVariance: Double
        var rows: [Row]
        var memory: [MemoryRow]
        /// The share of the same 10⁵ Sobol points the (noise-free) output itself keeps.
        var trueShare: Double
        var loadAverageBefore: Double
    }

    static let inputs = 10
    static let noiseVariance = 0.01
    /// The observation: 2.6 with V_obs = V_md = 0.0025, in the output's upper tail (its 95th percentile is 2.52),
    /// so the region the simulator keeps is 8.1 % of the cube (of 10⁵ Sobol points) — the size of region a
    /// calibration wave works in, where most points need the emulator's variance to be ruled out.
    static let target = HistoryMatchingTarget(value: 2.6, observationVariance: 0.0025, discrepancyVariance: 0.0025)

    /// The test output: Σₖ sin(2π(0.5 + 0.1k)xₖ)/(k + 1) + 2x₁x₂ over [0, 1]¹⁰ (smooth, every input active, the
    /// first two interacting).
    static func output(_ x: [Double]) -> Double {
        var sum = 2 * x[0] * x[1]
        for k in 0..<inputs { sum += sin(2 * Double.pi * (0.5 + 0.1 * Double(k)) * x[k]) / Double(k + 1) }
        return sum
    }

    /// Training data: n Sobol points, the output plus uniform noise of variance `noiseVariance` (SplitMix64).
    static func data(points n: Int) throws -> EmulatorTrainingData {
        let points = try QuasiRandomSequence.sobol.points(count: n, dimensions: inputs, skipping: 1)
        var generator = SplitMix64(seed: 2024)
        let half = (3 * noiseVariance).squareRoot()
        let means = points.map { output($0) + half * (2 * SplitMix64.unitInterval(generator.next()) - 1) }
        return EmulatorTrainingData(
            points: points, means: means, noiseVariances: Array(repeating: noiseVariance, count: n))
    }

    static func run(outputPath: String) throws {
        let load = StrategiesBench.loadAverage()
        let space = try EmulatorInputSpace.unitCube(dimensions: inputs)
        var rows: [Row] = []
        let target = Self.target
        let fresh = try QuasiRandomSequence.halton.points(count: 10_000, dimensions: inputs, skipping: 100)
        let many = try QuasiRandomSequence.halton.points(count: 100_000, dimensions: inputs, skipping: 20_000)
        let allowed = 3 * (target.observationVariance + target.discrepancyVariance).squareRoot()
        let sample = try QuasiRandomSequence.sobol.points(count: 100_000, dimensions: inputs)
        let trueShare = Double(sample.filter { abs(output($0) - target.lower) <= allowed }.count) / 1e5
        for n in [128, 256, 512] {
            let training = try data(points: n)
            var emulator: GaussianProcessEmulator?
            let cpuBefore = selfCPUSeconds()
            let fitSeconds = Bench.seconds { emulator = try? GaussianProcessEmulator.fit(training, over: space) }
            let fitCPU = selfCPUSeconds() - cpuBefore
            guard let emulator, let fit = emulator.fit else { throw BenchError.usage("the emulator did not fit") }
            let conditionSeconds = Bench.bestSeconds {
                _ = try? GaussianProcessEmulator(
                    conditioning: training, over: space, hyperparameters: emulator.hyperparameters)
            }
            let diagnostics = emulator.diagnostics()
            let inside = zip(fresh, emulator.predictions(at: fresh)).filter {
                abs(output($0) - $1.mean) <= 3 * $1.variance.squareRoot()
            }.count
            let predictBefore = selfCPUSeconds()
            let predictSeconds = Bench.seconds { _ = emulator.predictions(at: many) }
            let predictCPU = selfCPUSeconds() - predictBefore
            let region = try NonImplausibleRegion(
                inputSpace: space,
                waves: [HistoryMatchingWave(outputs: [EmulatedOutput(name: "f", emulator: emulator, target: target)])])
            var share: NonImplausibleShare?
            let shareBefore = selfCPUSeconds()
            let shareSeconds = Bench.seconds { share = try? region.estimateShare() }
            let shareCPU = selfCPUSeconds() - shareBefore
            let row = Row(
                points: n, inputs: inputs, fitSeconds: fitSeconds, fitCPUSeconds: fitCPU,
                evaluations: fit.evaluations, iterations: fit.iterations, conditionSeconds: conditionSeconds,
                fitInConditionings: fitSeconds / conditionSeconds,
                leaveOneOutShareWithinThree: diagnostics.shareWithinThree,
                leaveOneOutRMS: diagnostics.rootMeanSquareStandardizedError,
                freshShareWithinThreeSD: Double(inside) / Double(fresh.count), predictSeconds: predictSeconds,
                predictCPUSeconds: predictCPU, predictMicrosecondsPerPoint: predictCPU / Double(many.count) * 1e6,
                shareSeconds: shareSeconds, shareCPUSeconds: shareCPU, share: share?.share ?? .nan,
                expectedShare: share?.expectedShare ?? .nan,
                shareIntervalLower: share?.interval.lower ?? .nan, shareIntervalUpper: share?.interval.upper ?? .nan)
            rows.append(row)
            print(
                String(
                    format: "emulator n = %d, d = %d: fit %.2f s (%.2f s CPU; %d evaluations, %.0f conditionings "
                        + "of %.1f ms); LOO within ±3 %.3f (RMS %.2f), fresh within ±3σ %.3f; predict 10⁵ points "
                        + "%.2f s (%.2f s CPU, %.0f µs a point); share of 10⁵ points %.2f s (%.2f s CPU; share %.4f, expected "
                        + "%.4f in [%.4f, %.4f])",
                    n, inputs, fitSeconds, fitCPU, fit.evaluations, row.fitInConditionings, conditionSeconds * 1e3,
                    row.leaveOneOutShareWithinThree, row.leaveOneOutRMS, row.freshShareWithinThreeSD, predictSeconds,
                    predictCPU, row.predictMicrosecondsPerPoint, shareSeconds, shareCPU, row.share, row.expectedShare,
                    row.shareIntervalLower, row.shareIntervalUpper))
        }
        print(String(format: "emulator: the output itself keeps %.4f of the 10⁵ Sobol points", trueShare))
        var memory: [MemoryRow] = []
        for predicted in [10_000, 1_000_000] {
            let text = try Bench.run(CommandLine.arguments[0], ["emulator-memory:128:\(predicted)"])
            let mebibytes = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
            memory.append(MemoryRow(trainingPoints: 128, predictedPoints: predicted, peakResidentMebibytes: mebibytes))
            print(
                String(
                    format: "emulator memory: 128 training points, %d predicted: peak RSS %.1f MiB", predicted,
                    mebibytes))
        }
        try Bench.writeJSON(
            Report(
                inputs: inputs, noiseVariance: noiseVariance, rows: rows, memory: memory, trueShare: trueShare,
                loadAverageBefore: load),
            to: outputPath)
    }

    /// `emulator-memory:N:M`: fits N points, then estimates the share of a region from M points (streamed) and
    /// prints this process's peak resident memory, MiB.
    static func memory(_ argument: String) throws {
        let parts = argument.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { throw BenchError.usage("emulator-memory:TRAINING:PREDICTED") }
        let space = try EmulatorInputSpace.unitCube(dimensions: inputs)
        let emulator = try GaussianProcessEmulator.fit(data(points: parts[0]), over: space)
        let region = try NonImplausibleRegion(
            inputSpace: space,
            waves: [HistoryMatchingWave(outputs: [EmulatedOutput(name: "f", emulator: emulator, target: Self.target)])])
        _ = try region.estimateShare(samplePoints: parts[1], uncertaintyPoints: min(parts[1], 10_000))
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        print(Double(usage.ru_maxrss) / 1024)
    }

    /// User and system time of this process so far, seconds.
    static func selfCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    }
}
