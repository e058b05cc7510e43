#!/usr/bin/env bash
# Regenerates every committed results file, report and quoted figure with the Makefile's own targets and checks
# that each is byte-identical to the committed one, the model's source digest aside (results, reports and
# parts name the model that made them, `"sources" : "…"` and "sources …" in the text; a change of any file
# under Sources/ changes it). For a change that must not move a number: a refactoring, a move between targets.
#
# Usage: scripts/check-byte-identical.sh [--skip-slow]
#   --skip-slow  leaves out calibration-report (about 10 min on 2 busy cores) and optimize-report (the
#                14 400-run grid and two optimisations); everything else takes a few minutes.
# Environment: MAKE (default make), NICE (default "nice -n 10": the machine is shared).
#
# The targets run in the order their inputs need: the calibration first (the uncertainty band and the robust
# optimisation draw from reports/calibration/results.json), then the sensitivity studies (make report quotes
# the band), the reports, the optimisation, the CI baseline and the docs (make docs quotes all of them). They
# write in place, so the files they write must be unmodified in git before; afterwards a file that differs
# only in the digest is left as written (commit it: it names the model that made it now), and any other
# difference is listed with the first lines of its diff.
# Exit status: 0 all identical (digest aside), 1 a file differs, a file is new or a committed one is gone,
# 2 bad usage, a dirty tree or a make target failing.
set -uo pipefail
cd "$(dirname "$0")/.."

make=${MAKE:-make}
nice=${NICE:-nice -n 10}
slow=1
case ${1:-} in
  "") ;;
  --skip-slow) slow=0 ;;
  *) echo "check-byte-identical: unknown option '$1' (usage: $0 [--skip-slow])" >&2; exit 2 ;;
esac
[ $# -le 1 ] || { echo "check-byte-identical: one option at most (usage: $0 [--skip-slow])" >&2; exit 2; }

# What the targets write: every committed report, the docs (make docs) and the schema.
outputs=(reports README.md docs scenarios/schema.json)
if [ -n "$(git status --porcelain -- "${outputs[@]}")" ]; then
  echo "check-byte-identical: ${outputs[*]} have uncommitted changes; commit or stash them first:" >&2
  git status --short -- "${outputs[@]}" >&2
  exit 2
fi

targets=()
[ $slow = 1 ] && targets+=(calibration-report)
targets+=(sensitivity-report report)
[ $slow = 1 ] && targets+=(optimize-report)
targets+=(ci-baseline docs)

for target in "${targets[@]}"; do
  start=$(date +%s)
  if ! $nice "$make" --no-print-directory "$target" >".build/check-byte-identical-$target.log" 2>&1; then
    echo "check-byte-identical: make $target failed; see .build/check-byte-identical-$target.log" >&2
    tail -20 ".build/check-byte-identical-$target.log" >&2
    exit 2
  fi
  echo "make $target: $(($(date +%s) - start)) s"
done

# The model digest, whatever its value, replaced by a placeholder.
mask() { sed -E 's/(sources[" :]*)[0-9a-f]{16}/\1<model digest>/g'; }

digest=0 differing=0 failed=0
while IFS= read -r -d '' entry; do
  status=${entry:0:2} file=${entry:3}
  case $status in
    " M")
      if cmp -s <(git show "HEAD:$file" | mask) <(mask <"$file"); then
        digest=$((digest + 1))
      else
        echo "DIFFERS: $file"
        diff <(git show "HEAD:$file" | mask) <(mask <"$file") | head -8 | sed 's/^/    /'
        differing=$((differing + 1)) failed=1
      fi
      ;;
    "??") echo "NEW: $file (not committed)"; failed=1 ;;
    " D") echo "GONE: $file (committed, no longer written)"; failed=1 ;;
    *) echo "CHANGED ($status): $file"; failed=1 ;;
  esac
done < <(git status --porcelain -z --untracked-files=all -- "${outputs[@]}")
total=$(git ls-files -- "${outputs[@]}" | wc -l)
echo "check-byte-identical: of $total committed files under ${outputs[*]}: $((total - digest - differing))" \
  "unchanged, $digest identical but for the model digest, $differing different$([ $slow = 0 ] && echo ' (calibration and optimisation not regenerated: --skip-slow)')"
[ $failed = 0 ] || { echo "check-byte-identical: some files differ (above)" >&2; exit 1; }
