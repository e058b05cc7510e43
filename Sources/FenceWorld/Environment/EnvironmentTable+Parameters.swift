import FenceParameters
import FenceStats

extension EnvironmentTable {
    /// Meaning, unit, valid and plausible range and source of every field of every class's row, named
    /// `class.field` (a scenario sets them under `world.environment.overrides`); defaults: ``standard``.
    /// Valid ranges are what ``EnvironmentProperties/validate(path:)`` accepts.
    public static let parameterTable = ParameterTable<EnvironmentTable>(
        EnvironmentClass.allCases.flatMap { environment in
            EnvironmentProperties.Field.allCases.map { $0.parameter(environment) }
        })
}

extension EnvironmentProperties {
    /// The fields of a row, in declaration order.
    enum Field: CaseIterable {
        case gpsVisibility, gpsErrorScale, gpsMultipathProbability, gpsMultipathMedianMeters
        case cellTowerDensityPerSquareKm, cellTowerRangeMeters, wifiAccessPointDensityPerSquareKm, wifiRangeMeters
        case dataCoverage

        /// The field of `environment`'s row as a parameter.
        func parameter(_ environment: EnvironmentClass) -> ModelParameter<EnvironmentTable> {
            let value = EnvironmentTable.standard[environment]
            let (provenance, source, plausible) = provenance(environment, value)
            return ModelParameter(
                "\(environment.rawValue).\(self)", .number(keyPath(environment)), meaning: meaning, unit: unit,
                valid: valid, provenance, source: source, plausible: plausible)
        }

        private func keyPath(_ environment: EnvironmentClass) -> WritableKeyPath<EnvironmentTable, Double> & Sendable {
            switch self {
            case .gpsVisibility: \EnvironmentTable.[environment].gpsVisibility
            case .gpsErrorScale: \EnvironmentTable.[environment].gpsErrorScale
            case .gpsMultipathProbability: \EnvironmentTable.[environment].gpsMultipathProbability
            case .gpsMultipathMedianMeters: \EnvironmentTable.[environment].gpsMultipathMedianMeters
            case .cellTowerDensityPerSquareKm: \EnvironmentTable.[environment].cellTowerDensityPerSquareKm
            case .cellTowerRangeMeters: \EnvironmentTable.[environment].cellTowerRangeMeters
            case .wifiAccessPointDensityPerSquareKm: \EnvironmentTable.[environment].wifiAccessPointDensityPerSquareKm
            case .wifiRangeMeters: \EnvironmentTable.[environment].wifiRangeMeters
            case .dataCoverage: \EnvironmentTable.[environment].dataCoverage
            }
        }

        var meaning: String {
            switch self {
            case .gpsVisibility: "Probability that one 1-second GPS fix attempt succeeds"
            case .gpsErrorScale: "Multiplier on the open-sky GPS error standard deviations (bias and white noise)"
            case .gpsMultipathProbability: "Probability that a GPS fix is a multipath outlier"
            case .gpsMultipathMedianMeters: "Median extra error of a multipath outlier (log-normal in the Device layer)"
            case .cellTowerDensityPerSquareKm: "Mean number of cell towers per square kilometre (Poisson intensity)"
            case .cellTowerRangeMeters:
                "Distance up to which a tower is heard (triangulation counts; the serving cell is the nearest tower)"
            case .wifiAccessPointDensityPerSquareKm: "Mean number of Wi-Fi access points per square kilometre"
            case .wifiRangeMeters: "Distance up to which an access point is seen by a scan"
            case .dataCoverage: "Probability that a network request (lookup, A-GPS assistance) can be served"
            }
        }

        var unit: String {
            switch self {
            case .gpsVisibility, .gpsErrorScale, .gpsMultipathProbability, .dataCoverage: "–"
            case .gpsMultipathMedianMeters, .cellTowerRangeMeters, .wifiRangeMeters: "m"
            case .cellTowerDensityPerSquareKm, .wifiAccessPointDensityPerSquareKm: "/km²"
            }
        }

        var valid: ValidRange {
            switch self {
            case .gpsVisibility, .gpsMultipathProbability, .dataCoverage: ValidRange(0...1)
            case .gpsErrorScale: .positive(maximum: 100)
            case .gpsMultipathMedianMeters: .positive(maximum: 100_000)
            case .cellTowerDensityPerSquareKm: ValidRange(0...EnvironmentProperties.maximumTowerDensityPerSquareKm)
            case .cellTowerRangeMeters: ValidRange(1...100_000)
            case .wifiAccessPointDensityPerSquareKm:
                ValidRange(0...EnvironmentProperties.maximumAccessPointDensityPerSquareKm)
            case .wifiRangeMeters: ValidRange(1...1_000)
            }
        }

        /// Provenance, source and plausible range of the field for `environment` (standard value `row`).
        private func provenance(_ environment: EnvironmentClass, _ row: EnvironmentProperties) -> (
            ParameterProvenance, String, PlausibleRange?
        ) {
            let open = environment == .openSky || environment == .rural
            switch self {
            case .gpsVisibility:
                let (low, high): (Double, Double) =
                    switch environment {
                    case .openSky, .rural: (0.95, 1)
                    case .suburban: (0.9, 1)
                    case .urban: (0.8, 1)
                    case .urbanCanyon: (0.6, 0.98)
                    case .indoor: (0.05, 0.5)
                    case .underground: (0, 0.05)
                    }
                return (
                    .assumed, "availability per fix attempt; no measured per-class figure",
                    PlausibleRange(
                        low, high,
                        because: "open sky almost always fixes; canyons lose satellites; indoors rarely fixes")
                )
            case .gpsErrorScale:
                guard !open else { return (.derived, "the reference class: 1 by definition", nil) }
                return (
                    .assumed,
                    environment == .urban
                        ? "Rayleigh median ≈ 11 m, inside the measured iPhone urban 7–13 m [@MerryBettinger2019]"
                        : "between open sky (1) and the canyon (3) and indoor (6.25) scales: biases of about 13 m and 28 m",
                    PlausibleRange(
                        row.gpsErrorScale / 1.5, row.gpsErrorScale * 1.5, .logUniform,
                        because: "a factor 1.5 either way: urban medians span 7–13 m [@MerryBettinger2019]")
                )
            case .gpsMultipathProbability:
                let value = row.gpsMultipathProbability
                return (
                    .assumed, "graded from none in open sky to the canyon's 5 %",
                    PlausibleRange(
                        value / 3, max(value * 3, 0.01),
                        because: "outlier rates are unmeasured: a factor of three either way, up to 1 % where none")
                )
            case .gpsMultipathMedianMeters:
                return (
                    .assumed, "graded from 20 m in open sky to 40 m in canyons",
                    PlausibleRange(
                        row.gpsMultipathMedianMeters / 2, row.gpsMultipathMedianMeters * 2, .logUniform,
                        because: "reflections add tens of metres: a factor of two either way")
                )
            case .cellTowerDensityPerSquareKm:
                let reasoning =
                    "handoff spacing ×0.7–1.4 around its value (λ = (π / 4s)² [@StoyanKendallMecke]) gives ×0.5–2"
                let plausible = PlausibleRange(
                    row.cellTowerDensityPerSquareKm / 2, row.cellTowerDensityPerSquareKm * 2, .logUniform,
                    because: reasoning)
                return environment == .urban
                    ? (.derived, "λ = (π / 4s)² [@StoyanKendallMecke] with s = 0.5 km [@Paek2011CAPS]", plausible)
                    : (.assumed, "λ = (π / 4s)² [@StoyanKendallMecke] with an assumed handoff spacing s", plausible)
            case .cellTowerRangeMeters:
                return (
                    .calibrated, "so that λπR² towers, 8–12, are heard in every class",
                    PlausibleRange(
                        row.cellTowerRangeMeters * 0.77, row.cellTowerRangeMeters * 1.41, .logUniform,
                        because: "6–20 towers heard (a GSM neighbour list holds 6–32): R ∝ √towers")
                )
            case .wifiAccessPointDensityPerSquareKm:
                let value = row.wifiAccessPointDensityPerSquareKm
                return (
                    .calibrated, "λ = −ln(1 − a) / (π r²): P(≥ 1 access point in range) is the assumed availability a",
                    PlausibleRange(
                        value / 2, max(value * 2, 1), .uniform,
                        because: "availability a unmeasured per class: half to twice the density")
                )
            case .wifiRangeMeters:
                return (
                    .assumed, "60 m outdoors, 50 m in canyons, 40 m indoors and underground",
                    PlausibleRange(
                        row.wifiRangeMeters / 1.5, row.wifiRangeMeters * 1.5, .logUniform,
                        because: "walls and bodies: a factor 1.5 either way")
                )
            case .dataCoverage:
                let value = row.dataCoverage
                return (
                    .assumed,
                    environment == .underground
                        ? "fixes were seen underground [@LongWeekendMobile2010], hence not 0" : "no source",
                    PlausibleRange(
                        max(0, value - (1 - value)), value + 0.5 * (1 - value),
                        because: "coverage gaps from twice to half as large as assumed")
                )
            }
        }
    }
}
