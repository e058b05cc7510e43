import FenceExperiment
import Foundation

/// The `fencesim` command line: dispatches a subcommand and maps errors to exit statuses.
public enum FenceSimCommand {
    static let usage = """
        usage: fencesim <command> [options]

        commands:
          \(RunCommand.usage)
              run a scenario: comparison table on stdout, results.json and results.csv under --out
              (default reports/<scenario name>)
          \(TraceCommand.usage)
              one run's fixes and detections as GeoJSON (with the world) and a CSV event log
          \(ValidateCommand.usage)
              check scenario files without running them
          \(SchemaCommand.usage)
              write the JSON Schema of scenario files (scenarios/schema.json), or the field reference
          \(DemoCommand.usage)
              run a small M/M/1 queue demo of the event kernel and the statistics layer
        exit status: 0 ok, 1 regression found (compare), 2 bad usage or input, 3 internal error
        """

    /// Runs `fencesim` with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String]) -> ExitStatus {
        guard let command = arguments.first else {
            printError(usage)
            return .badInput
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "run":
                return try RunCommand.run(Arguments(rest, valued: ["--replications", "--seed", "--threads", "--out"]))
            case "trace":
                return try TraceCommand.run(
                    Arguments(rest, valued: ["--strategy", "--replication", "--geojson", "--events"]))
            case "schema":
                return try SchemaCommand.run(Arguments(rest, valued: ["--out"], switches: ["--markdown"]))
            case "validate":
                return try ValidateCommand.run(Arguments(rest, valued: []))
            case "demo":
                return try DemoCommand.run(Arguments(rest, valued: ["--replications", "--seed"]))
            case "help", "--help", "-h":
                print(usage)
                return .ok
            default:
                throw UsageError("unknown command '\(command)'\n\(usage)")
            }
        } catch let error as UsageError {
            printError("fencesim: \(error.message)")
            return .badInput
        } catch let error as InputError {
            printError(error.description)
            return .badInput
        } catch let error as ScenarioError {
            printError(error.description)
            return .badInput
        } catch let error as ExperimentError {
            printError(error.description)
            if case .scenario = error { return .badInput }
            return .internalError
        } catch {
            printError("fencesim: internal error: \(error)")
            return .internalError
        }
    }

    /// Writes a line to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
