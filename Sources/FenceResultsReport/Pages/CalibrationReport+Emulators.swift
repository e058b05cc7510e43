import FenceReport
import FenceStudy
import Foundation

extension CalibrationReport {
    /// Per wave and calibration observation: its emulator's leave-one-out diagnostics and verdict.
    func emulatorTable() -> ReportTable {
        ReportTable(
            caption: "Per wave and calibration observation, its emulator (`docs/emulators.md`): training points, "
                + "the leave-one-out standardised errors within ±3 (the rule asks at least 95 %), their mean and "
                + "RMS (about 0 and 1 for a valid emulator), the training points the simulator keeps that the "
                + "emulator rules out (at most 5 % of them), and whether the wave used it; a failing emulator "
                + "rules nothing out at that wave.",
            columns: [
                "wave", "observation", "points", "mean", "within ±3", "mean error", "RMS", "misclassified", "used",
            ],
            rows: results.waves.flatMap { wave in
                (wave.emulation?.outputs ?? []).map { output in
                    let d = output.diagnostics
                    let kept = wave.emulation?.evaluatedPointsKept.map { " of \($0) kept" } ?? ""
                    return [
                        .text("\(wave.wave)"), .text(output.observation), .text("\(output.trainingPoints)\(kept)"),
                        .text(output.mean?.rawValue ?? "—"),
                        d.map { .text(CalibrationSummaryText.percent($0.shareWithinThree)) } ?? .empty,
                        d.map { .number($0.meanStandardizedError, decimals: 2) } ?? .empty,
                        d.map { .number($0.rootMeanSquareStandardizedError, decimals: 2) } ?? .empty,
                        d.map { .text("\($0.misclassified.count) of \($0.simulatorKept ?? 0)") } ?? .empty,
                        .text(output.used ? "yes" : "no: " + output.reasons.joined(separator: "; ")),
                    ]
                }
            })
    }

    /// Per option of each structural choice: its emulated share and the predictive means of the calibration
    /// observations under it.
    func structureShareTable() -> ReportTable {
        let names = results.observations.filter { $0.set == .calibration }.map(\.name)
        let indices = results.observations.indices.filter { results.observations[$0].set == .calibration }
        return ReportTable(
            caption: "Each option's share of the space (the other parameters' prior space) that the last accepted "
                + "wave's emulators keep, with its 95 % interval, and per calibration observation the 5–95 % range "
                + "(median) of the surviving points' means under it — the prediction of the average under each "
                + "structure the data leave.",
            columns: ["choice", "option", "emulated share"] + names,
            rows: results.summary.structures.map { structure in
                [
                    .text(structure.path), .text(structure.option),
                    .text(structure.emulatedShare.map(CalibrationSummaryText.interval) ?? "—"),
                ]
                    + indices.map { o in
                        structure.predictiveMeans[o].map {
                            .text(
                                "\(CalibrationSummaryText.number($0[0]))–\(CalibrationSummaryText.number($0[2])) "
                                    + "(\(CalibrationSummaryText.number($0[1])))")
                        } ?? .empty
                    }
            })
    }
}
