extension PoissonSiteField {
    /// Where two fields draw the same sites, for reusing one realisation's cells in another.
    ///
    /// A cell's sites depend on the noise, the cell size, the densities and ranges per class, and the
    /// map only through the zones whose bounding boxes meet the cell: the bound on the density there
    /// (``EnvironmentMap/forEachEnvironment(possiblyIn:_:)``) and the class at each candidate, which lies in
    /// the cell, so no other zone contains it. Two fields that agree on everything else draw the same
    /// sites in every cell that the same zones, in the same order, meet on both maps, and over the same
    /// default class.
    struct Agreement: Sendable {
        /// The maps are equal: the fields agree in every cell.
        private let everywhere: Bool
        private let cellSizeMeters: Double
        /// Each map's zones with their bounding boxes.
        private let zones: [(zone: EnvironmentZone, bounds: LocalRect)]
        private let otherZones: [(zone: EnvironmentZone, bounds: LocalRect)]

        /// The agreement of `a` and `b`, or nil when they differ in anything but the zones of their maps.
        init?(_ a: PoissonSiteField, _ b: PoissonSiteField) {
            guard
                a.noise == b.noise, a.cellSizeMeters == b.cellSizeMeters,
                a.densityPerSquareMeter == b.densityPerSquareMeter, a.rangeMeters == b.rangeMeters,
                a.map.defaultEnvironment == b.map.defaultEnvironment
            else { return nil }
            cellSizeMeters = a.cellSizeMeters
            everywhere = a.map.zones == b.map.zones
            zones = everywhere ? [] : a.map.zones.map { ($0, $0.bounds) }
            otherZones = everywhere ? [] : b.map.zones.map { ($0, $0.bounds) }
        }

        /// Whether the two fields draw the same sites in `cell`.
        func holds(in cell: GridCell) -> Bool {
            if everywhere { return true }
            let rect = cell.rect(sizeMeters: cellSizeMeters)
            var a = 0, b = 0
            while true {
                while a < zones.count && !zones[a].bounds.intersects(rect) { a += 1 }
                while b < otherZones.count && !otherZones[b].bounds.intersects(rect) { b += 1 }
                guard a < zones.count, b < otherZones.count else {
                    return a == zones.count && b == otherZones.count
                }
                guard zones[a].zone == otherZones[b].zone else { return false }
                a += 1
                b += 1
            }
        }
    }
}
