# Site build, dev server and browser tests. Uses .venv's Python when it exists.
PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,python3)

.PHONY: build serve sync-toml check check-training test-fast test test-browser bench-boot bench-engine screenshots \
	bench-imports

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

test-fast:  ## every test but the browser tests and the site build (no npm, no browser)
	$(PYTHON) -m pytest -q -p no:cacheprovider -m "not browser" \
		--ignore=tests/browser --ignore=tests/site_build

test-browser:  ## build once, then run the browser tests (JOBS=2: in two pytest-xdist workers)
	$(PYTHON) -m pytest tests/browser -q -p no:cacheprovider -m browser \
		$(if $(JOBS),-n $(JOBS) --dist loadfile)

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
