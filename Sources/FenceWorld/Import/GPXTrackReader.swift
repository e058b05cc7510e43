import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads GPX 1.1 (and 1.0) tracks: every `<trkpt lat="…" lon="…">` with a `<time>` child, in
/// document order across all `<trk>` and `<trkseg>` elements.
enum GPXTrackReader {
    static func read(_ bytes: [UInt8], file: String) throws(TrackImportError) -> [RawFix] {
        let parser = XMLParser(data: Data(bytes))
        let delegate = Delegate(file: file)
        parser.delegate = delegate
        let parsed = parser.parse()
        if let error = delegate.error { throw error }
        if !parsed || parser.parserError != nil {
            throw .at(file, parser.lineNumber, expected: "well-formed XML", found: Self.describe(parser.parserError))
        }
        guard delegate.sawRoot else { throw .at(file, 1, expected: "a <gpx> root element", found: "none") }
        return delegate.fixes
    }

    /// A readable name for the common XMLParser error codes.
    private static func describe(_ error: (any Error)?) -> String {
        guard let code = (error as NSError?)?.code else { return "a syntax error" }
        switch code {
        case 4: return "an empty document"
        case 5: return "the end of the document inside an unclosed element"
        case 76: return "a closing tag that does not match the open element"
        default: return "XML parser error \(code)"
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let file: String
        var fixes: [RawFix] = []
        var error: TrackImportError?
        var sawRoot = false
        private var pending: (coordinate: GeoCoordinate, line: Int)?
        private var pendingTime: String?
        private var text = ""
        private var inTime = false

        init(file: String) { self.file = file }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let name = Self.localName(elementName)
            if name == "gpx" { sawRoot = true }
            if name == "trkpt" {
                let line = parser.lineNumber
                guard let latitude = attributes["lat"].flatMap(Double.init),
                    let longitude = attributes["lon"].flatMap(Double.init)
                else {
                    return fail(
                        parser,
                        .at(file, line, expected: "<trkpt> with numeric lat and lon attributes", found: "\(attributes)")
                    )
                }
                do throws(TrackImportError) {
                    pending = (
                        try TrackImportError.coordinate(
                            latitude: latitude, longitude: longitude, file: file, line: line), line
                    )
                } catch {
                    fail(parser, error)
                }
                pendingTime = nil
            } else if name == "time" && pending != nil {
                inTime = true
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { if inTime { text += string } }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            let name = Self.localName(elementName)
            if name == "time" && inTime {
                inTime = false
                pendingTime = text
            } else if name == "trkpt", let point = pending {
                pending = nil
                guard let time = pendingTime else {
                    return fail(
                        parser, .at(file, point.line, expected: "a <time> element in this <trkpt>", found: "none"))
                }
                do throws(TrackImportError) {
                    fixes.append(
                        RawFix(
                            microseconds: try TrackImportError.time(time, file: file, line: point.line),
                            coordinate: point.coordinate, line: point.line))
                } catch {
                    fail(parser, error)
                }
            }
        }

        private func fail(_ parser: XMLParser, _ error: TrackImportError) {
            if self.error == nil { self.error = error }
            parser.abortParsing()
        }

        private static func localName(_ name: String) -> String {
            name.split(separator: ":").last.map(String.init) ?? name
        }
    }
}
