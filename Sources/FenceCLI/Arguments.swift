import FenceParameters
import Foundation

/// A small, strict parser for `fencesim` arguments: positional values plus `--flag value` options.
/// Unknown flags, missing values and a flag given twice (unless it is repeatable, like `--vary`) are usage
/// errors; nothing is silently defaulted or overridden.
public struct Arguments: Sendable {
    /// Positional arguments in order.
    public private(set) var positional: [String] = []
    private var options: [String: [String]] = [:]
    private var switches: Set<String> = []

    /// Parses `arguments` given the flags that take a value, the flags that do not, and the valued flags
    /// that may be given more than once.
    public init(
        _ arguments: [String], valued: Set<String>, switches allowedSwitches: Set<String> = [],
        repeatable: Set<String> = []
    ) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                var name = argument
                var inlineValue: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    inlineValue = String(argument[argument.index(after: equals)...])
                }
                if valued.contains(name) || allowedSwitches.contains(name),
                    options[name] != nil || switches.contains(name), !repeatable.contains(name)
                {
                    throw UsageError("\(name) is given twice (fix: give it once)")
                }
                if valued.contains(name) {
                    if let inlineValue {
                        options[name, default: []].append(inlineValue)
                    } else {
                        guard index + 1 < arguments.count else {
                            throw UsageError("\(name) needs a value (fix: write \(name) VALUE)")
                        }
                        index += 1
                        options[name, default: []].append(arguments[index])
                    }
                } else if allowedSwitches.contains(name) {
                    guard inlineValue == nil else {
                        throw UsageError("\(name) takes no value, got '\(argument)' (fix: write \(name) alone)")
                    }
                    switches.insert(name)
                } else {
                    let known = (valued.union(allowedSwitches)).sorted().joined(separator: ", ")
                    throw UsageError("unknown option \(name)" + (known.isEmpty ? "" : " (known: \(known))"))
                }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                let known = (valued.union(allowedSwitches)).sorted().joined(separator: ", ")
                throw UsageError(
                    "unknown option \(argument): options start with -- (fix: "
                        + (known.isEmpty ? "leave it out" : "use one of \(known)") + "; a file named so: ./\(argument))"
                )
            } else {
                positional.append(argument)
            }
            index += 1
        }
    }

    /// The last value given for `name`, if any.
    public func value(_ name: String) -> String? { options[name]?.last }

    /// Every value given for a repeatable option.
    public func values(_ name: String) -> [String] { options[name] ?? [] }

    /// Whether a switch was given.
    public func flag(_ name: String) -> Bool { switches.contains(name) }

    /// The value of `name` as an integer in `range`, or nil when absent.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)' "
                    + "(fix: e.g. \(name) \(max(range.lowerBound, min(range.upperBound, 4))))")
        }
        return number
    }

    /// The value of `name` as a finite number within `bounds`, or nil when absent; `what` says what it is ("a
    /// coverage") and `example` is a valid value for the fix.
    public func number(_ name: String, _ what: String, within bounds: ValidRange, example: String)
        throws(UsageError) -> Double?
    {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite, bounds.contains(number) else {
            throw UsageError(
                "\(name) expects \(what) in \(bounds.interval), got '\(text)' (fix: e.g. \(name) \(example))")
        }
        return number
    }

    /// The value of `name` as a directory to write into, or nil when absent: an empty path is refused (it would
    /// otherwise resolve to the current directory or to `/`).
    public func directory(_ name: String) throws(UsageError) -> String? {
        guard let path = value(name) else { return nil }
        guard !path.isEmpty else {
            throw UsageError("\(name) expects a directory, got an empty string (fix: e.g. \(name) runs/first)")
        }
        return path
    }

    /// The value of `name` as a file to write, or nil when absent: an empty path or a directory is refused
    /// before any work (the file would otherwise fail to replace it after the work, or land beside it).
    public func file(_ name: String, example: String) throws(UsageError) -> String? {
        guard let path = value(name) else { return nil }
        var isDirectory: ObjCBool = false
        let directory = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        guard !path.isEmpty, !path.hasSuffix("/"), !directory else {
            throw UsageError(
                "\(name) expects the path of a file to write, got \(path.isEmpty ? "an empty string" : "the directory '\(path)'") "
                    + "(fix: e.g. \(name) \(example))")
        }
        return path
    }

    /// The value of `name` as an unsigned 64-bit integer, or nil when absent.
    public func unsigned(_ name: String) throws(UsageError) -> UInt64? {
        guard let text = value(name) else { return nil }
        guard let number = UInt64(text) else {
            throw UsageError(
                "\(name) expects a whole number from 0 to \(UInt64.max), got '\(text)' (fix: e.g. \(name) 42)")
        }
        return number
    }
}
