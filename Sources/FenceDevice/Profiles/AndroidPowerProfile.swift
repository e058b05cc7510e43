import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

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
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: path, reason: error.localizedDescription)
        }
        return try parse(data, file: path)
    }

    /// Parses the XML text in `data`; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(PowerProfileError) -> AndroidPowerProfile {
        let reader = Reader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let parsed = parser.parse()
        if let error = reader.error { throw error }
        guard parsed else {
            let reason = parser.parserError.map { "\($0)" } ?? "unknown XML error"
            throw .malformedXML(file: file, line: parser.lineNumber, reason: reason)
        }
        guard reader.sawDevice else {
            throw .malformedXML(file: file, line: 1, reason: "no <device> root element")
        }
        guard reader.closedDevice else {
            throw .malformedXML(file: file, line: parser.lineNumber, reason: "the file ends before </device>")
        }
        return AndroidPowerProfile(file: file, values: reader.values, lines: reader.lines)
    }

    /// The XML delegate: collects `item` and `array`/`value` elements, rejecting anything else.
    private final class Reader: NSObject, XMLParserDelegate {
        let file: String
        var values: [String: [Double]] = [:]
        var lines: [String: Int] = [:]
        var error: PowerProfileError?
        var sawDevice = false
        var closedDevice = false
        private var key: String?
        private var inArray = false
        private var text = ""

        init(file: String) { self.file = file }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let line = parser.lineNumber
            switch element {
            case "device" where !sawDevice:
                sawDevice = true
            case "item", "array":
                guard sawDevice, key == nil, let name = attributes["name"], !name.isEmpty else {
                    return fail(
                        .malformedXML(file: file, line: line, reason: "<\(element)> needs a name attribute"), parser)
                }
                guard values[name] == nil else { return fail(.duplicateKey(file: file, line: line, key: name), parser) }
                key = name
                inArray = element == "array"
                values[name] = []
                lines[name] = line
            case "value" where inArray:
                break
            default:
                fail(.malformedXML(file: file, line: line, reason: "unexpected element <\(element)>"), parser)
            }
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if element == "device" { closedDevice = true }
            guard let key else { return }
            switch element {
            case "item":
                appendNumber(key: key, parser)
                self.key = nil
            case "value":
                appendNumber(key: key, parser)
            case "array":
                self.key = nil
                inArray = false
            default:
                break
            }
            text = ""
        }

        private func appendNumber(key: String, _ parser: XMLParser) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Double(trimmed), number.isFinite else {
                return fail(.notANumber(file: file, line: parser.lineNumber, key: key, text: trimmed), parser)
            }
            guard number >= 0 else {
                return fail(.negativeValue(file: file, line: parser.lineNumber, key: key, value: number), parser)
            }
            values[key, default: []].append(number)
        }

        private func fail(_ error: PowerProfileError, _ parser: XMLParser) {
            if self.error == nil { self.error = error }
            parser.abortParsing()
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
