#!/usr/bin/env python3
"""Reads the tidy tables of one `fencesim run` with pandas and draws one figure with matplotlib.

usage: plot.py RESULTS_DIR OUT.png

RESULTS_DIR holds summary.csv and visits.csv (every `fencesim run` writes them) and battery.csv (with
`--battery-series MINUTES`). The figure has three panels: entry recall per strategy with its 95 % interval and
the visits it counts (summary.csv), the empirical distribution of entry latency over the detected visits
(visits.csv), and the battery level of replication 0 of each strategy over time (battery.csv).
"""
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # no display needed
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd


def main(directory: Path, out: Path) -> None:
    summary = pd.read_csv(directory / "summary.csv")
    visits = pd.read_csv(directory / "visits.csv")
    battery = pd.read_csv(directory / "battery.csv")

    recall = summary[summary.metric == "entryRecall"].set_index("strategy")
    strategies = list(recall.index)
    figure, (left, middle, right) = plt.subplots(1, 3, figsize=(15, 4.5))

    # Entry recall: the pooled share, its Wilson interval and the visits it pools (n).
    positions = np.arange(len(strategies))
    errors = [recall.estimate - recall.lower, recall.upper - recall.estimate]
    left.errorbar(positions, recall.estimate, yerr=errors, fmt="o", capsize=6)
    for position, strategy in zip(positions, strategies):
        left.annotate(f"n = {recall.loc[strategy, 'n']} visits", (position, recall.loc[strategy, "lower"]),
                      textcoords="offset points", xytext=(0, -16), ha="center", fontsize=8)
    left.set_xticks(positions, strategies)
    left.set_xlim(-0.5, len(strategies) - 0.5)
    left.set_ylim(0, 1.05)
    left.set_ylabel("entry recall (pooled, 95 % interval)")
    left.set_title("summary.csv")

    # Entry latency of the counted, detected visits: one step curve per strategy, log axis.
    counted = visits[visits.counted & visits.detected]
    for strategy, group in counted.groupby("strategy"):
        latencies = np.sort(np.maximum(group.latencySeconds.to_numpy(), 1.0))
        share = np.arange(1, len(latencies) + 1) / len((visits[(visits.strategy == strategy) & visits.counted]))
        middle.step(latencies, share, where="post", label=strategy)
    middle.set_xscale("log")
    middle.set_xlabel("entry latency (s, at least 1)")
    middle.set_ylabel("share of counted visits detected")
    middle.set_title("visits.csv")
    middle.legend()

    # Battery level of replication 0: a sawtooth when the phone is charged each day. A phone that ran empty has no
    # samples until the next charge: the line breaks there (a gap longer than twice the usual spacing).
    first = battery[battery.replication == 0]
    for strategy, group in first.groupby("strategy"):
        hours = group.timeSeconds.to_numpy() / 3600
        level = group.remainingPercent.to_numpy(dtype=float)
        steps = np.diff(hours)
        gaps = np.flatnonzero(steps > 2 * np.median(steps[steps > 0])) + 1
        right.plot(np.insert(hours, gaps, np.nan), np.insert(level, gaps, np.nan), label=strategy)
    right.set_xlabel("hours from midnight of day 1")
    right.set_ylabel("battery left (% of usable)")
    right.set_ylim(-5, 105)
    right.set_title("battery.csv (replication 0)")
    right.legend()

    figure.tight_layout()
    figure.savefig(out, dpi=100)
    print(f"wrote {out}: {len(strategies)} strategies, {len(visits)} visits, {len(battery)} battery samples")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(Path(sys.argv[1]), Path(sys.argv[2]))
