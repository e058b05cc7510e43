import FenceFiles
import Foundation

extension ModelSources {
    /// The descriptions of the scenario files (`*.json`) directly in `directories`, in order of directory, then
    /// of file name; a file without a top-level `description` string has an empty one (the JSON Schema,
    /// `schema.json`, has a description but cites nothing).
    public static func scenarioDescriptions(in directories: [String]) throws(ScenarioError) -> [ScenarioDescription] {
        var descriptions: [ScenarioDescription] = []
        for directory in directories {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                throw ScenarioError(
                    file: directory, path: "", message: "cannot list the scenario directory",
                    fix: "give a directory of scenario files that exists and is readable")
            }
            for name in names.sorted() where name.hasSuffix(".json") {
                let file = URL(fileURLWithPath: directory).appendingPathComponent(name).relativePath
                descriptions.append(ScenarioDescription(file: file, text: try description(ofScenarioAt: file)))
            }
        }
        return descriptions
    }

    /// The top-level `description` of the scenario file at `file` ("" when it has none).
    static func description(ofScenarioAt file: String) throws(ScenarioError) -> String {
        try Scenario.parseJSON(Scenario.readText(file), file: file)["description"]?.string ?? ""
    }
}
