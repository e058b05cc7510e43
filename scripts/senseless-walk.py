#!/usr/bin/env python3
"""Writes scenarios/synthetic/senseless-walk.csv: a synthetic "typical indoor and outdoor walk" for the
SenseLess reproduction (scenarios/senseless-n95.json). Nobody walked it; every number is an assumption [A]
stated in docs/calibration.md ("Motion sensing").

Three identical hours between two buildings A and B, 840 m apart on an east-west street (St Andrews,
56.34 N 2.795 W). Each hour: 10 min walking outdoors A -> B, 5 min walking a 40 m corridor in B (1.33 m/s), 15 min
still in B, 10 min walking outdoors B -> A, 5 min in A's corridor, 15 min still in A. So 20 min outdoors
walking, 10 min indoors walking, 30 min still indoors. A fix every 5 s at 1.4 m/s walking speed.
Usage: python3 scripts/senseless-walk.py > scenarios/synthetic/senseless-walk.csv
"""
import math

LAT0, LON0 = 56.34, -2.795
M_PER_DEG_LAT = 111_320.0
M_PER_DEG_LON = M_PER_DEG_LAT * math.cos(math.radians(LAT0))
SPEED = 1.4
STEP = 5
A, B = 0.0, 840.0


def leg_outdoors(start, end):
    duration = 600
    return [start + (end - start) * t / duration for t in range(0, duration, STEP)]


def corridor(centre):
    """Back and forth along a 40 m corridor centred on the building, 80 m a minute, five minutes."""
    def triangle(t):
        phase = (t % 60) / 60
        return 4 * phase if phase < 0.25 else 2 - 4 * phase if phase < 0.75 else 4 * phase - 4
    return [centre + 20 * triangle(t) for t in range(0, 300, STEP)]


def still(centre):
    return [centre] * (900 // STEP)


xs = []
for _ in range(3):
    xs += leg_outdoors(A, B) + corridor(B) + still(B) + leg_outdoors(B, A) + corridor(A) + still(A)
xs.append(A)

print("# synthetic: scripts/senseless-walk.py (SenseLess reproduction, docs/calibration.md)")
print("time,lat,lon")
for index, x in enumerate(xs):
    seconds = index * STEP
    stamp = "2009-06-01T%02d:%02d:%02dZ" % (9 + seconds // 3600, seconds // 60 % 60, seconds % 60)
    print("%s,%.7f,%.7f" % (stamp, LAT0, LON0 + x / M_PER_DEG_LON))
