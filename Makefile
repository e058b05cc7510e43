# FenceSim — set-up, build, test, run and benchmark. Every install step lives here, so a fresh
# clone needs nothing but `make run` and `make test` (see README.md).

SWIFT      ?= swift
RELEASE    := .build/release
DEBUG      := .build/debug
TEST_BUILD := .build/test
BENCH_DIR  := .build/bench
# Debian packages, by what needs them (each deps-* target installs its list when a check fails; README.md):
# running (make run, build, report, docs, sweeps, studies): GSL (statistics and random numbers) and pkg-config
# (to find it); the tests add GNU parallel (the sharded sweep of docs/scaling.md, GNUParallelTests); CI adds
# SLURM with munge (slurm-test), g++ (the C++ baseline of bench) and valgrind (instruction counts:
# bench-instructions, bench-check) and chromium (headless screenshots of the committed reports: report-check).
RUN_PACKAGES  := libgsl-dev pkg-config
TEST_PACKAGES := $(RUN_PACKAGES) parallel
CI_PACKAGES   := $(TEST_PACKAGES) slurm-wlm munge g++ valgrind chromium
# The tidy-outputs example (make tidy-example) reads FenceSim's CSV tables with Python's pandas and matplotlib:
# Debian's packages, for Debian's Python (another python3 may come first on PATH).
PYTHON ?= /usr/bin/python3
PYTHON_PACKAGES := python3-pandas python3-matplotlib
PYTHON_FOUND := $(PYTHON) -c 'import pandas, matplotlib' >/dev/null 2>&1
RUN_FOUND  := command -v pkg-config >/dev/null 2>&1 && pkg-config --exists gsl
TEST_FOUND := $(RUN_FOUND) && command -v parallel >/dev/null 2>&1
CI_FOUND   := $(TEST_FOUND) && command -v sbatch >/dev/null 2>&1 && [ -x /usr/sbin/slurmctld ] \
	&& [ -x /usr/sbin/slurmd ] && [ -x /usr/sbin/munged ] && command -v g++ >/dev/null 2>&1 \
	&& command -v valgrind >/dev/null 2>&1 && command -v chromium >/dev/null 2>&1
# $(call apt-deps,FOUND,PACKAGES): nothing when the FOUND check passes, else apt-get install PACKAGES (as root or
# through sudo).
define apt-deps
	@if $(1); then \
		echo "deps: $(2) found"; \
	else \
		echo "deps: installing $(2) with apt"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(2); \
	fi
endef
# The CI comparison: a fresh small run of the paper scenario against the committed baseline.
CI_REPLICATIONS := 20
# The committed coverage study (make coverage-report, docs/intervals.md): the paper, an Android scenario, a sweep.
COVERAGE_SCENARIOS := paper-2012 android-geofencing outer-radius-sweep
# Fuzzing (make fuzz): the readers fuzzed, seconds per reader, and the sanitized build's directory.
FUZZ_TARGETS := scenario gpx csv geojson barefoot power-profile results part observation docs
FUZZ_SECONDS ?= 60
FUZZ_BUILD   := .build/fuzz
# The example package of a researcher's own strategy (make example), built in its own directory.
EXAMPLE_DIR   := examples/custom-strategy
EXAMPLE_BUILD := $(CURDIR)/.build/example

.PHONY: deps deps-run deps-test deps-ci reuse-check build test tutorial docs example tidy-example slurm-test run report sensitivity-report calibration-report calibration-recovery-report report-check ci-compare ci-baseline bench bench-calibration-quick bench-instructions bench-check bench-compare lint format clean fuzz-build fuzz optimize-report docs-results optimize-seeds-report coverage-report coverage-check

## deps-run: install what running needs (GSL and pkg-config) when missing
deps-run:
	$(call apt-deps,$(RUN_FOUND),$(RUN_PACKAGES))

## deps-test: install what make test needs (deps-run's packages and GNU parallel) when missing
deps-test:
	$(call apt-deps,$(TEST_FOUND),$(TEST_PACKAGES))

## deps-ci: install what CI needs besides (SLURM, munge, g++, valgrind, chromium) when missing
deps-ci:
	$(call apt-deps,$(CI_FOUND),$(CI_PACKAGES))

## deps: everything (deps-ci)
deps: deps-ci

## build: release build of the fencesim executable
build: deps-run
	$(SWIFT) build -c release --product fencesim

## test: build and run every test (release mode with testable imports, in its own build directory)
test: deps-test
	$(SWIFT) test -c release --scratch-path $(TEST_BUILD)

## tutorial: write the files and run the commands of docs/tutorial.md in a scratch directory with the built fencesim, checking what each prints and writes (TutorialTests; make test runs it too)
tutorial: deps-run
	$(SWIFT) test -c release --scratch-path $(TEST_BUILD) --filter TutorialTests

## docs: regenerate what the code generates in the docs: every <!-- fencesim … --> marker of README.md and docs/*.md (figures quoted from committed results, the parameter tables of docs/calibration.md, the field reference of docs/scenarios.md; a test fails when one is stale or an interval is typed outside a marker) and scenarios/schema.json
docs: deps-run
	$(SWIFT) build --product fencesim
	$(DEBUG)/fencesim docs README.md docs/*.md
	$(DEBUG)/fencesim schema --out scenarios/schema.json

## example: build and test examples/custom-strategy (its own strategy, registered with fencesim's command line), write its schema, run its scenario
# One debug build with tests in its own scratch directory (a separate copy of FenceSim's modules, so it never
# fights the main build); the run's results go under that directory too.
example: deps-run
	cd $(EXAMPLE_DIR) && $(SWIFT) build --build-tests --scratch-path $(EXAMPLE_BUILD)
	cd $(EXAMPLE_DIR) && $(SWIFT) test --skip-build --scratch-path $(EXAMPLE_BUILD)
	cd $(EXAMPLE_DIR) && $(EXAMPLE_BUILD)/debug/fencesim-custom schema --out scenarios/schema.json
	cd $(EXAMPLE_DIR) && $(EXAMPLE_BUILD)/debug/fencesim-custom validate scenarios/sleep-until-near.json
	cd $(EXAMPLE_DIR) && $(EXAMPLE_BUILD)/debug/fencesim-custom run scenarios/sleep-until-near.json \
		--out $(EXAMPLE_BUILD)/sleep-until-near --quiet

## tidy-example: run examples/tidy-outputs/scenario.json and draw .build/tidy-outputs/figure.png from its summary.csv, visits.csv and battery.csv with pandas and matplotlib (installed from Debian when missing)
tidy-example: deps-run
	$(call apt-deps,$(PYTHON_FOUND),$(PYTHON_PACKAGES))
	$(SWIFT) build --product fencesim
	PYTHON=$(PYTHON) examples/tidy-outputs/run.sh $(DEBUG)/fencesim .build/tidy-outputs

# The sharded sensitivity study of slurm-test: a small Morris screening of paper-2012 (6 design points + the
# unperturbed scenario, 2 replications each).
SLURM_SENSITIVITY := scenarios/paper-2012.json --parameters device.app.cpuWorkPerCallbackSeconds,platform.cellFixIntervalSeconds --trajectories 2 --replications 2

# The sharded calibration of slurm-test: the seed paper's continuous battery life against the usable battery
# share, 2 waves of 4 points × 2 replications (each wave an array of 4 shards and a merge).
SLURM_CALIBRATION := observations/raheja2012-continuous-battery.json --parameters device.overrides.battery.usableFraction --waves 2 --points 4 --replications 2

# The sharded optimisation of slurm-test: three-manager's outer radius (500 or 1 000 m) for battery life subject
# to entry recall ≥ 0.9, 2 first-stage and 2 confirmation replications (each batch an array of 4 shards and a merge).
SLURM_OPTIMIZATION := scenarios/three-manager-tuning.json --strategy three-manager --maximize batteryLifeHours --subject-to entryRecall>=0.9 --vary strategies[three-manager].outerRadius=500,1000 --first-replications 2 --confirm-replications 2

## slurm-test: the SLURM job-array recipe of docs/scaling.md on a throw-away single-node SLURM (as root; skips otherwise)
slurm-test: deps-ci build
	SLURM_TEST_SENSITIVITY="$(SLURM_SENSITIVITY)" SLURM_TEST_CALIBRATION="$(SLURM_CALIBRATION)" \
		SLURM_TEST_OPTIMIZATION="$(SLURM_OPTIMIZATION)" \
		scripts/slurm/single-node-test.sh $(RELEASE)/fencesim scenarios/outer-radius-sweep.json --replications 4

## run: build, then reproduce the seed paper (scenarios/paper-2012.json) into reports/paper-2012/
# A debug build: on a fresh clone it takes ~26 s and the run ~12 s on 2 cores, where the optimised build
# alone takes 80-100 s (the run then under a second). Both give byte-identical results (.ci/run checks the
# run against the committed, release-built reports/paper-2012/results.json). Sweeps and reports use `build`.
run: deps-run
	$(SWIFT) build --product fencesim
	$(DEBUG)/fencesim run scenarios/paper-2012.json --out reports/paper-2012

## report: regenerate the committed results and reports: the paper reproduction, the outer-radius sweep, the motion-gated strategies, the SenseLess reproduction, the Android geofencing comparison and iOS against Android
report: build
	$(RELEASE)/fencesim run scenarios/paper-2012.json --out reports/paper-2012 --quiet
	$(RELEASE)/fencesim report reports/paper-2012/results.json --uncertainty $(SENSITIVITY_DIR)/uncertainty/results.json
	$(RELEASE)/fencesim sweep scenarios/outer-radius-sweep.json --out reports/outer-radius-sweep --quiet
	$(RELEASE)/fencesim report reports/outer-radius-sweep/results.json
	$(RELEASE)/fencesim run scenarios/activity-gated.json --out reports/activity-gated --quiet
	$(RELEASE)/fencesim report reports/activity-gated/results.json
	$(RELEASE)/fencesim run scenarios/senseless-n95.json --out reports/senseless-n95 --quiet
	$(RELEASE)/fencesim report reports/senseless-n95/results.json --scenario-dir scenarios
	$(RELEASE)/fencesim run scenarios/android-geofencing.json --out reports/android-geofencing --quiet
	$(RELEASE)/fencesim report reports/android-geofencing/results.json --scenario-dir scenarios
	$(RELEASE)/fencesim run scenarios/ios-vs-android.json --out reports/ios-vs-android --quiet
	$(RELEASE)/fencesim report reports/ios-vs-android/results.json --scenario-dir scenarios
	$(RELEASE)/fencesim run scenarios/android-activity-gated.json --out reports/android-activity-gated --quiet
	$(RELEASE)/fencesim report reports/android-activity-gated/results.json --scenario-dir scenarios

## calibration-report: regenerate reports/calibration/ (history matching of observations/: up to 4 waves × 128 points × 20 replications; about 10 minutes on 2 busy cores)
calibration-report: build
	$(RELEASE)/fencesim calibrate observations/*.json --out reports/calibration --quiet
	$(RELEASE)/fencesim report reports/calibration/results.json

## calibration-recovery-report: regenerate reports/calibration-recovery/ (the posterior checked on 50 synthetic truths drawn from the prior, each with observations FenceSim makes at it under fresh seeds; wave 1 of the committed design fits the emulators; a few minutes on 2 cores)
calibration-recovery-report: build
	$(RELEASE)/fencesim calibrate observations/*.json --recovery 50 --out reports/calibration-recovery --quiet

## optimize-report: regenerate reports/three-manager-optimized/ (not in CI; a few minutes): the four-knob three-manager problem (scenarios/three-manager-tuning.json) as a full grid (fencesim sweep: its analysis and summary are committed, not its 14 400 rows) and by fencesim optimize with the robust check over the prior (optimize/) and over the calibration's posterior draws (robust-calibrated/)
# A tenth of the grid's 14 400 runs less the robust check's most (3 finalists × 8 model points × 10 replications),
# so every optimisation stays within a tenth of the grid by construction; the confirmation spends what the search
# leaves. 8 model points rather than the default 16 leave the confirmation 240 more runs: its power to show a
# setting feasible by a small margin is what decides this problem (docs/optimization.md, "Example").
OPTIMIZE_BUDGET = --budget 1200 --robust-points 8
OPTIMIZE_KNOBS = --vary 'strategies[three-manager].outerRadius=250,500,1000,2000' --vary 'strategies[three-manager].lowDistanceFilter=25,50,100,200' --vary 'strategies[three-manager].reuseWindow=60,300,900' --vary 'strategies[three-manager].highAccuracyTimeout=10,30,60'
optimize-report: build
	$(RELEASE)/fencesim sweep scenarios/three-manager-tuning.json $(OPTIMIZE_KNOBS) --out reports/three-manager-optimized/grid --quiet > reports/three-manager-optimized/grid-summary.txt
	rm -f reports/three-manager-optimized/grid/results.json reports/three-manager-optimized/grid/results.csv reports/three-manager-optimized/grid/summary.csv
	$(RELEASE)/fencesim optimize scenarios/three-manager-tuning.json --strategy three-manager --maximize batteryLifeHours --subject-to 'entryRecall >= 0.9' --confidence 0.975 $(OPTIMIZE_KNOBS) $(OPTIMIZE_BUDGET) --robust-over prior --out reports/three-manager-optimized/optimize --quiet
	$(RELEASE)/fencesim report reports/three-manager-optimized/optimize/results.json
	$(RELEASE)/fencesim optimize scenarios/three-manager-tuning.json --strategy three-manager --maximize batteryLifeHours --subject-to 'entryRecall >= 0.9' --confidence 0.975 $(OPTIMIZE_KNOBS) $(OPTIMIZE_BUDGET) --robust-over reports/calibration/results.json --out reports/three-manager-optimized/robust-calibrated --quiet
	$(RELEASE)/fencesim report reports/three-manager-optimized/robust-calibrated/results.json

## optimize-seeds-report: regenerate reports/three-manager-optimized/by-seed/ (not in CI; about 20 minutes on 2 cores): the four-knob problem of optimize-report at seeds 1-10, each seed's full grid (its analysis.json, not its 14 400 rows) and fencesim optimize with the robust check over the prior, at that seed (docs/optimization.md, "Example")
OPTIMIZE_SEEDS := 1 2 3 4 5 6 7 8 9 10
OPTIMIZE_SEEDS_DIR := reports/three-manager-optimized/by-seed
optimize-seeds-report: build
	for seed in $(OPTIMIZE_SEEDS); do \
		$(RELEASE)/fencesim sweep scenarios/three-manager-tuning.json $(OPTIMIZE_KNOBS) --seed $$seed --out $(OPTIMIZE_SEEDS_DIR)/$$seed/grid --quiet > /dev/null \
		&& rm -f $(OPTIMIZE_SEEDS_DIR)/$$seed/grid/results.json $(OPTIMIZE_SEEDS_DIR)/$$seed/grid/results.csv $(OPTIMIZE_SEEDS_DIR)/$$seed/grid/summary.csv \
		&& $(RELEASE)/fencesim optimize scenarios/three-manager-tuning.json --strategy three-manager --maximize batteryLifeHours --subject-to 'entryRecall >= 0.9' --confidence 0.975 $(OPTIMIZE_KNOBS) $(OPTIMIZE_BUDGET) --robust-over prior --seed $$seed --out $(OPTIMIZE_SEEDS_DIR)/$$seed/optimize --quiet > /dev/null \
		|| exit 1; \
	done

# The results README.md and the docs quote that no report holds (make docs-results, into DOCS_RESULTS): a
# sweep's analysis.json where battery life and entry recall are all the docs quote (its rows are not kept), a
# run's results.json where they quote more.
# - structural-choices: paper-2012 under cpuHoldRule fineAccuracyOnly, anyManager × every coarseManagerGPSRule
#   (options by index, in the parameter table's order: README, docs/calibration.md);
# - activity-gated-22m, android-activity-gated-22m: the motion-gated strategies with a 22 m acceptance instead of
#   20 m (docs/strategy-guide.md, "Motion-gated strategies and the 20 m step");
# - activity-gated-coprocessor: a motion co-processor's classifier, 0.5 mA (docs/calibration.md, "Motion sensing");
# - three-manager-finalists: the four-knob problem's three finalists on 2 000 replications (docs/optimization.md);
# - outer-radius-optimize: fencesim optimize on the outer-radius problem (three-manager-tuning.json is
#   outer-radius-sweep.json without its sweep) at seed 2012 and 1-20, without a budget and with a third of the
#   sweep's runs (docs/optimization.md, "Runs");
# - machine-published: the published strategies as machines next to the built-ins (docs/machine-language.md);
# - gps-noise-structure: paper-2012 under gps.environmentScaling biasAndWhite, biasOnly × multipathHoldSeconds 1,
#   60 (the GPS error's structural choices: README, docs/calibration.md).
DOCS_RESULTS := reports/docs
OUTER_RADIUS_PROBLEM = --strategy three-manager --maximize batteryLifeHours --subject-to 'entryRecall >= 0.9' --confidence 0.975 --vary 'strategies[three-manager].outerRadius=250:3000:250'

## docs-results: regenerate reports/docs/ (about 7 minutes on 2 cores), the results README.md and the docs quote that no report holds; then run make docs
docs-results: build
	$(RELEASE)/fencesim sweep scenarios/paper-2012.json --vary 'platform.cpuHoldRule=0,1' --vary 'platform.coarseManagerGPSRule=0,1,2' --out $(DOCS_RESULTS)/structural-choices --quiet > /dev/null
	$(RELEASE)/fencesim sweep scenarios/activity-gated.json --vary 'strategies[three-manager-motion-gated].highAccuracyAcceptance=22' --vary 'strategies[uncertainty-tracker].acceptAccuracy=22' --out $(DOCS_RESULTS)/activity-gated-22m --quiet > /dev/null
	$(RELEASE)/fencesim sweep scenarios/android-activity-gated.json --vary 'strategies[ios-three-manager-motion-gated].highAccuracyAcceptance=22' --vary 'strategies[android-three-zone-motion-gated].acceptAccuracy=22' --out $(DOCS_RESULTS)/android-activity-gated-22m --quiet > /dev/null
	$(RELEASE)/fencesim sweep scenarios/activity-gated.json --vary 'device.overrides.motion.sensingMilliamps=0.5' --out $(DOCS_RESULTS)/activity-gated-coprocessor --quiet > /dev/null
	$(RELEASE)/fencesim sweep scenarios/three-manager-tuning.json --vary 'strategies[three-manager].outerRadius=500,1000,2000' --vary 'strategies[three-manager].lowDistanceFilter=100' --vary 'strategies[three-manager].reuseWindow=900' --vary 'strategies[three-manager].highAccuracyTimeout=10' --replications 2000 --out $(DOCS_RESULTS)/three-manager-finalists --quiet > /dev/null
	rm -f $(DOCS_RESULTS)/*/results.json $(DOCS_RESULTS)/*/results.csv $(DOCS_RESULTS)/*/summary.csv
	for seed in 2012 $$(seq 1 20); do \
		$(RELEASE)/fencesim optimize scenarios/three-manager-tuning.json $(OUTER_RADIUS_PROBLEM) --seed $$seed --out $(DOCS_RESULTS)/outer-radius-optimize/no-budget/$$seed --quiet > /dev/null \
		&& $(RELEASE)/fencesim optimize scenarios/three-manager-tuning.json $(OUTER_RADIUS_PROBLEM) --budget 400 --seed $$seed --out $(DOCS_RESULTS)/outer-radius-optimize/budget-400/$$seed --quiet > /dev/null \
		|| exit 1; \
	done
	$(RELEASE)/fencesim run scenarios/examples/machine-published.json --out $(DOCS_RESULTS)/machine-published --quiet > /dev/null
	$(RELEASE)/fencesim sweep scenarios/paper-2012.json --vary 'device.overrides.gps.environmentScaling=0,1' --vary 'device.overrides.gps.multipathHoldSeconds=1,60' --out $(DOCS_RESULTS)/gps-noise-structure --quiet > /dev/null
	rm -f $(DOCS_RESULTS)/machine-published/results.csv $(DOCS_RESULTS)/machine-published/summary.csv $(DOCS_RESULTS)/gps-noise-structure/results.csv $(DOCS_RESULTS)/gps-noise-structure/summary.csv

## report-check: screenshot every committed reports/*/index.html and reports/*/*/index.html in headless Chromium into .build/report-screenshots/; fails on a Chromium error or a missing, wrong-sized or blank screenshot
report-check: deps-ci
	scripts/report-check.sh

# The paper-2012 sensitivity study (reports/paper-2012-sensitivity/): Morris over every assumed or calibrated
# parameter, MORRIS_TRAJECTORIES trajectories (at the default 10 over 169 parameters, adding two parameters
# reordered everything below the first; 30 take about 80 s more); Sobol over the SOBOL_TOP parameters that Morris
# ranks highest, in turn, for the metrics of SOBOL_RANK_BY (three-manager's battery life and entry recall, the two
# whose lists docs/calibration.md and docs/results.md quote: the top six of each); the uncertainty band over every assumption (independent random
# points: past 40 parameters Halton's first points do not cover the ranges), the calibrated ones drawn from the
# posterior draws of CALIBRATION_RESULTS (--over) and the others over their priors. 5 replications per
# Morris/Sobol point, 20 per uncertainty point.
SENSITIVITY_DIR := reports/paper-2012-sensitivity
MORRIS_TRAJECTORIES := 30
SOBOL_TOP := 12
SOBOL_RANK_BY := three-manager.batteryLifeHours,three-manager.entryRecall
CALIBRATION_RESULTS := reports/calibration/results.json

## sensitivity-report: regenerate reports/paper-2012-sensitivity/ (Morris, Sobol, uncertainty band; a few minutes on 2 busy cores, longer with FENCESIM_NO_REUSE=1) and the band in reports/paper-2012/
sensitivity-report: build
	$(RELEASE)/fencesim sensitivity scenarios/paper-2012.json --method morris --trajectories $(MORRIS_TRAJECTORIES) --replications 5 --out $(SENSITIVITY_DIR)/morris --quiet
	$(RELEASE)/fencesim report $(SENSITIVITY_DIR)/morris/results.json
	$(RELEASE)/fencesim sensitivity scenarios/paper-2012.json --method sobol --parameters top:$(SOBOL_TOP)@$(SENSITIVITY_DIR)/morris/results.json --rank-by $(SOBOL_RANK_BY) --samples 32 --replications 5 --out $(SENSITIVITY_DIR)/sobol --quiet
	$(RELEASE)/fencesim report $(SENSITIVITY_DIR)/sobol/results.json
	$(RELEASE)/fencesim sensitivity scenarios/paper-2012.json --method uncertainty --samples 128 --over $(CALIBRATION_RESULTS) --out $(SENSITIVITY_DIR)/uncertainty --quiet
	$(RELEASE)/fencesim report $(SENSITIVITY_DIR)/uncertainty/results.json
	$(RELEASE)/fencesim report reports/paper-2012/results.json --uncertainty $(SENSITIVITY_DIR)/uncertainty/results.json

# The randomized check of the sensitivity study's reuse (make reuse-check): a Morris study over every parameter
# of the parameter table that REUSE_SCENARIO can take, from a random seed, with reuse and with --no-reuse,
# compared byte for byte by scripts/reuse-check.sh (docs/sensitivity.md). CI runs it with 2 trajectories.
REUSE_SCENARIO     ?= scenarios/examples/every-service.json
REUSE_TRAJECTORIES ?= 4
REUSE_REPLICATIONS ?= 2
ifndef REUSE_SEED
REUSE_SEED := $(shell date +%s)
endif

## reuse-check: a Morris study of every parameter REUSE_SCENARIO can take (REUSE_TRAJECTORIES, REUSE_SEED: default the clock) with and without reuse; fails unless both paths give byte-identical results, or stop with the same message (then the next seed is tried, up to REUSE_ATTEMPTS)
reuse-check: build
	scripts/reuse-check.sh $(RELEASE)/fencesim $(REUSE_SCENARIO) $(REUSE_TRAJECTORIES) $(REUSE_REPLICATIONS) $(REUSE_SEED)

## ci-compare: a fresh small run compared with the committed baseline; exit 1 on a significant regression
ci-compare: build
	$(RELEASE)/fencesim run scenarios/paper-2012.json --replications $(CI_REPLICATIONS) --out .build/ci-run --quiet >/dev/null
	$(RELEASE)/fencesim compare reports/ci-baseline/results.json .build/ci-run/results.json

## coverage-report: regenerate reports/coverage/ (about 8 minutes on 2 cores): for paper-2012, android-geofencing and the outer-radius sweep, 200 experiments of 30 replications against 2 000, every interval's coverage beside the committed baseline study (the pooled estimators before the replication-level ones); an interval below target is reported, not an error
coverage-report: build
	@for scenario in $(COVERAGE_SCENARIOS); do \
		$(RELEASE)/fencesim coverage scenarios/$$scenario.json --out reports/coverage/$$scenario \
			--baseline reports/coverage/$$scenario/baseline.json --quiet || [ $$? -eq 1 ] || exit 1; \
	done

## coverage-check: the CI version of coverage-report (under 2 minutes): 40 experiments of paper-2012 against 400 replications; exit 1 when an interval's coverage is significantly below 0.85 (a gross failure: the pooled Poisson interval of false exits covered 0.52)
coverage-check: build
	$(RELEASE)/fencesim coverage scenarios/paper-2012.json --experiments 40 --reference-replications 400 \
		--target 0.85 --out .build/coverage-check --quiet

## ci-baseline: refresh the committed CI baseline (after a deliberate change of the models; commit it)
ci-baseline: build
	$(RELEASE)/fencesim run scenarios/paper-2012.json --replications $(CI_REPLICATIONS) --out reports/ci-baseline --quiet

## bench: benchmarks with same-run baselines, then the instruction counts; figures go to reports/bench/
bench: bench-instructions
	@mkdir -p $(BENCH_DIR)
	g++ -O2 -std=c++17 -o $(BENCH_DIR)/hold Benchmarks/hold.cpp
	$(SWIFT) build -c release --product fencesim
	$(RELEASE)/fencebench kernel world device strategies machine sensitivity calibration emulator --cpp-hold $(BENCH_DIR)/hold --out-dir reports/bench

## bench-calibration-quick: the calibration benchmark at 3 emulator waves × 16 points × 5 replications against one space-filling wave of 48 points, under 3 seeds, with the plain simulation of the same days in the same run (about 2 minutes); reports/bench/calibration-quick.json
bench-calibration-quick: deps-ci
	$(SWIFT) build -c release --product fencesim
	$(SWIFT) build -c release --product fencebench
	$(RELEASE)/fencebench calibration-quick --out-dir reports/bench

## fuzz-build: the libFuzzer driver (fencefuzz, -sanitize=fuzzer,address) in its own build directory
# The flags stay out of every other build: a separate scratch path, and -DFUZZING selects the driver's
# libFuzzer entry point (a plain build of fencefuzz is a replayer: fencefuzz TARGET FILE…).
fuzz-build: deps-run
	$(SWIFT) build -c release --product fencefuzz --scratch-path $(FUZZ_BUILD) \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

## fuzz: fuzz each reader for FUZZ_SECONDS (default 60) seconds; crashes go to Fuzz/corpus/<target>/ (see docs/fuzzing.md)
fuzz: fuzz-build
	Fuzz/run $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# The toolchain that builds the benchmark, recorded with the counts (they hold for one toolchain).
TOOLCHAIN = $$($(SWIFT) --version 2>&1 | grep -m1 'Swift version')

## bench-instructions: count the instructions of one simulated day of continuous and three-manager (callgrind) into reports/bench/instructions.json
bench-instructions: deps-ci
	$(SWIFT) build -c release --product fencebench
	$(RELEASE)/fencebench instructions --toolchain "$(TOOLCHAIN)" --out-dir reports/bench

## bench-check: recount; exit 1 when a count grew by more than 3 % over the committed reports/bench/instructions.json
bench-check: deps-ci
	$(SWIFT) build -c release --product fencebench
	$(RELEASE)/fencebench instructions --check --toolchain "$(TOOLCHAIN)" --out-dir reports/bench

## bench-compare: one simulated day of three-manager and continuous for the tree at BASE (a commit) and this tree, alternating for ROUNDS rounds (default 5); medians and same-run ratios (scripts/bench-compare.sh)
bench-compare: deps-ci
	@if [ -z "$(BASE)" ]; then echo "bench-compare: give the baseline commit, e.g. make bench-compare BASE=71aeb4d" >&2; exit 2; fi
	$(SWIFT) build -c release --product fencebench
	scripts/bench-compare.sh $(BASE) $(or $(ROUNDS),5)

## lint: swift-format lint (strict: warnings fail)
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Plugins Sources Tests Benchmarks examples

## format: rewrite sources in place with swift-format
format:
	$(SWIFT) format format --in-place --recursive Package.swift Plugins Sources Tests Benchmarks examples

clean:
	rm -rf .build
