# Site build, dev server and browser tests. Uses .venv's Python when it exists.
PYTHON ?= $(if $(wildcard .venv/bin/python),.venv/bin/python,python3)

.PHONY: build serve sync-toml test-browser bench-boot

build:  ## build the static site into _site/
	$(PYTHON) scripts/build_site.py

serve:  ## build, then serve _site/ on http://localhost:8000 (PORT=... to change)
	$(PYTHON) scripts/serve.py --port $(or $(PORT),8000)

sync-toml:  ## rewrite pyscript.toml's [files] table from briscola/
	$(PYTHON) scripts/build_site.py --sync-toml

test-browser:  ## build once, then run the headless-Chromium tests
	$(PYTHON) -m pytest tests/browser -q -m browser

bench-boot:  ## cold and repeat boot times of the built site (RUNS=7)
	$(PYTHON) benchmarks/boot.py --runs $(or $(RUNS),7)
