/// A metric is written by its name (`"entryRecall"`) and read back from the decoder's catalogue
/// (``CodingUserInfoKey/metricCatalogue``, by default ``MetricCatalogue/standard``).
extension Metric: Codable {
    /// The metric named by the decoder's string; a name the catalogue does not hold is a data error that lists
    /// the catalogue's names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        let catalogue = decoder.userInfo[.metricCatalogue] as? MetricCatalogue ?? .standard
        guard let metric = catalogue.named(name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(name)\" is not a metric; expected one of \(catalogue.names)")
        }
        self = metric
    }

    /// Writes the metric's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
