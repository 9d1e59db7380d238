# Site build, dev server and browser tests. Uses .venv's Python when it exists.
PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,python3)
PYTEST = $(PYTHON) -m pytest -q
# pytest-xdist workers for the test targets: JOBS=0 runs in one process.
JOBS ?= 2
XDIST = $(if $(filter-out 0 1,$(JOBS)),-n $(JOBS))

.PHONY: build serve sync-toml check check-training test-fast test test-browser bench-boot bench-engine screenshots \
	bench-imports test-engine test-ai test-app test-learn test-puzzles test-cli test-ui test-site help

build:  ## build the static site into _site/
	$(PYTHON) scripts/build_site.py

serve:  ## build, then serve _site/ on http://localhost:8000 (PORT=... to change)
	$(PYTHON) scripts/serve.py --port $(or $(PORT),8000)

sync-toml:  ## rewrite pyscript.toml's [files] table from briscola/ (every build does it first)
	$(PYTHON) scripts/build_site.py --sync-toml

check:  ## lint, format and types: ruff check, ruff format --check, mypy --strict
	$(PYTHON) -m ruff check .
	$(PYTHON) -m ruff format --check .
	$(PYTHON) -m mypy

test-fast:  ## every test but the browser tests and the site build, on two workers (JOBS=0: one process)
	$(PYTEST) $(XDIST) -m "not browser" --ignore=tests/browser --ignore=tests/site_build

test-engine:  ## the engine's tests and doctests (briscola/engine, setup, rating)
	$(PYTEST) $(XDIST) tests/engine briscola/engine briscola/setup briscola/rating briscola/__init__.py

test-ai:  ## the computer players' tests and doctests
	$(PYTEST) $(XDIST) tests/ai briscola/ai

test-app:  ## the page's logic in CPython: controller, presenters, saved data
	$(PYTEST) $(XDIST) tests/app briscola/app

test-learn:  ## the learning aids: hints, review, coach, daily deal, sharing
	$(PYTEST) $(XDIST) tests/learn briscola/learn

test-puzzles:  ## the puzzles: the solver, the set, its check, the puzzle of the day
	$(PYTEST) $(XDIST) tests/puzzles briscola/puzzles

test-cli:  ## the command line
	$(PYTEST) $(XDIST) tests/cli briscola/cli

test-ui:  ## the DOM layer's markup and helpers in CPython (no browser)
	$(PYTEST) $(XDIST) tests/ui briscola/ui

test-site:  ## the site build (runs npm ci when needed)
	$(PYTEST) $(XDIST) tests/site_build

test-browser:  ## build once, then the browser tests on two workers, then those marked timing alone (FILES=... to pick)
	$(PYTEST) $(XDIST) $(if $(XDIST),--dist worksteal) -m "browser and not timing" \
		$(or $(FILES),tests/browser) || [ $$? = 5 ]  # 5: no test of FILES was selected
	$(PYTEST) -m "browser and timing" $(or $(FILES),tests/browser) || [ $$? = 5 ]

bench-boot:  ## cold and repeat boot times of the built site (RUNS=7)
	$(PYTHON) benchmarks/boot.py --runs $(or $(RUNS),7)

bench-imports: build  ## time the page modules' import in Pyodide (Node)
	node benchmarks/pyodide_imports.mjs 7

check-training:  ## the training pipeline (needs the train extra): mypy, its tests, a smoke run
	$(PYTHON) -m mypy training tests/training/*.py
	OPENBLAS_NUM_THREADS=1 $(PYTHON) -m pytest -q tests/training
	OPENBLAS_NUM_THREADS=1 $(PYTHON) -m training smoke

test:  ## every check: installs what is missing, then ruff, mypy --strict, pytest
	scripts/test.sh

bench-engine:  ## random 2-player hands per second through the engine's API
	$(PYTHON) benchmarks/engine.py

screenshots:  ## phone and desktop screenshots of every screen into screenshots/
	$(PYTHON) scripts/screenshots.py

help:  ## this list
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 16
