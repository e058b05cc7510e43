# FenceSim — set-up, build, test, run and benchmark. Every install step lives here, so a fresh
# clone needs nothing but `make run` and `make test` (see README.md).

SWIFT      ?= swift
RELEASE    := .build/release
TEST_BUILD := .build/test
BENCH_DIR  := .build/bench
# Debian packages the project needs: GSL (statistics and random numbers) and pkg-config (to find it).
APT_PACKAGES := libgsl-dev pkg-config

.PHONY: deps build test run bench lint format clean

## deps: install libgsl-dev with apt when pkg-config cannot find gsl (as root, or through sudo)
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists gsl; then \
		echo "deps: gsl $$(pkg-config --modversion gsl) found"; \
	else \
		echo "deps: installing $(APT_PACKAGES) with apt"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES); \
	fi

## build: release build of the fencesim executable
build: deps
	$(SWIFT) build -c release --product fencesim

## test: build and run every test (release mode with testable imports, in its own build directory)
test: deps
	$(SWIFT) test -c release --scratch-path $(TEST_BUILD)

## run: build, then reproduce the seed paper (scenarios/paper-2012.json) into reports/paper-2012/
run: build
	$(RELEASE)/fencesim run scenarios/paper-2012.json --out reports/paper-2012

## bench: benchmarks with same-run baselines; figures go to reports/bench/
bench: deps
	@mkdir -p $(BENCH_DIR)
	g++ -O2 -std=c++17 -o $(BENCH_DIR)/hold Benchmarks/hold.cpp
	$(SWIFT) build -c release --product fencebench
	$(RELEASE)/fencebench kernel world device strategies --cpp-hold $(BENCH_DIR)/hold --out-dir reports/bench

## lint: swift-format lint (strict: warnings fail)
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks

## format: rewrite sources in place with swift-format
format:
	$(SWIFT) format format --in-place --recursive Package.swift Sources Tests Benchmarks

clean:
	rm -rf .build
