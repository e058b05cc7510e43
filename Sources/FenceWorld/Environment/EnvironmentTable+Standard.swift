extension EnvironmentTable {
    /// The default table. Every value and its source is listed in `docs/calibration.md` ("World"):
    /// - GPS: [A] values (visibility open sky/rural 1.0, urban canyon 0.9, indoor 0.2;
    ///   canyon σ 12 m vs 4 m open sky → scale 3, 5 % outliers of median 40 m; indoor σ 25 m → 6.25).
    /// - Towers: density from the mean handoff spacing s of a Poisson–Voronoi network,
    ///   λ = (π / 4s)² ([@StoyanKendallMecke]; s ~0.5 km urban [@Paek2011CAPS], 1–3 km rural [A]);
    ///   ranges set so about 8–12 towers are heard.
    /// - Wi-Fi: density λ = −ln(1 − a) / (π r²), so that the probability of at least one access point
    ///   in range equals the assumed WPS availability a [A].
    public static let standard = EnvironmentTable { environment in
        switch environment {
        case .openSky:
            EnvironmentProperties(
                gpsVisibility: 1.0, gpsErrorScale: 1.0, gpsMultipathProbability: 0, gpsMultipathMedianMeters: 20,
                cellTowerDensityPerSquareKm: 0.274, cellTowerRangeMeters: 3_500,
                wifiAccessPointDensityPerSquareKm: 9.3, wifiRangeMeters: 60, dataCoverage: 0.95)
        case .suburban:
            EnvironmentProperties(
                gpsVisibility: 0.98, gpsErrorScale: 1.5, gpsMultipathProbability: 0.01, gpsMultipathMedianMeters: 20,
                cellTowerDensityPerSquareKm: 0.617, cellTowerRangeMeters: 2_000,
                wifiAccessPointDensityPerSquareKm: 168, wifiRangeMeters: 60, dataCoverage: 0.99)
        case .urban:
            EnvironmentProperties(
                gpsVisibility: 0.95, gpsErrorScale: 2.0, gpsMultipathProbability: 0.02, gpsMultipathMedianMeters: 30,
                cellTowerDensityPerSquareKm: 2.467, cellTowerRangeMeters: 1_100,
                wifiAccessPointDensityPerSquareKm: 346, wifiRangeMeters: 60, dataCoverage: 0.99)
        case .urbanCanyon:
            EnvironmentProperties(
                gpsVisibility: 0.9, gpsErrorScale: 3.0, gpsMultipathProbability: 0.05, gpsMultipathMedianMeters: 40,
                cellTowerDensityPerSquareKm: 3.855, cellTowerRangeMeters: 900,
                wifiAccessPointDensityPerSquareKm: 586, wifiRangeMeters: 50, dataCoverage: 0.98)
        case .indoor:
            EnvironmentProperties(
                gpsVisibility: 0.2, gpsErrorScale: 6.25, gpsMultipathProbability: 0.05, gpsMultipathMedianMeters: 40,
                cellTowerDensityPerSquareKm: 2.467, cellTowerRangeMeters: 1_100,
                wifiAccessPointDensityPerSquareKm: 596, wifiRangeMeters: 40, dataCoverage: 0.95)
        case .underground:
            EnvironmentProperties(
                gpsVisibility: 0, gpsErrorScale: 6.25, gpsMultipathProbability: 0, gpsMultipathMedianMeters: 40,
                cellTowerDensityPerSquareKm: 2.467, cellTowerRangeMeters: 1_100,
                wifiAccessPointDensityPerSquareKm: 0, wifiRangeMeters: 40, dataCoverage: 0.1)
        case .rural:
            EnvironmentProperties(
                gpsVisibility: 1.0, gpsErrorScale: 1.0, gpsMultipathProbability: 0, gpsMultipathMedianMeters: 20,
                cellTowerDensityPerSquareKm: 0.154, cellTowerRangeMeters: 4_500,
                wifiAccessPointDensityPerSquareKm: 19.7, wifiRangeMeters: 60, dataCoverage: 0.9)
        }
    }
}
