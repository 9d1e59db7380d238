#!/usr/bin/env bash
# Runs every check of the project on a fresh machine: installs what is missing (a virtual
# environment with the pinned test tools, the npm lockfile, Debian's Chromium, Firefox and
# WebKit when run as root), then ruff, mypy --strict, and pytest (engine, AI, app, art,
# command line, browser).
# Usage: scripts/test.sh [extra pytest arguments], e.g. -m "not browser". pytest runs on two
# pytest-xdist workers (they share one site build, made beside ruff and mypy); -n 0 runs it in
# one process. With no arguments, the tests marked ``timing`` run after the rest, alone. A test
# whose browser page crashed runs once more (tests/conftest.py).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
py="$venv/bin/python"
export PATH="$PWD/$venv/bin:$PATH"  # tools the test extra installs there (actionlint)
stamp="$venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  "$py" -m pip install -q --upgrade pip
  "$py" -m pip install -q -e ".[test]"
  touch "$stamp"
fi

# Debian packages of the browser tests, installed as root with one apt-get update: Chromium
# (unless $CHROMIUM names one), Firefox ESR (unless $FIREFOX does), WebKit's WebDriver with its
# MiniBrowser, and Xvfb for WebKit's window. Without them the Firefox and WebKit tests skip
# (under CI=true they fail).
missing=()
if [ -z "${CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ -z "${FIREFOX:-}" ] && ! command -v firefox-esr >/dev/null 2>&1; then missing+=(firefox-esr); fi
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "test: installing Debian's ${missing[*]} for the browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null
  elif [[ " ${missing[*]} " == *" chromium "* ]]; then
    echo "test: no Chromium found; install it (apt-get install chromium) or set CHROMIUM" >&2
    exit 1
  else
    echo "test: not root, so the Firefox and WebKit tests lack: ${missing[*]}" >&2
  fi
fi

# The site build (npm ci, Pyodide's compile of the package) runs beside ruff and mypy; the
# browser tests then take its _site/. Should it fail, they build it again and say why.
mkdir -p .cache
"$py" scripts/build_site.py >.cache/test-build.log 2>&1 &
build=$!
trap 'kill "$build" 2>/dev/null || true' EXIT

echo "== ruff"
"$venv/bin/ruff" check .
"$venv/bin/ruff" format --check .
echo "== mypy --strict"
"$venv/bin/mypy"
echo "== the training pipeline (the train extra: NumPy), a smoke run"
train_stamp="$venv/.train-$(sha256sum pyproject.toml | cut -c1-16)"
if [ ! -f "$train_stamp" ]; then
  "$py" -m pip install -q -e ".[test,train]"
  touch "$train_stamp"
fi
"$venv/bin/mypy" training tests/training/*.py
OPENBLAS_NUM_THREADS=1 "$py" -m pytest -q tests/training
OPENBLAS_NUM_THREADS=1 "$py" -m training smoke >/dev/null
echo "== pytest"
built=()
if wait "$build"; then
  built=(env BRISCOLA_SITE_BUILT=1)
else
  echo "test: the site build failed (.cache/test-build.log); the browser tests build again" >&2
fi
# Two workers; each takes tests from the other's share once its own is done, so neither
# waits at the end for a long file of the other's.
parallel=(-n 2 --dist worksteal)
for arg in "$@"; do
  case "$arg" in -n | -n* | --numprocesses*) parallel=() ;; esac
done
if [ "$#" -gt 0 ]; then
  exec "${built[@]}" "$py" -m pytest -q --durations=15 "${parallel[@]}" "$@"
fi
# The whole run: every test on two workers but those that measure the page's time, which
# then run alone (a task of the page stretches when the other worker takes the processor).
status=0
"${built[@]}" "$py" -m pytest -q --durations=15 "${parallel[@]}" -m "not timing" || status=$?
echo "== pytest, the tests that measure time, alone"
"${built[@]}" "$py" -m pytest -q -m timing || status=$?
exit "$status"
