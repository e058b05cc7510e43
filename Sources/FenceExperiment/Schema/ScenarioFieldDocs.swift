/// The meaning of every scenario field, by path (`*` stands for any key of a map, `[]` for any
/// element of an array). The JSON Schema (`fencesim schema`) and the field reference in
/// `docs/scenarios.md` are generated from it; a test checks that every field has an entry.
enum ScenarioFieldDocs {
    static let descriptions: [String: String] = [
        "description":
            "What the scenario models and every assumption it makes.",
        "device":
            "The phone and what the app does that costs power.",
        "device.app":
            "What the app does that costs power besides positioning (each strategy may override it with its own \"app\").",
        "device.app.cpuWorkPerCallbackSeconds":
            "CPU time the app spends per location callback, seconds (0.1 [A]).",
        "device.app.screenBrightness":
            "Screen brightness while on, 0 (minimum) … 1 (full).",
        "device.app.screenOnShare":
            "Share of time the screen is on, 0 … 1 (0: a background app).",
        "device.app.uploadEachFix":
            "Upload every delivered location over the data radio (the server-side geofencing pattern of [@MobileOOP]); the platform calls upload(at:) per delivery when set.",
        "device.app.uploadTransferSeconds":
            "DCH time one upload needs, seconds (0.1: a few hundred bytes [A]).",
        "device.overrides":
            "Any fields of the profile to replace (battery, power, radio, gps, agps, wifi, cell); see docs/calibration.md for each value's source.",
        "device.overrides.agps":
            "Assisted GPS.",
        "device.overrides.agps.assistanceValiditySeconds":
            "How long downloaded assistance (ephemeris) stays valid, seconds (7200: 2 h; range 2–6 h).",
        "device.overrides.agps.assistedStartMedianSeconds":
            "Median time to first fix with fresh assistance data, seconds (8; u-blox aided 6–12 [@UbloxAntaris4], handsets < 20 [@MotorolaAGPS]).",
        "device.overrides.agps.downloadTransferSeconds":
            "DCH time of one assistance download, seconds (1).",
        "device.overrides.agps.visibilityMultiplier":
            "Factor on the place's GPS visibility while assisted, capped at 1 (1.5: indoor 0.2 → 0.3 [A]).",
        "device.overrides.battery":
            "The battery.",
        "device.overrides.battery.capacityMilliampHours":
            "Rated capacity in mAh (iPhone 4S: 1430 [V], [@iPhone4SBattery]).",
        "device.overrides.battery.nominalVolts":
            "Nominal voltage in volts, used only to convert charge to energy (3.7 V [V], [@iPhone4SBattery]).",
        "device.overrides.battery.usableFraction":
            "Share of the rated capacity the phone can use before it shuts down, 0 < f ≤ 1 (1.0 [A]: Apple's ratings run to empty, [@AppleiPhone4SSpecs]).",
        "device.overrides.cell":
            "Cell positioning.",
        "device.overrides.cell.cacheHitProbability":
            "Probability that the tower lookup is answered from the phone's cache (0.8).",
        "device.overrides.cell.cpuBusySeconds":
            "CPU work of one cell fix, seconds (0.5 at the busy current).",
        "device.overrides.cell.errorLogSigma":
            "Log-space spread of the triangulation error (0.56).",
        "device.overrides.cell.lookupTransferSeconds":
            "DCH time of one lookup on a cache miss, seconds (0.1).",
        "device.overrides.cell.minimumTowersForTriangulation":
            "Towers that must be heard to triangulate (3).",
        "device.overrides.cell.reportedAccuracyMeters":
            "The accuracy a cell fix reports, metres (1414, the constant iOS reports).",
        "device.overrides.cell.triangulationErrorFraction":
            "Median triangulation error as a fraction of the mean distance to the three nearest towers heard (0.69, **calibrated** to the suburban median of 600 m).",
        "device.overrides.gps":
            "The GPS receiver's error, start-up and signal-loss model.",
        "device.overrides.gps.biasSigmaMeters":
            "Per-axis standard deviation of the Ornstein–Uhlenbeck bias in open sky, metres (4).",
        "device.overrides.gps.biasTauSeconds":
            "Correlation time of the bias, seconds (60).",
        "device.overrides.gps.coldStartMedianSeconds":
            "Median time to first fix of a cold start, seconds (45).",
        "device.overrides.gps.hotMaximumAgeSeconds":
            "A start within this many seconds of the last fix is hot (7200: 2 h).",
        "device.overrides.gps.hotStartMedianSeconds":
            "Median time to first fix of a hot start (ephemeris fresh), seconds (2).",
        "device.overrides.gps.lossOfSignalSeconds":
            "Consecutive seconds without signal after which a tracking receiver drops to acquisition (5).",
        "device.overrides.gps.multipathLogSigma":
            "Log-space spread of a multipath outlier's extra error around the place's median (0.5).",
        "device.overrides.gps.reportedAccuracyFactor":
            "Reported accuracy as a multiple of the per-axis total sigma (1.51: the 68 % radius of a Rayleigh distribution, √(−2 ln 0.32), Android's `getAccuracy()` convention).",
        "device.overrides.gps.startLogSigma":
            "Log-space spread of every time to first fix around its median (0.3).",
        "device.overrides.gps.warmMaximumAgeSeconds":
            "A start within this many seconds of the last fix is warm, beyond it cold (14 400: 4 h, the ephemeris validity).",
        "device.overrides.gps.warmStartMedianSeconds":
            "Median time to first fix of a warm start (almanac and rough position known), seconds (30).",
        "device.overrides.gps.whiteSigmaMeters":
            "Per-axis standard deviation of the white noise in open sky, metres (1.5).",
        "device.overrides.name":
            "Short identifier, e.g. `iphone4s-2012`.",
        "device.overrides.power":
            "Current tables of the components, mA.",
        "device.overrides.power.baselineMilliamps":
            "Always drawn: suspended SoC, cellular paging, Wi-Fi associated idle (mA; 7.2 = 1430 mAh / 200 h Apple standby rating [D], [@AppleiPhone4SSpecs]).",
        "device.overrides.power.cpuActiveMilliamps":
            "Extra CPU current while running code (a callback), on top of awake, mA (60, so that a busy CPU draws 100 mA; `cpu.active` 55–260 [V], [@AndroidPowerProfiles]).",
        "device.overrides.power.cpuAwakeMilliamps":
            "CPU awake but idle (wake lock held, app running), mA (40; `cpu.awake` 20–44 [V], [@AndroidPowerProfiles]).",
        "device.overrides.power.gpsAcquiringMilliamps":
            "GPS receiver searching for satellites (acquiring or reacquiring), mA (120; G1 116 [V], [@PowerTutor]).",
        "device.overrides.power.gpsSleepMilliamps":
            "GPS receiver in its sleep tail after a stop, mA (5; Nexus One 4.7 [V], [@PowerTutor]).",
        "device.overrides.power.gpsSleepTailSeconds":
            "Length of the GPS sleep tail, seconds (6; PowerTutor `gpsSleepTime` [V], [@PowerTutor]).",
        "device.overrides.power.gpsTrackingMilliamps":
            "GPS receiver tracking with a fix, mA (75; Nexus One 73 [@PowerTutor], ARO 76 [@ARO] [V]).",
        "device.overrides.power.screenFullExtraMilliamps":
            "Extra screen current at full brightness compared with minimum, mA (160; `screen.full` 160–260 [V], [@AndroidPowerProfiles]); a brightness b ∈ [0, 1] adds b times this.",
        "device.overrides.power.screenOnMilliamps":
            "Screen on at minimum brightness, mA (100; `screen.on` 49–200 [V], [@AndroidPowerProfiles]).",
        "device.overrides.power.wifiScanMilliamps":
            "Wi-Fi radio while scanning, mA (220; `wifi.scan` Nexus One / Nexus S [V], [@AndroidPowerProfiles]).",
        "device.overrides.radio":
            "The 3G data radio's RRC timers and currents.",
        "device.overrides.radio.dchMilliamps":
            "Current in DCH (transfer and DCH tail), mA (0.7 W / 3.7 V = 189.19).",
        "device.overrides.radio.dchTailSeconds":
            "DCH inactivity timer (DCH→FACH), seconds ([@ARO] 5; carriers 4–25).",
        "device.overrides.radio.fachMilliamps":
            "Current in FACH, mA (0.35 W / 3.7 V = 94.59).",
        "device.overrides.radio.fachTailSeconds":
            "FACH inactivity timer (FACH→IDLE), seconds ([@ARO] 12; carriers 4–120).",
        "device.overrides.radio.fachToDchPromotionMilliamps":
            "Current during a FACH→DCH promotion, mA (0.55 W / 3.7 V = 148.65).",
        "device.overrides.radio.fachToDchPromotionSeconds":
            "Duration of a FACH→DCH promotion, seconds ([@ARO] 1.5).",
        "device.overrides.radio.idleToDchPromotionMilliamps":
            "Current during an IDLE→DCH promotion, mA (0.53 W / 3.7 V = 143.24).",
        "device.overrides.radio.idleToDchPromotionSeconds":
            "Duration of an IDLE→DCH promotion, seconds ([@ARO] average 2.0, range 1.5–4).",
        "device.overrides.summary":
            "What phone this is and where its numbers come from.",
        "device.overrides.wifi":
            "Wi-Fi positioning.",
        "device.overrides.wifi.cacheHitProbability":
            "Probability that the lookup is answered from the phone's cache (0.7).",
        "device.overrides.wifi.cpuAwakeSeconds":
            "How long a scan holds the CPU awake, seconds (1.5).",
        "device.overrides.wifi.errorLogSigma":
            "Log-space spread of the radial error (0.6).",
        "device.overrides.wifi.lookupTransferSeconds":
            "DCH time of one lookup on a cache miss, seconds (0.1).",
        "device.overrides.wifi.medianErrorMeters":
            "Median Wi-Fi positioning error per environment class, metres.",
        "device.overrides.wifi.medianErrorMeters.*":
            "Median Wi-Fi positioning error in this environment class, metres.",
        "device.overrides.wifi.minimumAccessPoints":
            "Access points a scan must see to position (1: the World calibrates AP densities so that the chance of at least one in range is the sourced WPS availability).",
        "device.overrides.wifi.outlierMedianMeters":
            "Median size of an outlier's error, metres (1000; log-normal with errorLogSigma).",
        "device.overrides.wifi.outlierProbability":
            "Probability that a fix is an outlier from moved access points (0.01).",
        "device.overrides.wifi.reportedAccuracyMeters":
            "The accuracy a Wi-Fi fix reports, metres (65, the constant iOS reports).",
        "device.overrides.wifi.scanSeconds":
            "Duration of one scan at the scan current, seconds (1.0; 11–14 channels × ~40 ms dwell plus overhead).",
        "device.powerProfileFile":
            "An Android power_profile.xml (relative to the scenario file) laid over the profile; keys it lacks are listed in the run output.",
        "device.profile":
            "A built-in profile: iphone4s-2012 (the paper's phone), nexus-s-2010, galaxy-nexus-2011, nexus4-2012, nexus5-2013.",
        "metrics":
            "How runs are scored against the exact ground truth.",
        "metrics.earlyToleranceSeconds":
            "A declaration up to this long before the true crossing still matches it (position error can put the device inside a little early), seconds [A].",
        "metrics.entryDeadlineSeconds":
            "An entry counts only if declared within this long after the true entry (and before the true exit); omitted: any time before the true exit.",
        "metrics.exitDeadlineSeconds":
            "An exit counts if declared within this long after the true exit, seconds [A].",
        "metrics.minimumDwellSeconds":
            "A true visit counts only if the device stays inside at least this long, seconds. Shorter passes (a bus driving through a stop's 50 m circle) are neither required nor penalised [A].",
        "name":
            "Short name, used for output directories (default: the file name).",
        "platform":
            "The iOS location services' rules and the cadences FenceSim assumes (docs/calibration.md, Platform).",
        "platform.assistedGPS":
            "Whether the satellite tier starts GPS with network assistance when data is available (the paper's phones use A-GPS: [@Raheja2012] §3.1.3) [V].",
        "platform.backgroundWakeSeconds":
            "How long an app woken in the background (significant change, region event) stays awake, seconds [V: \"about 10 seconds\" to handle a region event] [@AppleLocationPG].",
        "platform.cellFixIntervalSeconds":
            "Interval between cell fixes while a `kilometer` / `threeKilometers` manager runs, seconds [A].",
        "platform.gpsFreshnessSeconds":
            "A GPS fix older than this no longer counts as \"GPS is tracking\", seconds [A].",
        "platform.maximumMonitoredRegions":
            "Regions one app may monitor [V: 20] [@AppleStartMonitoring].",
        "platform.networkFixIntervalSeconds":
            "Interval between Wi-Fi (else cell) fixes while a `hundredMeters` manager runs, or while a fine manager runs and GPS has no recent fix, seconds [A].",
        "platform.regionConfirmationSeconds":
            "A crossing must hold this long before it is reported, seconds [V: 20 s] [@AppleLocationPG].",
        "platform.regionEvaluationIntervalSeconds":
            "Interval between the system's network-location evaluations of monitored regions, seconds (calibrated to Apple's \"3 to 5 minutes on average\" latency, [@AppleStartMonitoring]) [A].",
        "platform.regionExitMarginMeters":
            "An exit needs the location this far beyond the (effective) radius, metres [A].",
        "platform.regionMinimumEffectiveRadiusMeters":
            "Regions smaller than this behave as this radius, metres [V: \"a 10 m region does not fire until you are about 100 m away\"; 100 m minimum radius, WWDC lab notes] [@SORegion10m] [@Kevfoo2012].",
        "platform.significantChangeDistanceMeters":
            "Movement that triggers a delivery, metres [V: 500 m] [@OReillyiOSComponents].",
        "platform.significantChangeMaximumIntervalSeconds":
            "A delivery at least this often even without movement, seconds [V: 15 min] [@AppleEnergyGuide].",
        "platform.significantChangeMinimumIntervalSeconds":
            "No delivery within this long of the previous one, seconds [V: 5 min] [@OReillyiOSComponents].",
        "platform.timersKeepAppAwake":
            "Whether a pending app timer keeps the app awake (iOS: a suspended app runs no timers, so an app that relies on timers must stay awake) or merely wakes it when it fires (Android alarms) [V] [@Raheja2012] §3.3.4.",
        "run":
            "How long, how many replications, which seed, how many threads.",
        "run.days":
            "Simulated days (the horizon; a generated commute gets as many working days).",
        "run.maximumDays":
            "Cap on the horizon with untilEmpty, days.",
        "run.replications":
            "Independent replications (each a new world and new source errors, shared by all strategies).",
        "run.seed":
            "The master seed: with the scenario it fixes every random number.",
        "run.startHours":
            "Hour of the first day at which the app is launched with a full battery (the phone charged overnight and unplugged); 0 = midnight, when the generated commuter is asleep at home.",
        "run.threads":
            "Worker threads; 0 uses every core. Results do not depend on it.",
        "run.untilEmpty":
            "Keep simulating until every battery is empty, up to maximumDays (then extrapolate).",
        "strategies":
            "The strategies to compare, in order; the first is the baseline of paired differences.",
        "sweep":
            "Parameters to vary: {\"vary\": [{\"path\": …, \"values\": [ … ]} or {\"path\": …, \"from\": …, \"to\": …, \"step\": …}]}.",
        "world":
            "Where the commuter goes, through what kind of place, and which fences exist.",
        "world.environment":
            "The place: a preset layout, zones painted over it, and replacements of environment-table fields.",
        "world.environment.city":
            "The rings of the \"city\" preset.",
        "world.environment.city.canyonRadiusMeters":
            "Radius of the urban-canyon core, in metres.",
        "world.environment.city.outside":
            "The class beyond the suburbs.",
        "world.environment.city.suburbanRadiusMeters":
            "Outer radius of the suburban ring, in metres.",
        "world.environment.city.urbanRadiusMeters":
            "Outer radius of the urban ring, in metres.",
        "world.environment.defaultEnvironment":
            "The class everywhere for the \"uniform\" preset.",
        "world.environment.overrides":
            "Field replacements per environment class, applied to the standard table: {\"urban\": {\"gpsVisibility\": 0.8}, …}.",
        "world.environment.overrides.*":
            "Replacements for one environment class (only the fields given change).",
        "world.environment.overrides.*.cellTowerDensityPerSquareKm":
            "Replaces cellTowerDensityPerSquareKm when set.",
        "world.environment.overrides.*.cellTowerRangeMeters":
            "Replaces cellTowerRangeMeters when set.",
        "world.environment.overrides.*.dataCoverage":
            "Replaces dataCoverage when set.",
        "world.environment.overrides.*.gpsErrorScale":
            "Replaces gpsErrorScale when set.",
        "world.environment.overrides.*.gpsMultipathMedianMeters":
            "Replaces gpsMultipathMedianMeters when set.",
        "world.environment.overrides.*.gpsMultipathProbability":
            "Replaces gpsMultipathProbability when set.",
        "world.environment.overrides.*.gpsVisibility":
            "Replaces gpsVisibility when set.",
        "world.environment.overrides.*.wifiAccessPointDensityPerSquareKm":
            "Replaces wifiAccessPointDensityPerSquareKm when set.",
        "world.environment.overrides.*.wifiRangeMeters":
            "Replaces wifiRangeMeters when set.",
        "world.environment.preset":
            "The base layout of the map: \"city\" (concentric rings around the origin) or \"uniform\" (defaultEnvironment everywhere).",
        "world.environment.zones":
            "Zones painted over the base layout, in local metres (later ones win): each {\"environment\": CLASS, \"shape\": {\"circle\": {\"center\": {\"x\", \"y\"}, \"radiusMeters\"}} or {\"polygon\": {\"vertices\": [{\"x\", \"y\"}, …]}}}.",
        "world.environment.zones[]":
            "One zone: an environment class and a shape.",
        "world.fences":
            "Which fences a world gets: explicit ones, fences on the route, distractors off it.",
        "world.fences.alongTrackCount":
            "Number of evenly spaced `stop` fences along a recorded track.",
        "world.fences.distractorCount":
            "Number of distractor fences off the route (never entered).",
        "world.fences.distractorDistanceFromRouteMeters":
            "Distance band from a distractor's centre to the nearest point of the route, in metres; its lower bound must exceed the largest distractor radius.",
        "world.fences.distractorRadiusMeters":
            "Radius of each distractor, in metres (uniform).",
        "world.fences.explicit":
            "Fences listed by the scenario.",
        "world.fences.explicit[]":
            "One explicit fence: centre as x/y (local metres) or latitude/longitude (degrees).",
        "world.fences.explicit[].id":
            "Unique identifier.",
        "world.fences.explicit[].latitude":
            "Centre latitude in degrees.",
        "world.fences.explicit[].longitude":
            "Centre longitude in degrees.",
        "world.fences.explicit[].name":
            "Human-readable name (defaults to the id).",
        "world.fences.explicit[].radiusMeters":
            "Radius in metres.",
        "world.fences.explicit[].role":
            "Role (default custom).",
        "world.fences.explicit[].x":
            "Centre, metres east of the origin.",
        "world.fences.explicit[].y":
            "Centre, metres north of the origin.",
        "world.fences.onRouteRadiusMeters":
            "Radius of each on-route fence, in metres (uniform; a single value when the bounds agree).",
        "world.fences.onRouteRoles":
            "Roles of the generated on-route fences. A commute offers home, work, stop (the boarding and alighting points of every mode) and errand; a recorded track offers home (its start), work (its end) and stop (alongTrackCount points spaced evenly along it).",
        "world.movement":
            "How the commuter moves: exactly one of \"commute\" (the working-day generator) or \"recordedTrack\".",
        "world.movement.commute":
            "The working-day commute generator; its number of days always follows run.days.",
        "world.movement.commute.blockSizeMeters":
            "Side of a street block.",
        "world.movement.commute.buildingRadiusMeters":
            "Radius of the indoor zone put on the map around home, work and every errand or lunch place.",
        "world.movement.commute.busCruiseSpeedKmh":
            "Bus speed between stops (drawn per stretch).",
        "world.movement.commute.busStopDwellSeconds":
            "Time standing at each bus stop.",
        "world.movement.commute.busStopSpacingMeters":
            "Distance between bus stops along the route.",
        "world.movement.commute.busWaitMinutes":
            "Wait at the stop before the bus comes.",
        "world.movement.commute.carHighwaySpeedKmh":
            "Car speed on a run in a rural or open-sky area (highway).",
        "world.movement.commute.carStopProbability":
            "Probability of stopping (traffic light, junction) at the end of each street run.",
        "world.movement.commute.carStopSeconds":
            "Duration of such a stop.",
        "world.movement.commute.carSuburbanSpeedKmh":
            "Car speed on a street run in a suburban area.",
        "world.movement.commute.carUrbanSpeedKmh":
            "Car speed on a street run in an urban or urban-canyon area.",
        "world.movement.commute.carWalkMeters":
            "Street distance between the car and home or work.",
        "world.movement.commute.days":
            "Number of consecutive working days (each 24 h, starting at midnight).",
        "world.movement.commute.departureMeanHours":
            "Mean morning departure time, in hours after midnight.",
        "world.movement.commute.departureStandardDeviationMinutes":
            "Standard deviation of the departure time, in minutes (clamped at ±3 sd).",
        "world.movement.commute.errandDistanceFromHomeMeters":
            "Distance of each errand place from home.",
        "world.movement.commute.errandDwellMinutes":
            "Time spent at each errand place.",
        "world.movement.commute.errandPlaceCount":
            "Number of errand places (shops…) near home.",
        "world.movement.commute.errandProbability":
            "Probability of running errands on the way home on a given day.",
        "world.movement.commute.homeDistanceFromWorkMeters":
            "Straight-line distance from home to work.",
        "world.movement.commute.lunchDistanceFromWorkMeters":
            "Distance of each lunch place from work.",
        "world.movement.commute.lunchDwellMinutes":
            "Time spent at the lunch place.",
        "world.movement.commute.lunchPlaceCount":
            "Number of lunch places near work.",
        "world.movement.commute.lunchProbability":
            "Probability of a lunch walk on a given day.",
        "world.movement.commute.lunchStartHours":
            "Lunch start time window, in hours after midnight.",
        "world.movement.commute.maximumErrandsPerDay":
            "Largest number of errands on one evening (1 … this many, uniformly).",
        "world.movement.commute.modeProbabilities":
            "Probabilities of bus, car and rail for each day's transit leg (they must sum to 1).",
        "world.movement.commute.modeProbabilities.bus":
            "Probability of taking the bus.",
        "world.movement.commute.modeProbabilities.car":
            "Probability of driving.",
        "world.movement.commute.modeProbabilities.rail":
            "Probability of taking the train (underground in the city core).",
        "world.movement.commute.railSpeedKmh":
            "Train speed between stations (drawn per stretch).",
        "world.movement.commute.railStationDwellSeconds":
            "Time standing at each intermediate station.",
        "world.movement.commute.railStationSpacingMeters":
            "Distance between stations along the line.",
        "world.movement.commute.railWaitMinutes":
            "Wait on the platform before the train comes.",
        "world.movement.commute.undergroundRadiusMeters":
            "Rail stretches whose midpoint is within this distance of the city centre run underground.",
        "world.movement.commute.walkFromStopMeters":
            "Street distance walked from the alighting stop or station to work.",
        "world.movement.commute.walkSpeedMetersPerSecond":
            "Walking speed (drawn per walk).",
        "world.movement.commute.walkToStopMeters":
            "Street distance walked from home to the bus stop or station.",
        "world.movement.commute.workDistanceFromCenterMeters":
            "Distance of the workplace from the city centre (the local origin).",
        "world.movement.commute.workdayHours":
            "Time from arrival at work to leaving it, in hours.",
        "world.movement.recordedTrack":
            "A recorded track (GPX 1.1, CSV time,lat,lon[,accuracy], GeoJSON LineString with times, barefoot JSON).",
        "world.movement.recordedTrack.afterEnd":
            "After the track's last fix: \"end\" (the run ends there; battery life beyond it is extrapolated at the mean current over the track and flagged) or \"park\" (the phone stays at the last fix until the horizon, and the ground truth counts it as there).",
        "world.movement.recordedTrack.format":
            "\"gpx\", \"csv\", \"geojson\" or \"barefoot\"; omitted: inferred from the extension and content.",
        "world.movement.recordedTrack.options":
            "How the track is imported.",
        "world.movement.recordedTrack.options.gapSeconds":
            "Kept fixes further apart in time than this are a gap: bridged and reported, seconds.",
        "world.movement.recordedTrack.options.maximumSpeedMetersPerSecond":
            "Fixes implying a faster move than this from the last kept fix are jumps and are dropped, m/s (default 200 km/h).",
        "world.movement.recordedTrack.options.mode":
            "The travel mode of the track's legs (a recording does not say).",
        "world.movement.recordedTrack.options.timeOrigin":
            "Where simulation time zero falls: \"firstFix\" or \"midnightUTC\" (midnight UTC of the first fix's day).",
        "world.movement.recordedTrack.path":
            "The track file, relative to the scenario file.",
        "world.origin":
            "Latitude and longitude (degrees) of the local origin (the city centre); omitted: Munich for a commute, the centre of a recorded track.",
    ]
}
