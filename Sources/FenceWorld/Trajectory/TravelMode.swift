/// How the commuter moves on a trajectory leg.
public enum TravelMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Not moving (at home, in the office, at a stop or a shop).
    case still
    /// On foot.
    case walk
    /// By bicycle.
    case bicycle
    /// By bus (stops every few hundred metres).
    case bus
    /// By car.
    case car
    /// By overground train.
    case rail
    /// By underground train.
    case underground
}
