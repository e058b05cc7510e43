#!/usr/bin/env bash
# Runs the example's scenario with fencesim and draws its figure from the tidy tables:
#   examples/tidy-outputs/run.sh [FENCESIM] [OUT_DIR]
# FENCESIM defaults to the release build (.build/release/fencesim), OUT_DIR to .build/tidy-outputs. Needs Python 3
# with pandas and matplotlib ($PYTHON, default python3; Debian: python3-pandas python3-matplotlib, which make
# tidy-example installs and runs with /usr/bin/python3).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
fencesim="${1:-.build/release/fencesim}"
out="${2:-.build/tidy-outputs}"
"$fencesim" run "$here/scenario.json" --out "$out" --battery-series 10 --quiet
"${PYTHON:-python3}" "$here/plot.py" "$out" "$out/figure.png"
