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
        "device.overrides":
            "Any fields of the profile to replace (battery, power, radio, gps, agps, wifi, cell); see docs/calibration.md for each value's source.",
        "device.overrides.agps":
            "Assisted GPS.",
        "device.overrides.battery":
            "The battery.",
        "device.overrides.cell":
            "Cell positioning.",
        "device.overrides.motion":
            "Motion sensing: the current of activity updates, the activity classifier's detection delays and accuracy.",
        "device.overrides.gps":
            "The GPS receiver's error, start-up and signal-loss model.",
        "device.overrides.name":
            "Short identifier, e.g. `iphone4s-2012`.",
        "device.overrides.power":
            "Current tables of the components, mA.",
        "device.overrides.radio":
            "The 3G data radio's RRC timers and currents.",
        "device.overrides.summary":
            "What phone this is and where its numbers come from.",
        "device.overrides.wifi":
            "Wi-Fi positioning.",
        "device.overrides.wifi.medianErrorMeters":
            "Median Wi-Fi positioning error per environment class, metres.",
        "device.powerProfileFile":
            "An Android power_profile.xml (relative to the scenario file) laid over the profile; keys it lacks are listed in the run output.",
        "device.profile":
            "A built-in profile: iphone4s-2012 (the paper's phone), nexus-s-2010, galaxy-nexus-2011, nexus4-2012, nexus5-2013, nokia-n95-8gb-2007 (SenseLess's phone).",
        "metrics":
            "How runs are scored against the exact ground truth.",
        "name":
            "Short name, used for output directories (default: the file name).",
        "platform":
            "The platform the strategies run under (kind), the iOS location services' rules and the cadences FenceSim assumes, and Android's rules (android) (docs/calibration.md, Platform; docs/platform.md).",
        "platform.android":
            "The Android platform's rules: Background Location Limits, inexact alarms and Doze (docs/calibration.md, Android platform).",
        "platform.android.geofencing":
            "The Geofencing API's rules: the 100-fence limit, the evaluation cadences and the overlap rule (docs/calibration.md, Android Geofencing API).",
        "platform.android.proximityAlerts":
            "The framework proximity alerts' polling constants (AOSP GeofenceManager; docs/calibration.md, Android proximity alerts).",
        "platform.kind":
            "The platform the strategies run under: \"ios\" (default) or \"android\"; a strategy entry's own \"platform\" overrides it. An Android scenario without device.profile gets nexus5-2013.",
        "run":
            "How long, how many replications, which seed, how many threads.",
        "run.chargeDaily":
            "Score every strategy over the same days: the phone is charged back to full at run.chargeHours each day, one that runs empty misses what happens until the next charge (its app then launched again), and energy is also reported as daily drain (% of the battery per day) and hours empty per day; false: one battery from the start, each strategy scored until its battery is empty or the horizon. Default true, false with untilEmpty (the two cannot be combined).",
        "run.chargeHours":
            "Hour of each day at which the phone is back on full charge with chargeDaily (instantly in the model: what the phone draws before that hour counts against the day before).",
        "run.days":
            "Simulated days: the horizon is this many times 24 h from run.startHours (a generated commute gets as many working days).",
        "run.maximumDays":
            "Cap on the horizon with untilEmpty, days.",
        "run.replications":
            "Independent replications (each a new world and new source errors, shared by all strategies).",
        "run.seed":
            "The master seed: with the scenario it fixes every random number.",
        "run.startHours":
            "Hour of the first day at which the app is launched with a full battery (the phone charged overnight and unplugged): default 6.5 (06:30, before the generated commuter's earliest departure at 06:45) for a generated commute, 0 for a recorded track (its first fix, or midnight UTC with timeOrigin \"midnightUTC\"); 0 = midnight.",
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
            "Radius in metres, 1 to 100 000 (as the generated fences).",
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
        "world.movement.commute.errandDistanceFromHomeMeters":
            "Distance of each errand place from home.",
        "world.movement.commute.errandDwellMinutes":
            "Time spent at each errand place.",
        "world.movement.commute.homeDistanceFromWorkMeters":
            "Straight-line distance from home to work.",
        "world.movement.commute.lunchDistanceFromWorkMeters":
            "Distance of each lunch place from work.",
        "world.movement.commute.lunchDwellMinutes":
            "Time spent at the lunch place.",
        "world.movement.commute.lunchStartHours":
            "Lunch start time window, in hours after midnight.",
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
