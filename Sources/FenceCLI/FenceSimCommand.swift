import Foundation

/// The `fencesim` command line: dispatches a subcommand and maps errors to exit statuses.
public enum FenceSimCommand {
    static let usage = """
        usage: fencesim <command> [options]

        commands:
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
