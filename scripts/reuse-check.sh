#!/usr/bin/env bash
# make reuse-check: a Morris study over every parameter of the parameter table that a scenario can take, from
# a seed, run with reuse and with --no-reuse; the two paths must produce the same outcome: the same
# results.json byte for byte, or — when a design point empties the day (a metric undefined on every
# replication, which stops a study with a message) — the same exit status and the same message. After an
# identical stop the next seed is tried, up to REUSE_ATTEMPTS seeds, so that a run usually also compares
# results; when every attempt stops identically the check passes and says so.
#
# Usage: scripts/reuse-check.sh FENCESIM SCENARIO TRAJECTORIES REPLICATIONS SEED
# Environment: REUSE_ATTEMPTS (default 3), REUSE_CHECK_OUT (default .build/reuse-check).
# Exit 0 when the paths agree, 1 when they differ, 2 on bad usage.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 5 ]; then
  echo "reuse-check: expected FENCESIM SCENARIO TRAJECTORIES REPLICATIONS SEED, got $# arguments" >&2
  exit 2
fi
fencesim=$1 scenario=$2 trajectories=$3 replications=$4 seed=$5
attempts=${REUSE_ATTEMPTS:-3}
out=${REUSE_CHECK_OUT:-.build/reuse-check}
if ! [[ $seed =~ ^[0-9]+$ && $attempts =~ ^[1-9][0-9]*$ ]]; then
  echo "reuse-check: REUSE_SEED '$seed' and REUSE_ATTEMPTS '$attempts' must be whole numbers (attempts ≥ 1)" >&2
  exit 2
fi

# study PATH_NAME SEED [FLAG]: runs one path; leaves its exit status and stderr in $out/PATH_NAME.
study() {
  local name=$1 studySeed=$2
  shift 2
  rm -rf "${out:?}/$name"
  mkdir -p "$out"
  "$fencesim" sensitivity "$scenario" --parameters all --trajectories "$trajectories" \
    --replications "$replications" --seed "$studySeed" --out "$out/$name" --quiet "$@" \
    >/dev/null 2>"$out/$name.stderr"
  echo $? >"$out/$name.status"
}

for ((attempt = 0; attempt < attempts; attempt++)); do
  current=$((seed + attempt))
  echo "reuse-check: seed $current, $trajectories trajectories, $replications replications, $scenario"
  study kept "$current"
  study plain "$current" --no-reuse
  if ! cmp -s "$out/kept.status" "$out/plain.status" || ! cmp -s "$out/kept.stderr" "$out/plain.stderr"; then
    echo "reuse-check: the paths differ at seed $current (exit status $(cat "$out/kept.status") with reuse," \
      "$(cat "$out/plain.status") without; messages in $out/kept.stderr and $out/plain.stderr)" >&2
    exit 1
  fi
  if [ "$(cat "$out/kept.status")" = 0 ]; then
    if cmp "$out/kept/results.json" "$out/plain/results.json"; then
      echo "reuse-check: byte-identical with and without reuse (seed $current)"
      exit 0
    fi
    echo "reuse-check: results differ with and without reuse (seed $current): $out/kept/results.json, $out/plain/results.json" >&2
    exit 1
  fi
  echo "reuse-check: both paths stopped identically at seed $current (exit $(cat "$out/kept.status")): $(head -c 300 "$out/kept.stderr")"
done
echo "reuse-check: both paths stopped identically at each of $attempts seeds from $seed; no results to compare"
