#!/usr/bin/env bash
# bench-compare.sh BASE [ROUNDS]: one simulated day of three-manager and of continuous (fencebench
# strategies, best of 9 per run) for the tree at commit BASE and for this tree, the two alternating
# (BASE, this, this, BASE, BASE, this, ...) for ROUNDS rounds (default 5), so that a slow spell of the
# shared machine falls on both alike and neither always runs second. Prints each run's figures, then
# per strategy the median ms of each tree and the median of the rounds' ratios this / BASE. Wall time
# on these machines swings x1.5-2 between runs; only such same-run ratios mean anything, and even they
# move by several percent (docs/benchmarks.md).
#
# BASE is built (release fencebench) in a temporary git worktree under .build/bench-compare/; this tree's
# fencebench must be built already (make bench does; or swift build -c release --product fencebench).
# Run from the repository root: the strategies suite reads scenarios/paper-2012.json.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: scripts/bench-compare.sh BASE [ROUNDS]   (BASE: a commit, e.g. 71aeb4d)" >&2
    exit 2
fi
base=$1
rounds=${2:-5}
if ! [[ $rounds =~ ^[1-9][0-9]*$ ]]; then
    echo "bench-compare: ROUNDS must be a positive whole number, not '$rounds'" >&2
    exit 2
fi
if ! commit=$(git rev-parse --verify --quiet "$base^{commit}"); then
    echo "bench-compare: '$base' is not a commit of this repository (fix: give a hash or branch git log shows)" >&2
    exit 2
fi
current=.build/release/fencebench
if ! [ -x "$current" ]; then
    echo "bench-compare: $current is missing (fix: swift build -c release --product fencebench)" >&2
    exit 2
fi

work=.build/bench-compare/$commit
if ! [ -x "$work/.build/release/fencebench" ]; then
    rm -rf "$work"
    git worktree prune
    git worktree add --detach --force "$work" "$commit" >/dev/null
    echo "building fencebench at $commit (release) ..." >&2
    (cd "$work" && swift build -c release --product fencebench >/dev/null)
fi
based="$work/.build/release/fencebench"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
rows="$out/rows"
for round in $(seq 1 "$rounds"); do
    # Which tree runs first alternates too: the second run of a pair tends to be the slower one.
    order="base this"
    [ $((round % 2)) -eq 0 ] && order="this base"
    for tree in $order; do
        binary=$based
        [ $tree = this ] && binary=$current
        # An older tree's suite may stop after the two days (an Android strategy it could not run, a
        # scenario it cannot read): its exit status is not the comparison's.
        { "$binary" strategies --out-dir "$out/$tree" 2>/dev/null || true; } | awk -v round="$round" -v tree="$tree" \
            '$1 == "three-manager" || $1 == "continuous" { print round, tree, $1, $2 }' | tee -a "$rows"
    done
done

awk '
    { ms[$3, $2, $1] = $4; names[$3] = 1; last = $1 }
    END {
        for (name in names) {
            n = 0
            for (r = 1; r <= last; r++) if (((name, "base", r) in ms) && ((name, "this", r) in ms)) {
                n++; b[n] = ms[name, "base", r]; t[n] = ms[name, "this", r]; q[n] = t[n] / b[n]
            }
            if (n == 0) continue
            printf "%-14s base median %.2f ms, this median %.2f ms, ratio this/base median %.3f (%d rounds)\n",
                name, median(b, n), median(t, n), median(q, n), n
        }
    }
    function median(values, count,    i, j, swap) {
        for (i = 2; i <= count; i++) for (j = i; j > 1 && values[j - 1] > values[j]; j--) {
            swap = values[j]; values[j] = values[j - 1]; values[j - 1] = swap
        }
        return count % 2 ? values[(count + 1) / 2] : (values[count / 2] + values[count / 2 + 1]) / 2
    }' "$rows"
