import Foundation
import PackagePlugin

/// Writes what identifies the build into the target it is applied to, before every build
/// (`scripts/model-identity.sh`, a prebuild step: the file is rewritten only when its text changes, so an
/// unchanged tree compiles nothing again):
/// - FenceExperiment gets `ModelSourceDigest.swift`: the digest of `Package.swift` and every file under
///   `Sources/` (the model's sources), which every results, part, checkpoint and study file records
///   (``ModelIdentity``); the same before and after a commit, so committed results stay reproducible.
/// - fencesim gets `BuildCommit.swift`: the git commit of the sources and whether they differ from it
///   (dirty), which `fencesim --version` prints.
@main
struct ModelIdentityPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated")
        let package = context.package.directoryURL
        let mode = target.name == "FenceExperiment" ? "digest" : "commit"
        return [
            .prebuildCommand(
                displayName: "Model identity (\(mode)) of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    package.appending(path: "scripts/model-identity.sh").path, mode, package.path, output.path,
                ],
                outputFilesDirectory: output)
        ]
    }
}
