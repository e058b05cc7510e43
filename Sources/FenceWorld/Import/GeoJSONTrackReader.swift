import FenceFiles

/// Reads a timed line from GeoJSON (RFC 7946; positions are [longitude, latitude(, elevation)]):
/// the geometry is a LineString or MultiLineString — bare, in a Feature, or the first such Feature
/// of a FeatureCollection. Times come from `properties.coordTimes` or `properties.times` (strings
/// or seconds, nested per line for a MultiLineString), or else from a fourth position element
/// (seconds since the Unix epoch).
enum GeoJSONTrackReader {
    static func read(_ bytes: [UInt8], file: String) throws(TrackImportError) -> [RawFix] {
        let root = try JSONTrackSupport.parse(bytes, file: file)
        let feature = try lineFeature(root, file: file)
        let geometry = feature["geometry"] ?? feature
        guard let coordinates = geometry["coordinates"]?.array else {
            throw .at(file, geometry.line, expected: "\"coordinates\" in the geometry", found: geometry.summary)
        }
        let isMulti = geometry["type"]?.string == "MultiLineString"
        let lines = isMulti ? coordinates : [JSONNode(.array(coordinates), line: geometry.line)]
        let properties = feature["properties"]
        let timeLists = (properties?["coordTimes"] ?? properties?["times"]).flatMap(\.array)
        var fixes: [RawFix] = []
        for (lineIndex, line) in lines.enumerated() {
            guard let positions = line.array else {
                throw .at(file, line.line, expected: "an array of positions", found: line.summary)
            }
            var times: [JSONNode]?
            if let lists = timeLists {
                let list = isMulti ? (lineIndex < lists.count ? lists[lineIndex].array : nil) : lists
                guard let list, list.count == positions.count else {
                    throw .at(
                        file, properties!.line,
                        expected: "one time per position (\(positions.count)) in coordTimes/times",
                        found:
                            "\(isMulti ? (lineIndex < lists.count ? lists[lineIndex].summary : "no list") : "\(lists.count) times")"
                    )
                }
                times = list
            }
            for (index, position) in positions.enumerated() {
                guard let numbers = position.array?.compactMap(\.number), numbers.count >= 2,
                    numbers.count == position.array?.count
                else {
                    throw .at(
                        file, position.line, expected: "a position [longitude, latitude, …] of numbers",
                        found: position.summary)
                }
                let microseconds: Int64
                if let times {
                    let time = times[index]
                    guard let text = JSONTrackSupport.timeText(time) else {
                        throw .at(file, time.line, expected: "a time string or number", found: time.summary)
                    }
                    microseconds = try TrackImportError.time(text, file: file, line: time.line)
                } else {
                    guard numbers.count >= 4 else {
                        throw .at(
                            file, position.line,
                            expected: "times: properties.coordTimes, properties.times, or a 4th position element",
                            found: position.summary)
                    }
                    microseconds = try TrackImportError.time(String(numbers[3]), file: file, line: position.line)
                }
                fixes.append(
                    RawFix(
                        microseconds: microseconds,
                        coordinate: try TrackImportError.coordinate(
                            latitude: numbers[1], longitude: numbers[0], file: file, line: position.line),
                        line: position.line))
            }
        }
        return fixes
    }

    /// The object holding the line geometry: the root, its geometry, or the first line Feature.
    private static func lineFeature(_ root: JSONNode, file: String) throws(TrackImportError) -> JSONNode {
        func isLine(_ node: JSONNode?) -> Bool {
            ["LineString", "MultiLineString"].contains(node?["type"]?.string ?? "")
        }
        switch root["type"]?.string {
        case "FeatureCollection":
            if let feature = root["features"]?.array?.first(where: { isLine($0["geometry"]) }) { return feature }
        case "Feature":
            if isLine(root["geometry"]) { return root }
        case "LineString", "MultiLineString":
            return root
        default:
            break
        }
        throw .at(
            file, root.line, expected: "a LineString or MultiLineString (bare, in a Feature or a FeatureCollection)",
            found: root["type"]?.summary ?? root.summary)
    }
}
