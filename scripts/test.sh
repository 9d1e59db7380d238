#!/usr/bin/env bash
# Runs every check of the project on a fresh machine: installs what is missing (a virtual
# environment with the pinned test tools, the npm lockfile, Debian's Chromium, Firefox and
# WebKit when run as root), then ruff, mypy --strict, and pytest (engine, AI, app, art,
# command line, browser).
# Usage: scripts/test.sh [extra pytest arguments], e.g. -m "not browser". pytest runs on two
# pytest-xdist workers; -n 0 runs it in one process. With no arguments the work runs in three
# streams: the site build starts first (beside the installs); mypy, the training pipeline's checks
# and the tests that need no browser nor built site run in one process beside it and then beside
# the browser and site-build tests (two workers, once the site is built); the tests marked
# ``timing`` run last, alone. A test whose browser page crashed runs once more (tests/conftest.py).
set -euo pipefail
cd "$(dirname "$0")/.."
# Bytecode is written (into the ignored __pycache__/ folders) even where the environment says
# not to: the run's pytest sessions and the commands the tests start then compile each module,
# and rewrite each test module's asserts, once instead of in every process.
unset PYTHONDONTWRITEBYTECODE

# The site build (npm ci, Pyodide's compile of the package) needs only the standard library:
# it starts at once, beside the installs, ruff and mypy; the browser tests then take its _site/.
# Should it fail, they build it again and say why.
mkdir -p .cache
python3 scripts/build_site.py >.cache/test-build.log 2>&1 &
build=$!
side=""
trap 'kill "$build" ${side:+"$side"} 2>/dev/null || true' EXIT

venv=.venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
py="$venv/bin/python"
export PATH="$PWD/$venv/bin:$PATH"  # tools the test extra installs there (actionlint)
# The test tools and the training pipeline's (the train extra: NumPy), in one install.
stamp="$venv/.installed-test-train-$(sha256sum pyproject.toml | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  "$py" -m pip install -q --upgrade pip
  "$py" -m pip install -q -e ".[test,train]"
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

echo "== ruff"
"$venv/bin/ruff" check .
"$venv/bin/ruff" format --check .

# mypy, then the training pipeline (mypy, its tests, a smoke run): in the background when the
# whole run follows, else here.
checks() {
  echo "== mypy --strict"
  "$venv/bin/mypy"
  echo "== the training pipeline (the train extra: NumPy), a smoke run"
  "$venv/bin/mypy" training tests/training/*.py
  OPENBLAS_NUM_THREADS=1 "$py" -m pytest -q tests/training
  OPENBLAS_NUM_THREADS=1 "$py" -m training smoke >/dev/null
}
site_built() {
  if wait "$build"; then
    built=(env BRISCOLA_SITE_BUILT=1)
  else
    echo "test: the site build failed (.cache/test-build.log); the browser tests build again" >&2
  fi
}
built=()
if [ "$#" -gt 0 ]; then
  checks
  echo "== pytest"
  site_built
  # Two workers; each takes tests from the other's share once its own is done, so neither
  # waits at the end for a long file of the other's.
  parallel=(-n 2 --dist worksteal)
  for arg in "$@"; do
    case "$arg" in -n | -n* | --numprocesses*) parallel=() ;; esac
  done
  exec "${built[@]}" "$py" -m pytest -q --durations=15 "${parallel[@]}" "$@"
fi

# The whole run. The checks and the tests that need neither a browser nor the built site run
# in one process beside the build and the browser tests: those leave the processor idle while
# a page waits (a timer, an animation, a reply), and this stream takes that time.
echo "== mypy, the training pipeline and the tests without a browser, beside the rest"
(
  checks
  echo "== pytest, the tests without a browser or the built site"
  "$py" -m pytest -q --durations=15 -m "not timing" --ignore=tests/browser \
    --ignore=tests/site_build
) >.cache/test-side.log 2>&1 &
side=$!
site_built
echo "== pytest, the browser and site-build tests"
status=0
"${built[@]}" "$py" -m pytest -q --durations=15 -n 2 --dist worksteal -m "not timing" \
  tests/browser tests/site_build || status=$?
wait "$side" || status=$?
side=""
cat .cache/test-side.log
# The tests that measure the page's time, alone (a task of the page stretches when another
# process takes the processor).
echo "== pytest, the tests that measure time, alone"
"${built[@]}" "$py" -m pytest -q -m timing || status=$?
exit "$status"
