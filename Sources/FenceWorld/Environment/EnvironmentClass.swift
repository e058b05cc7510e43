/// The kind of place the phone is in. It sets GPS visibility and error, radio infrastructure
/// density and data coverage through an ``EnvironmentTable``.
public enum EnvironmentClass: String, CaseIterable, Hashable, Sendable, Codable, CodingKeyRepresentable {
    /// Open country, parks, open highways: clear sky view, sparse towers, almost no Wi-Fi.
    case openSky
    /// Low-rise residential areas.
    case suburban
    /// City streets of moderate height.
    case urban
    /// Dense downtown between tall buildings: GPS multipath, dense small cells and Wi-Fi.
    case urbanCanyon
    /// Inside a building (home, office, shop): poor GPS, Wi-Fi available.
    case indoor
    /// Underground railway: no GPS, little data coverage.
    case underground
    /// Countryside roads and villages: cells several kilometres apart, Wi-Fi rare.
    case rural

    /// Position of the class in ``allCases``, for array-backed tables.
    @inlinable
    public var ordinal: Int {
        switch self {
        case .openSky: 0
        case .suburban: 1
        case .urban: 2
        case .urbanCanyon: 3
        case .indoor: 4
        case .underground: 5
        case .rural: 6
        }
    }
}
