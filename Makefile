# flowlint: `make run` builds a release binary and lints this repository; `make test` runs every test.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
PREFIX ?= /usr/local
RELEASE_FLAGS := -c release --static-swift-stdlib
BIN_DIR = $(shell $(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)

.PHONY: all run test build release install deps completions fuzz clean dist check-scripts rules-doc seed-statements

all: build

## deps: make sure libgit2's development files are here (installs them as root with apt-get).
deps:
	@sh scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

## run: build, then lint the current repository.
run: release
	"$(BIN_DIR)/flowlint" lint

## test: build and pass every test (unit and end-to-end with real git repositories), the HTML
## report in a headless chromium (skipped with a line when it can't be installed), the checks of
## the shipped files (SARIF, CI recipes, pre-commit hooks, the dist binary on a bare Debian root
## when `make dist` made one, the SwiftPM plugins), the edited Xcode projects read by PyPI's pbxproj
## readers (skipped with a line when PyPI can't be reached), then a short run of every fuzzer
## (FUZZ_SECONDS each). FLOWLINT_SLOW_TESTS=1 adds the checks that build flowlint again.
FUZZ_SECONDS ?= 5
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SWIFT="$(SWIFT)" sh scripts/html-browser-check.sh
	$(MAKE) check-scripts
	SWIFT="$(SWIFT)" sh Fuzz/run.sh $(FUZZ_SECONDS)

## rules-doc: write docs/rules.md again from `flowlint rules` (a test fails when it is stale).
rules-doc: build
	sh scripts/rules-doc.sh "$$($(SWIFT) build --show-bin-path)/flowlint" > docs/rules.md

## seed-statements: the seeds' statements each rule checks (SeedStatements.swift, docs/coverage.md),
## from the statement list beside the repository (../shared/SEED-STATEMENTS.md, or FILE=…).
seed-statements: rules-doc
	python3 scripts/seed-statements.py $(FILE)
	$(MAKE) rules-doc

check-scripts:
	bash scripts/check-sarif.sh "$$($(SWIFT) build --show-bin-path)/flowlint"
	SWIFT="$(SWIFT)" bash scripts/check-xcode-projects.sh
	bash scripts/check-recipes.sh
	bash scripts/check-pre-commit.sh "$$($(SWIFT) build --show-bin-path)/flowlint"
	bash scripts/dist-smoke.sh
	SWIFT="$(SWIFT)" bash scripts/check-plugins.sh "$$($(SWIFT) build --show-bin-path)/flowlint"

## dist: dist/flowlint-VERSION-linux-ARCH.tar.gz and its .sha256: one stripped binary that
## needs only glibc, completions, man page, LICENSE (make dist VERSION=1.2.3).
dist: deps
	VERSION="$(VERSION)" SWIFT="$(SWIFT)" bash scripts/dist.sh

## fuzz: every libFuzzer target for FUZZ_TIME seconds each (default 60), from the seed corpus.
FUZZ_TIME ?= 60
fuzz:
	SWIFT="$(SWIFT)" sh Fuzz/run.sh $(FUZZ_TIME)

## install: put the binary in $(PREFIX)/bin (e.g. make install PREFIX=$$HOME/.local).
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$(BIN_DIR)/flowlint" "$(DESTDIR)$(PREFIX)/bin/flowlint"

## completions: shell completion scripts from swift-argument-parser into completions/.
completions: release
	mkdir -p completions
	"$(BIN_DIR)/flowlint" --generate-completion-script bash > completions/flowlint.bash
	"$(BIN_DIR)/flowlint" --generate-completion-script zsh > completions/_flowlint
	"$(BIN_DIR)/flowlint" --generate-completion-script fish > completions/flowlint.fish

clean:
	rm -rf .build .build-libgit2 dist Fuzz/.build Fuzz/.work
