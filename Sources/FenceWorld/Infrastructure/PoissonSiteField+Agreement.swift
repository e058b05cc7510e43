extension PoissonSiteField {
    /// Where two fields draw the same sites, for reusing one realisation's cells in another.
    ///
    /// A cell's sites depend on the noise, the cell size, and the map only through the zones whose
    /// bounding boxes meet the cell and the default class — the classes that may occur there
    /// (``EnvironmentMap/forEachEnvironment(possiblyIn:_:)``): the bound on the density there and the
    /// class at each candidate, which lies in the cell, so no other zone contains it — and on those
    /// classes' densities and ranges. Two fields with the same noise, cell size and default class draw
    /// the same sites in every cell that the same zones, in the same order, meet on both maps, where no
    /// class whose density or range differs may occur.
    struct Agreement: Sendable {
        /// The maps are equal.
        private let sameMap: Bool
        private let cellSizeMeters: Double
        /// Each map's zones with their bounding boxes.
        private let zones: [(zone: EnvironmentZone, bounds: LocalRect)]
        private let otherZones: [(zone: EnvironmentZone, bounds: LocalRect)]
        /// The first field's map (where the maps meet a cell the same way, the classes possible there).
        private let map: EnvironmentMap
        /// The classes (bit ``EnvironmentClass/ordinal``) whose density or range differs.
        private let changedClasses: UInt32

        /// The agreement of `a` and `b`, or nil when they differ in the noise, the cell size or the
        /// default class.
        init?(_ a: PoissonSiteField, _ b: PoissonSiteField) {
            guard
                a.noise == b.noise, a.cellSizeMeters == b.cellSizeMeters,
                a.map.defaultEnvironment == b.map.defaultEnvironment,
                a.densityPerSquareMeter.count == b.densityPerSquareMeter.count,
                a.rangeMeters.count == b.rangeMeters.count
            else { return nil }
            cellSizeMeters = a.cellSizeMeters
            map = a.map
            sameMap = a.map.zones == b.map.zones
            zones = sameMap ? [] : a.map.zones.map { ($0, $0.bounds) }
            otherZones = sameMap ? [] : b.map.zones.map { ($0, $0.bounds) }
            var changed: UInt32 = 0
            for index in a.densityPerSquareMeter.indices
            where a.densityPerSquareMeter[index] != b.densityPerSquareMeter[index]
                || a.rangeMeters[index] != b.rangeMeters[index]
            {
                changed |= 1 << UInt32(index)
            }
            changedClasses = changed
        }

        /// Whether the two fields draw the same sites in `cell`.
        func holds(in cell: GridCell) -> Bool {
            if sameMap && changedClasses == 0 { return true }
            let rect = cell.rect(sizeMeters: cellSizeMeters)
            if changedClasses != 0 {
                var possible: UInt32 = 0
                map.forEachEnvironment(possiblyIn: rect) { possible |= 1 << UInt32($0.ordinal) }
                guard possible & changedClasses == 0 else { return false }
            }
            if sameMap { return true }
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
