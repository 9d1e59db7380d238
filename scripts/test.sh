#!/usr/bin/env bash
# Runs every check of the project on a fresh machine: installs what is missing (a virtual
# environment with the pinned test tools, the npm lockfile and its headless shell of Chromium,
# Debian's Chromium (its libraries; CHROMIUM=/usr/bin/chromium tests with it), Firefox and
# WebKit when run as root), then ruff, mypy --strict, and pytest (engine, AI, app, art,
# command line, browser).
# Usage: scripts/test.sh [extra pytest arguments], e.g. -m "not browser". pytest runs on two
# pytest-xdist workers; -n 0 runs it in one process. With no arguments the work runs in three
# streams: the site build and Debian's browsers install first, beside the virtual environment's
# test tools; the training pipeline's install and checks with mypy, and the tests that need no
# browser nor built site, then run in two processes, at the lowest priority while the browser
# tests marked ``timing`` run (the only other work then), at the normal one beside the other
# browser and site-build tests (two workers). A test whose browser page crashed runs once more (tests/conftest.py).
set -euo pipefail
cd "$(dirname "$0")/.."
# Bytecode is written (into the ignored __pycache__/ folders) even where the environment says
# not to: the run's pytest sessions and the commands the tests start then compile each module,
# and rewrite each test module's asserts, once instead of in every process.
unset PYTHONDONTWRITEBYTECODE

# The site build (npm ci, Pyodide's compile of the package) needs only the standard library:
# it starts at once, beside the installs, ruff and mypy; the browser tests then take its _site/.
# Should it fail, they build it again and say why.
# After it (npm ci done), the headless shell of Chromium the lockfile pins (@sparticuz/chromium)
# is unpacked into .cache/headless-shell/, once per version: the Chromium tests' browser unless
# $CHROMIUM names another (CHROMIUM=/usr/bin/chromium: Debian's). It is Chromium without the
# browser's window and interface, so a test's page costs ~40 % less processor than in the whole
# browser's headless mode (docs/research/test-suite-log.md).
mkdir -p .cache
(
  python3 scripts/build_site.py &&
    { node scripts/sitebuild/headless_shell.mjs >/dev/null || echo "test: no headless shell"; }
) >.cache/test-build.log 2>&1 &
build=$!
side=""
apt=""
# On exit: the build and the side stream stop; Debian's install, if one runs, is let finish.
# (Every command here ends in "|| true": under set -e a failing one would end the run with its
# status, whatever the tests said.)
trap 'pkill -P "$build" 2>/dev/null || true; kill "$build" 2>/dev/null || true; [ -z "$side" ] || kill -- "-$side" 2>/dev/null || true
  [ -z "$apt" ] || wait "$apt" || true' EXIT

# Debian packages of the browser tests, installed as root with one apt-get update, in the
# background beside the virtual environment's install: Chromium (unless $CHROMIUM names one),
# Firefox ESR (unless $FIREFOX does), WebKit's WebDriver with its MiniBrowser, and Xvfb for
# WebKit's window. Without them the Firefox and WebKit tests skip (under CI=true they fail).
missing=()
if [ -z "${CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ -z "${FIREFOX:-}" ] && ! command -v firefox-esr >/dev/null 2>&1; then missing+=(firefox-esr); fi
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "test: installing Debian's ${missing[*]} for the browser tests"
    (
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
    ) >.cache/test-apt.log 2>&1 &
    apt=$!
  elif [[ " ${missing[*]} " == *" chromium "* ]]; then
    echo "test: no Chromium found; install it (apt-get install chromium) or set CHROMIUM" >&2
    exit 1
  else
    echo "test: not root, so the Firefox and WebKit tests lack: ${missing[*]}" >&2
  fi
fi
browsers_installed() {
  if [ -n "$apt" ]; then
    wait "$apt" || { cat .cache/test-apt.log >&2; echo "test: apt-get failed" >&2; exit 1; }
    apt=""
  fi
}

venv=.venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
py="$venv/bin/python"
export PATH="$PWD/$venv/bin:$PATH"  # tools the test extra installs there (actionlint)
# The test tools first; the training pipeline's (the train extra) once the checks need them:
# beside the timing tests in the whole run, here otherwise.
hash="$(sha256sum pyproject.toml | cut -c1-16)"
install() {  # install EXTRA: the package with that extra, once per pyproject.toml
  if [ ! -f "$venv/.installed-$1-$hash" ]; then
    "$py" -m pip install -q -e ".[$1]"
    touch "$venv/.installed-$1-$hash"
  fi
}
if [ ! -f "$venv/.installed-test-$hash" ]; then
  "$py" -m pip install -q --upgrade pip
fi
install test

echo "== ruff"
"$venv/bin/ruff" check .
"$venv/bin/ruff" format --check .

# mypy, then the training pipeline (mypy, its tests, a smoke run): in the background when the
# whole run follows, else here.
checks() {
  install train
  echo "== mypy --strict"
  "$venv/bin/mypy"
  echo "== the training pipeline (the train extra: NumPy, PyTorch), a smoke run"
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
  if [ -z "${CHROMIUM:-}" ] && [ -x .cache/headless-shell/chromium ]; then
    export CHROMIUM="$PWD/.cache/headless-shell/chromium"
  fi
  echo "test: the Chromium tests run ${CHROMIUM:-/usr/bin/chromium}"
}
built=()
if [ "$#" -gt 0 ]; then
  checks
  echo "== pytest"
  site_built
  browsers_installed
  # Two workers; each takes tests from the other's share once its own is done, so neither
  # waits at the end for a long file of the other's.
  parallel=(-n 2 --dist worksteal)
  for arg in "$@"; do
    case "$arg" in -n | -n* | --numprocesses*) parallel=() ;; esac
  done
  exec "${built[@]}" "$py" -m pytest -q --durations=15 "${parallel[@]}" "$@"
fi

# The whole run. The checks and the tests that need neither a browser nor the built site run
# in one process from here on, first at the lowest priority while the build, Debian's install
# and the tests that measure time run (a page's task there must not wait for this stream's:
# it stretches when another process takes the processor), then at the normal one beside the
# browser tests, which leave the processor idle while a page waits (a timer, an animation, a
# reply): this stream takes that time. It runs in a process group of its own, to change its
# priority and stop it as one.
echo "== mypy, the training pipeline and the tests without a browser, beside the rest"
set -m
(
  set +m  # its children stay in its process group (reniced and stopped with it)
  renice -n 19 -p "$BASHPID" >/dev/null || true
  # The checks (the train extra's install, mypy, the training pipeline) and the browserless
  # tests in two processes: while the timing tests leave a processor mostly idle, both have
  # one to use.
  checks >.cache/test-checks.log 2>&1 &
  checking=$!
  # Those marked timing here time a reader by the process's own processor time, which
  # another process does not stretch.
  echo "== pytest, the tests without a browser or the built site"
  side_status=0
  "$py" -m pytest -q --durations=15 --ignore=tests/browser --ignore=tests/site_build ||
    side_status=$?
  wait "$checking" || side_status=1
  cat .cache/test-checks.log
  exit "$side_status"
) >.cache/test-side.log 2>&1 &
side=$!
set +m
site_built
browsers_installed
status=0
echo "== pytest, the tests that measure time, beside only that stream at the lowest priority"
"${built[@]}" "$py" -m pytest -q -m timing tests/browser tests/site_build || status=$?
# That stream back to the normal priority: only root may lower a niceness, so for others the
# browser tests run at the lowest one too (they share the processor with it as equals).
equal=()
if kill -0 "$side" 2>/dev/null && ! renice -n 0 -g "$side" >/dev/null 2>&1; then
  equal=(nice -n 19)
fi
echo "== pytest, the browser and site-build tests"
"${equal[@]}" "${built[@]}" "$py" -m pytest -q --durations=15 -n 2 --dist worksteal \
  -m "not timing" tests/browser tests/site_build || status=$?
wait "$side" || status=$?
side=""
cat .cache/test-side.log
exit "$status"
