// swift-tools-version: 6.0
// A researcher's own strategy, run through FenceSim's command line: the package docs/strategy-guide.md walks
// through. It depends on FenceSim by relative path; in your own package, point the path (or a URL) at your
// FenceSim checkout.
import PackageDescription

let package = Package(
    name: "CustomStrategy",
    dependencies: [.package(name: "FenceSim", path: "../..")],
    targets: [
        // The strategy: `import FencePlatform` is all it needs.
        .target(name: "SleepUntilNear", dependencies: [.product(name: "FencePlatform", package: "FenceSim")]),
        // `fencesim` with the built-in strategies and this one.
        .executableTarget(
            name: "fencesim-custom",
            dependencies: [
                "SleepUntilNear", .product(name: "FencePlatform", package: "FenceSim"),
                .product(name: "FenceCLI", package: "FenceSim"),
            ]
        ),
        // Unit and scripted-world tests with FenceSim's testing product.
        .testTarget(
            name: "SleepUntilNearTests",
            dependencies: [
                "SleepUntilNear", .product(name: "FencePlatform", package: "FenceSim"),
                .product(name: "FenceStrategyTesting", package: "FenceSim"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
