import Foundation
import PackagePlugin

/// Writes what identifies the build into the target it is applied to (`scripts/model-identity.sh`), as a
/// build command whose inputs are `Package.swift` and every file under `Sources/` (and, for the commit, git's
/// `HEAD` and index), so it runs again whenever one of them changes:
/// - A library target (FenceExperiment, which holds ``ModelIdentity``) gets `ModelSourceDigest.swift`: the digest of `Package.swift` and every file under
///   `Sources/` (the model's sources), which every results, part, checkpoint and study file records
///   (``ModelIdentity``); the same before and after a commit, so committed results stay reproducible.
/// - An executable target (fencesim) gets `BuildCommit.swift`: the git commit of the sources and whether they differ from it
///   (dirty), which `fencesim --version` prints.
@main
struct ModelIdentityPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let digest = (target as? SourceModuleTarget)?.kind != .executable
        let output = context.pluginWorkDirectoryURL.appending(
            path: digest ? "ModelSourceDigest.swift" : "BuildCommit.swift")
        var inputs = [package.appending(path: "Package.swift"), package.appending(path: "scripts/model-identity.sh")]
        inputs += Self.files(under: package.appending(path: "Sources"))
        if !digest { inputs += Self.gitFiles(package) }
        return [
            .buildCommand(
                displayName: "Model identity (\(digest ? "digest" : "commit")) of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    package.appending(path: "scripts/model-identity.sh").path, digest ? "digest" : "commit",
                    package.path, output.path,
                ],
                inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// Every regular file under `directory`, sorted.
    static func files(under directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Git's `HEAD` and index of the clone or worktree at `package` (a commit rewrites both), when there are.
    static func gitFiles(_ package: URL) -> [URL] {
        let dotGit = package.appending(path: ".git")
        var gitDirectory = dotGit
        if let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") {
            let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = URL(fileURLWithPath: path, relativeTo: package)
        }
        return ["HEAD", "index"].map { gitDirectory.appending(path: $0) }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
    }
}
