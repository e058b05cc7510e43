#!/usr/bin/env bash
# Counts the lines of the studies' checkpoint, part and merge code and of the command line's resume loops:
# before the study engine (the parent of the commit that introduced it) and now, in all lines and in code
# lines (neither blank nor only a comment). Prints each set's files and the ratio now / before.
#
# Before: the four studies' checkpoint, part, shard and merge files, the sweep's Sharding/ room, the signal
# handling, SensitivityPart and its merge inside SensitivityResults.swift, the three command-line files that
# were nothing but a resume loop or a shard runner, and the lines the engine's commit removed from the five
# commands' own resume loops.
# Now: FenceStudy/Engine (but StudyFile.swift, the results-file reader, which replaced the byte sniffing in
# report, merge and the fuzz target that the "before" set does not count either), each study's conformance file
# (header, unit, batch, results; whole files), and each command's driver block (from `let driver =
# StudyDriver(` to its `driver.write(`).
#
# Usage: scripts/study-engine-lines.sh [COMMIT]   (COMMIT: the tree counted as "now"; default HEAD)
set -euo pipefail
cd "$(dirname "$0")/.."

engine_commit=26f894a94132fecf1d06cb7afa077e59a2a9347a
before="$engine_commit^"
now=${1:-HEAD}

# total and code lines of stdin
count() { awk '{ t++ } /^[ \t]*$/ || /^[ \t]*\/\// { next } { c++ } END { printf "%d %d\n", t, c }'; }

row() { read -r t c; printf '%6d %6d  %s\n' "$t" "$c" "$1"; echo "$t $c" >>"$2"; }

before_sums=$(mktemp)
now_sums=$(mktemp)
trap 'rm -f "$before_sums" "$now_sums"' EXIT

echo "before ($(git rev-parse --short "$before")): lines, code lines, file"
for file in \
  Sources/FenceExperiment/Sharding/Checkpoint.swift \
  Sources/FenceExperiment/Sharding/CheckpointDirectory.swift \
  Sources/FenceExperiment/Sharding/PartialResults.swift \
  Sources/FenceExperiment/Sharding/PartialResults+Merge.swift \
  Sources/FenceExperiment/Sharding/Shard.swift \
  Sources/FenceExperiment/Sharding/MergeError.swift \
  Sources/FenceExperiment/Calibration/CalibrationCheckpoint.swift \
  Sources/FenceExperiment/Calibration/CalibrationPart.swift \
  Sources/FenceExperiment/Calibration/CalibrationStudy+Shard.swift \
  Sources/FenceExperiment/Optimization/OptimizationCheckpoint.swift \
  Sources/FenceExperiment/Optimization/OptimizationPart.swift \
  Sources/FenceExperiment/Optimization/OptimizationPart+Merge.swift \
  Sources/FenceExperiment/Sensitivity/SensitivityCheckpoint.swift \
  Sources/FenceCLI/CheckpointedRun.swift \
  Sources/FenceCLI/CalibrateCommand+Shard.swift \
  Sources/FenceCLI/OptimizeCommand+Shard.swift \
  Sources/FenceCLI/Interruption.swift; do
  git show "$before:$file" | count | row "$file" "$before_sums"
done
git show "$before:Sources/FenceExperiment/Sensitivity/SensitivityResults.swift" \
  | awk '/^public struct SensitivityPart/ { on = 1 } /^extension ResultsDecoding.Kind/ { on = 0 } on' \
  | count | row "SensitivityResults.swift: SensitivityPart and its merge" "$before_sums"
git show "$engine_commit" -- Sources/FenceCLI/{Calibrate,Optimize,Run,Sensitivity,Sweep}Command.swift \
  | grep '^-' | grep -v '^---' | sed 's/^-//' \
  | count | row "the five commands' resume loops (lines the engine's commit removed)" "$before_sums"

echo
echo "now ($(git rev-parse --short "$now")):"
for file in $(git ls-tree --name-only "$now" Sources/FenceStudy/Engine/ | grep -v '/StudyFile.swift$') \
  Sources/FenceStudy/Sweep/ResultsHeader+Study.swift \
  Sources/FenceStudy/Sensitivity/SensitivityHeader+Study.swift \
  Sources/FenceStudy/Calibration/CalibrationHeader.swift \
  Sources/FenceStudy/Optimization/OptimizationHeader.swift; do
  git show "$now:$file" | count | row "$file" "$now_sums"
done
for command in Calibrate Optimize Run Sensitivity Sweep; do
  git show "$now:Sources/FenceCLI/${command}Command.swift" \
    | awk '/let driver = StudyDriver\(/ { on = 1 } on { print } on && /driver\.write\(/ { on = 0 }' \
    | count | row "${command}Command.swift: the driver block" "$now_sums"
done

echo
awk -v label=before '{ t += $1; c += $2 } END { printf "%-7s %6d lines, %6d code lines\n", label, t, c }' "$before_sums"
awk -v label=now '{ t += $1; c += $2 } END { printf "%-7s %6d lines, %6d code lines\n", label, t, c }' "$now_sums"
paste -d' ' <(awk '{ t += $1; c += $2 } END { print t, c }' "$before_sums") \
  <(awk '{ t += $1; c += $2 } END { print t, c }' "$now_sums") \
  | awk '{ printf "ratio now / before: %.2f of the lines, %.2f of the code lines (target: at most 0.50)\n", $3 / $1, $4 / $2 }'
