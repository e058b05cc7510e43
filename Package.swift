// swift-tools-version: 6.0
// FenceSim: a discrete-event simulator of phone location strategies, battery life and geofence accuracy.
import PackageDescription

/// Layers, bottom to top (imports point down only; each target declares exactly what it imports, and
/// docs/architecture.md lists the dependencies — both checked by Tests/FenceCLITests/PackageGraphTests.swift):
/// CGSL → FenceStats | FenceKernel | FenceFiles → FenceWorld | FenceDevice → FencePlatform → FenceStrategies
/// → FenceExperiment → FenceReport → FenceCLI → fencesim. FenceStrategyTesting (scripted worlds and apps for
/// strategy authors' tests) sits on FencePlatform; FenceCLI is a product so that a researcher's own package
/// can run `fencesim` with its own strategies (examples/custom-strategy).
let package = Package(
    name: "FenceSim",
    products: [
        .executable(name: "fencesim", targets: ["fencesim"]),
        .library(name: "FenceStats", targets: ["FenceStats"]),
        .library(name: "FenceKernel", targets: ["FenceKernel"]),
        .library(name: "FenceFiles", targets: ["FenceFiles"]),
        .library(name: "FenceWorld", targets: ["FenceWorld"]),
        .library(name: "FenceDevice", targets: ["FenceDevice"]),
        .library(name: "FencePlatform", targets: ["FencePlatform"]),
        .library(name: "FenceStrategies", targets: ["FenceStrategies"]),
        .library(name: "FenceExperiment", targets: ["FenceExperiment"]),
        .library(name: "FenceReport", targets: ["FenceReport"]),
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
        .target(name: "FenceKernel"),
        .target(name: "FenceFiles"),

        // MARK: - Models
        .target(name: "FenceWorld", dependencies: ["FenceFiles", "FenceStats", "FenceKernel"]),
        .target(name: "FenceDevice", dependencies: ["FenceWorld", "FenceFiles", "FenceStats", "FenceKernel"]),
        .target(name: "FencePlatform", dependencies: ["FenceDevice", "FenceWorld", "FenceStats", "FenceKernel"]),
        .target(name: "FenceStrategies", dependencies: ["FencePlatform", "FenceWorld", "FenceKernel"]),
        .target(
            name: "FenceStrategyTesting", dependencies: ["FencePlatform", "FenceDevice", "FenceWorld", "FenceKernel"]),

        // MARK: - Experiments, reports, command line
        .target(
            name: "FenceExperiment",
            dependencies: [
                "FenceStrategies", "FencePlatform", "FenceDevice", "FenceWorld", "FenceFiles", "FenceStats",
                "FenceKernel",
            ],
            plugins: ["ModelIdentity"]
        ),
        .target(name: "FenceReport", dependencies: ["FenceFiles", "FenceStats"]),
        .target(
            name: "FenceCLI",
            dependencies: [
                "FenceReport", "FenceExperiment", "FenceStrategies", "FencePlatform", "FenceDevice", "FenceWorld",
                "FenceFiles",
            ]
        ),
        .executableTarget(name: "fencesim", dependencies: ["FenceCLI"], plugins: ["ModelIdentity"]),
        // MARK: - Build identity (the model's source digest and the build's commit; see ModelIdentity)
        .plugin(name: "ModelIdentity", capability: .buildTool()),
        // MARK: - Fuzzing (make fuzz; see docs/fuzzing.md)
        .target(
            name: "FenceFuzzTargets", dependencies: ["FenceExperiment", "FenceDevice", "FenceWorld", "FenceFiles"]
        ),
        .executableTarget(name: "fencefuzz", dependencies: ["FenceFuzzTargets"]),
        .executableTarget(
            name: "fencebench",
            dependencies: [
                "FenceExperiment", "FenceStrategies", "FencePlatform", "FenceDevice", "FenceWorld", "FenceKernel",
            ],
            path: "Benchmarks/FenceBench"
        ),

        // MARK: - Tests
        .testTarget(name: "FenceStatsTests", dependencies: ["FenceStats"]),
        .testTarget(name: "FenceKernelTests", dependencies: ["FenceKernel"]),
        .testTarget(name: "FenceFilesTests", dependencies: ["FenceFiles"]),
        .testTarget(name: "FenceWorldTests", dependencies: ["FenceWorld", "FenceFiles", "FenceStats", "FenceKernel"]),
        .testTarget(
            name: "FenceDeviceTests", dependencies: ["FenceDevice", "FenceWorld", "FenceStats", "FenceKernel"]),
        .testTarget(
            name: "FencePlatformTests",
            dependencies: ["FencePlatform", "FenceStrategyTesting", "FenceDevice", "FenceWorld", "FenceKernel"]
        ),
        .testTarget(
            name: "FenceStrategiesTests",
            dependencies: [
                "FenceStrategies", "FenceStrategyTesting", "FencePlatform", "FenceDevice", "FenceWorld", "FenceStats",
                "FenceKernel",
            ]
        ),
        .testTarget(
            name: "FenceExperimentTests",
            dependencies: [
                "FenceExperiment", "FenceStrategies", "FenceStrategyTesting", "FencePlatform", "FenceDevice",
                "FenceWorld", "FenceFiles", "FenceStats", "FenceKernel",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "FenceReportTests", dependencies: ["FenceReport"]),
        .testTarget(
            name: "FenceCLITests", dependencies: ["FenceCLI", "FenceExperiment", "FenceStrategies", "FencePlatform"]),
        .testTarget(name: "FenceFuzzTargetsTests", dependencies: ["FenceFuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
