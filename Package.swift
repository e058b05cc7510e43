// swift-tools-version: 6.0
// FenceSim: a discrete-event simulator of phone location strategies, battery life and geofence accuracy.
import PackageDescription

/// Layers, bottom to top (imports point down only; each target declares exactly what it imports, and
/// docs/architecture.md lists the dependencies and draws the rooms — both checked by
/// Tests/FenceCLITests/PackageGraphTests.swift):
/// CGSL → FenceStats → FenceParameters | FenceKernel | FenceFiles → FenceWorld | FenceDevice → FencePlatform
/// → FenceStrategies → FenceScenario (the scenario language) → FenceExperiment (the run) → FenceStudy (the
/// studies: sweep, sensitivity, calibration, optimisation, and the engine that checkpoints, shards and merges
/// them) | FenceAnalysis (sweep analysis, comparison) → FenceReport (charts and pages) → FenceResultsReport
/// (what a report says) → FenceCLI → fencesim. FenceStrategyTesting (scripted worlds and apps for strategy authors' tests) sits
/// on FencePlatform; FenceCLI is a product so that a researcher's own package can run `fencesim` with its
/// own strategies (examples/custom-strategy).
let package = Package(
    name: "FenceSim",
    products: [
        .executable(name: "fencesim", targets: ["fencesim"]),
        .library(name: "FenceStats", targets: ["FenceStats"]),
        .library(name: "FenceParameters", targets: ["FenceParameters"]),
        .library(name: "FenceKernel", targets: ["FenceKernel"]),
        .library(name: "FenceFiles", targets: ["FenceFiles"]),
        .library(name: "FenceWorld", targets: ["FenceWorld"]),
        .library(name: "FenceDevice", targets: ["FenceDevice"]),
        .library(name: "FencePlatform", targets: ["FencePlatform"]),
        .library(name: "FenceStrategies", targets: ["FenceStrategies"]),
        .library(name: "FenceScenario", targets: ["FenceScenario"]),
        .library(name: "FenceExperiment", targets: ["FenceExperiment"]),
        .library(name: "FenceStudy", targets: ["FenceStudy"]),
        .library(name: "FenceAnalysis", targets: ["FenceAnalysis"]),
        .library(name: "FenceReport", targets: ["FenceReport"]),
        .library(name: "FenceResultsReport", targets: ["FenceResultsReport"]),
        .library(name: "FenceStrategyTesting", targets: ["FenceStrategyTesting"]),
        .library(name: "FenceCLI", targets: ["FenceCLI"]),
    ],
    targets: [
        // MARK: - C shim
        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),

        // MARK: - Foundations
        .target(name: "FenceStats", dependencies: ["CGSL"]),
        .target(name: "FenceParameters", dependencies: ["FenceStats"]),
        .target(name: "FenceKernel"),
        .target(name: "FenceFiles"),

        // MARK: - Models
        .target(name: "FenceWorld", dependencies: ["FenceFiles", "FenceParameters", "FenceStats", "FenceKernel"]),
        .target(
            name: "FenceDevice",
            dependencies: [
                "FenceWorld", "FenceFiles", "FenceParameters", "FenceStats", "FenceKernel",
            ]
        ),
        .target(
            name: "FencePlatform",
            dependencies: [
                "FenceDevice", "FenceWorld", "FenceFiles", "FenceParameters", "FenceStats", "FenceKernel",
            ]
        ),
        .target(name: "FenceStrategies", dependencies: ["FencePlatform", "FenceWorld", "FenceFiles", "FenceKernel"]),
        .target(
            name: "FenceStrategyTesting", dependencies: ["FencePlatform", "FenceDevice", "FenceWorld", "FenceKernel"]
        ),

        // MARK: - The scenario language, the run, the analyses
        .target(
            name: "FenceScenario",
            dependencies: [
                "FenceStrategies", "FencePlatform", "FenceDevice", "FenceWorld", "FenceFiles", "FenceParameters",
                "FenceStats", "FenceKernel",
            ]
        ),
        .target(
            name: "FenceExperiment",
            dependencies: [
                "FenceScenario", "FencePlatform", "FenceDevice", "FenceWorld", "FenceFiles", "FenceStats",
                "FenceKernel",
            ],
            plugins: ["ModelIdentity"]
        ),
        .target(
            name: "FenceStudy",
            dependencies: [
                "FenceExperiment", "FenceScenario", "FenceParameters", "FencePlatform", "FenceFiles", "FenceStats",
            ]
        ),
        .target(name: "FenceAnalysis", dependencies: ["FenceExperiment", "FenceFiles", "FenceStats"]),

        // MARK: - Reports, command line
        .target(name: "FenceReport", dependencies: ["FenceFiles", "FenceStats"]),
        .target(
            name: "FenceResultsReport",
            dependencies: [
                "FenceReport", "FenceAnalysis", "FenceStudy", "FenceExperiment", "FenceScenario", "FencePlatform",
                "FenceDevice", "FenceWorld", "FenceFiles", "FenceStats",
            ]
        ),
        .target(
            name: "FenceCLI",
            dependencies: [
                "FenceResultsReport", "FenceReport", "FenceAnalysis", "FenceStudy", "FenceExperiment", "FenceScenario",
                "FenceStrategies", "FencePlatform", "FenceParameters", "FenceFiles",
            ]
        ),
        .executableTarget(name: "fencesim", dependencies: ["FenceCLI"], plugins: ["ModelIdentity"]),
        // MARK: - Build identity (the model's source digest and the build's commit; see ModelIdentity)
        .plugin(name: "ModelIdentity", capability: .buildTool()),

        // MARK: - Fuzzing (make fuzz; see docs/fuzzing.md)
        .target(
            name: "FenceFuzzTargets",
            dependencies: [
                "FenceResultsReport", "FenceAnalysis", "FenceStudy", "FenceExperiment", "FenceScenario", "FenceDevice",
                "FenceWorld", "FenceFiles",
            ]
        ),
        .executableTarget(name: "fencefuzz", dependencies: ["FenceFuzzTargets"]),
        .executableTarget(
            name: "fencebench",
            dependencies: [
                "FenceExperiment", "FenceScenario", "FenceStrategies", "FencePlatform", "FenceDevice", "FenceWorld",
                "FenceKernel", "FenceStats", "FenceStudy",
            ],
            path: "Benchmarks/FenceBench"
        ),

        // MARK: - Tests (one test target per target, named for it: docs/architecture.md, "Test layout")
        // What several test targets share: fixture files and paths, hand-made results and tracks, a JSON Schema
        // validator, a tiny sweep. A plain target, so that it sees only what the targets make public or `package`;
        // under Tests/ because it is no part of the model (whose digest covers Sources/).
        .target(
            name: "FenceTestSupport", dependencies: ["FenceExperiment", "FenceScenario", "FenceDevice", "FenceFiles"],
            path: "Tests/FenceTestSupport", exclude: ["Fixtures"]
        ),
        .testTarget(name: "FenceStatsTests", dependencies: ["FenceStats"]),
        .testTarget(name: "FenceParametersTests", dependencies: ["FenceTestSupport", "FenceParameters"]),
        .testTarget(name: "FenceKernelTests", dependencies: ["FenceKernel"]),
        .testTarget(name: "FenceFilesTests", dependencies: ["FenceFiles"]),
        .testTarget(name: "FenceWorldTests", dependencies: ["FenceWorld", "FenceFiles", "FenceStats", "FenceKernel"]),
        .testTarget(
            name: "FenceDeviceTests", dependencies: ["FenceDevice", "FenceWorld", "FenceStats", "FenceKernel"]),
        .testTarget(
            name: "FencePlatformTests",
            dependencies: [
                "FenceStrategyTesting", "FencePlatform", "FenceDevice", "FenceWorld", "FenceKernel", "FenceParameters",
            ]
        ),
        .testTarget(
            name: "FenceStrategiesTests",
            dependencies: [
                "FenceTestSupport", "FenceScenario", "FenceStrategyTesting", "FenceStrategies", "FencePlatform",
                "FenceDevice", "FenceWorld", "FenceFiles", "FenceStats", "FenceKernel",
            ]
        ),
        .testTarget(
            name: "FenceScenarioTests",
            dependencies: [
                "FenceTestSupport", "FenceExperiment", "FenceScenario", "FenceStrategies", "FencePlatform",
                "FenceDevice", "FenceWorld", "FenceFiles", "FenceParameters", "FenceStats",
            ]
        ),
        .testTarget(
            name: "FenceExperimentTests",
            dependencies: [
                "FenceTestSupport", "FenceStudy", "FenceExperiment", "FenceScenario", "FencePlatform", "FenceDevice",
                "FenceWorld", "FenceStats", "FenceKernel",
            ]
        ),
        .testTarget(
            name: "FenceStudyTests",
            dependencies: [
                "FenceTestSupport", "FenceStudy", "FenceExperiment", "FenceScenario", "FencePlatform", "FenceDevice",
                "FenceWorld", "FenceFiles", "FenceParameters", "FenceStats", "FenceKernel",
            ]
        ),
        .testTarget(
            name: "FenceAnalysisTests",
            dependencies: [
                "FenceTestSupport", "FenceAnalysis", "FenceExperiment", "FenceScenario", "FenceFiles", "FenceStats",
            ]
        ),
        .testTarget(name: "FenceReportTests", dependencies: ["FenceReport"]),
        .testTarget(
            name: "FenceResultsReportTests",
            dependencies: [
                "FenceResultsReport", "FenceReport", "FenceAnalysis", "FenceStudy", "FenceExperiment", "FenceScenario",
                "FenceDevice", "FenceFiles",
            ]
        ),
        .testTarget(
            name: "FenceCLITests",
            dependencies: [
                "FenceTestSupport", "FenceCLI", "FenceResultsReport", "FenceAnalysis", "FenceStudy", "FenceExperiment",
                "FenceScenario", "FenceStrategies", "FencePlatform", "FenceParameters",
            ]
        ),
        .testTarget(name: "FenceFuzzTargetsTests", dependencies: ["FenceFuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
