import FenceFiles
import FenceWorld
import Foundation

/// The items of an Android `power_profile.xml` (`<item name="k">v</item>` and
/// `<array name="k"><value>v</value>…</array>` inside `<device>`), as parsed numbers.
///
/// Every value is a current in mA (or a capacity in mAh, a speed in kHz) whatever the file's header
/// comment says ([@AOSPPowerValues]). ``DeviceProfile/init(android:name:base:)`` maps the items to a
/// device profile.
public struct AndroidPowerProfile: Sendable, Equatable {
    /// The file the profile came from (for messages).
    public let file: String
    /// Each item's or array's values; an item has one value.
    public let values: [String: [Double]]
    /// The line each key was declared on.
    public let lines: [String: Int]

    /// A profile from explicit values (tests, hand-made profiles).
    public init(file: String, values: [String: [Double]], lines: [String: Int] = [:]) {
        self.file = file
        self.values = values
        self.lines = lines
    }

    /// The single value of item `key`, or nil when absent.
    public func item(_ key: String) -> Double? { values[key]?.first }

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws(PowerProfileError) -> AndroidPowerProfile {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path: path) } catch { throw .unreadable(file: path, reason: error.reason) }
        return try parse(Data(bytes), file: path)
    }

    /// Parses the XML text in `data` (read by ``XMLEvents``); `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(PowerProfileError) -> AndroidPowerProfile {
        let events: [XMLEvents.Event]
        do { events = try XMLEvents.read(Array(data)) } catch {
            throw .malformedXML(
                file: file, line: error.line, reason: "expected \(error.expected), found \(error.found)")
        }
        guard case .start("device", _, _) = events.first else {
            throw .malformedXML(
                file: file, line: events.first?.line ?? 1,
                reason: "no <device> root element (found \(events.first?.summary ?? "none"))")
        }
        var reader = Reader(file: file)
        for event in events.dropFirst() { try reader.take(event) }
        return AndroidPowerProfile(file: file, values: reader.values, lines: reader.lines)
    }

    /// Collects `item` and `array`/`value` elements inside `<device>`, rejecting anything else.
    private struct Reader {
        let file: String
        var values: [String: [Double]] = [:]
        var lines: [String: Int] = [:]
        private var key: String?
        private var inArray = false
        private var text = ""

        init(file: String) { self.file = file }

        mutating func take(_ event: XMLEvents.Event) throws(PowerProfileError) {
            switch event {
            case .start(let element, let attributes, let line):
                try start(element, attributes: attributes, line: line)
                text = ""
            case .text(let piece, _):
                text += piece
            case .end(let element, let line):
                try end(element, line: line)
                text = ""
            }
        }

        private mutating func start(
            _ element: String, attributes: [String: String], line: Int
        ) throws(PowerProfileError) {
            switch element {
            case "item" where key == nil, "array" where key == nil:
                guard let name = attributes["name"], !name.isEmpty else {
                    throw .malformedXML(file: file, line: line, reason: "<\(element)> needs a name attribute")
                }
                guard values[name] == nil else { throw .duplicateKey(file: file, line: line, key: name) }
                key = name
                inArray = element == "array"
                values[name] = []
                lines[name] = line
            case "value" where inArray:
                break
            default:
                throw .malformedXML(file: file, line: line, reason: "unexpected element <\(element)>")
            }
        }

        private mutating func end(_ element: String, line: Int) throws(PowerProfileError) {
            guard let key else { return }
            switch element {
            case "item":
                try appendNumber(key: key, line: line)
                self.key = nil
            case "value":
                try appendNumber(key: key, line: line)
            case "array":
                self.key = nil
                inArray = false
            default:
                break
            }
        }

        private mutating func appendNumber(key: String, line: Int) throws(PowerProfileError) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Double(trimmed), number.isFinite else {
                throw .notANumber(file: file, line: line, key: key, text: String(trimmed.prefix(40)))
            }
            guard number >= 0 else { throw .negativeValue(file: file, line: line, key: key, value: number) }
            values[key, default: []].append(number)
        }
    }
}

/// Why an Android `power_profile.xml` could not be used.
public enum PowerProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The text is not well-formed XML, or not the `power_profile.xml` layout.
    case malformedXML(file: String, line: Int, reason: String)
    /// A key appears twice.
    case duplicateKey(file: String, line: Int, key: String)
    /// A value is not a number.
    case notANumber(file: String, line: Int, key: String, text: String)
    /// A value is negative (currents and capacities never are).
    case negativeValue(file: String, line: Int, key: String, value: Double)
    /// A key FenceSim cannot do without is absent.
    case missingKey(file: String, key: String, meaning: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the power profile (\(reason)); check the path"
        case .malformedXML(let file, let line, let reason):
            "\(file):\(line): not a power_profile.xml (\(reason)); expected <device> holding <item name=…> "
                + "and <array name=…><value>…</value></array> elements"
        case .duplicateKey(let file, let line, let key):
            "\(file):\(line): '\(key)' is defined twice; keep one definition"
        case .notANumber(let file, let line, let key, let text):
            "\(file):\(line): '\(key)' has value '\(text)', expected a number in mA (or mAh for battery.capacity)"
        case .negativeValue(let file, let line, let key, let value):
            "\(file):\(line): '\(key)' is \(value), expected a current ≥ 0 mA"
        case .missingKey(let file, let key, let meaning):
            "\(file): '\(key)' (\(meaning)) is missing; add <item name=\"\(key)\">…</item> in mA"
        }
    }
}
