"""Browser-test harness: build the site once, serve it on 127.0.0.1, drive headless Chromium.

Fixtures: ``site_dir`` (the built _site/), ``site_url`` (its http://127.0.0.1:PORT/ URL),
``subpath_url`` (the same site under /repo/), ``stoppable_site`` (a server of the test's own
that the test can stop, to be offline without the browser's help), ``csp_reporting_site``
(the site with every violation of its CSP reported to the server),
``request_log`` (every request of the test's browser context), ``csp_violations`` (automatic:
every test fails on a Content-Security-Policy violation in any page of its context), plus
pytest-playwright's ``page``/``context``/``new_context``: each test has a context of its own
in the worker's browser (``fresh_browser``: a new one after a crash and every few dozen
tests), launched with the executable and flags of scripts/sitebuild/chromium.py ($CHROMIUM,
else /usr/bin/chromium, else Playwright's own browser); their pages make no Pyodide memory
snapshot (``browser_harness.NO_SNAPSHOT``) unless the test is marked ``makes_snapshot``, and
register no service worker unless it is marked ``service_worker`` (the worker's precache, the
whole site, is work beside the page that only the tests of offline visits, updates and the
page's requests look at; a reload or a new tab of the others is served by the site, as the
first visit was).
Set BRISCOLA_SITE_BUILT=1 to reuse an existing _site/ instead of building it. Under
pytest-xdist (``-n 2``) the first worker builds and the others wait for it and reuse the build.
"""

import fcntl
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Response

from tests import npm_packages

from .browser_harness import CSP_PROBE, NO_SNAPSHOT, RequestLog, csp_report
from .fresh_browser import FreshBrowser
from .run_order import longest_first

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.errors import BuildError
from sitebuild.server import SiteHandler, base_url, make_server, serve_in_thread

from .csp_reports import page_policy, reporting_handler

BASELINE_WASM = ("--js-flags=--liftoff-only",)
"""Chromium's flags for every test but those marked ``timing`` or ``chromium_defaults``:
WebAssembly runs in V8's baseline compiler only, so a page's start does not also compile
Pyodide's busiest functions again with the optimizing one: that halves a boot's processor
time here (``benchmarks/boot_cost.py``; docs/research/test-suite-log.md). The tests
that measure the page's time, or what V8 keeps of its optimized code, run it as a person's
browser does: with the default flags."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files with the longest tests first (``run_order``), so that the two workers end
    together on short tests."""
    items[:] = [items[i] for i in longest_first([item.path for item in items])]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Launch Chromium with the executable and flags this machine needs."""
    ours = chromium.launch_args()
    flags = [*browser_type_launch_args.get("args", []), *chromium.FLAGS]
    return {**browser_type_launch_args, **ours, "args": flags}


@pytest.fixture(scope="session")
def fresh_browser(
    launch_browser: Callable[..., Browser], browser_type_launch_args: dict[str, Any]
) -> Iterator[FreshBrowser]:
    """The browsers of the session: a new one after a crash, after a few dozen tests, and
    when a test needs other flags."""
    machine: list[str] = browser_type_launch_args["args"]
    browsers = FreshBrowser(lambda extra: launch_browser(args=[*machine, *extra]))
    yield browsers
    browsers.close()


@pytest.fixture
def browser(fresh_browser: FreshBrowser, request: pytest.FixtureRequest) -> Browser:
    """pytest-playwright's browser: the worker's, launched again after a crash, after
    ``fresh_browser.TESTS_PER_BROWSER`` tests, and for the tests marked ``timing`` or
    ``chromium_defaults`` (which run with Chromium's default flags, the others with
    :data:`BASELINE_WASM`)."""
    node = request.node
    defaults = node.get_closest_marker("timing") or node.get_closest_marker("chromium_defaults")
    return fresh_browser.for_test(() if defaults else BASELINE_WASM)


@pytest.fixture
def browser_context_args(
    browser_context_args: dict[str, Any], request: pytest.FixtureRequest
) -> dict[str, Any]:
    """pytest-playwright's arguments of a test's contexts: a browser that asks for Italian
    (the page follows the browser's language on a first visit; a test asks for another with
    ``@pytest.mark.browser_context_args(locale=…)``), with the service worker blocked unless
    the test is marked ``service_worker``."""
    args = {**browser_context_args, "locale": "it-IT"}
    if request.node.get_closest_marker("service_worker"):
        return args
    return {**args, "service_workers": "block"}


@pytest.fixture
def new_context(
    new_context: Callable[..., BrowserContext],
    request: pytest.FixtureRequest,
    fresh_browser: FreshBrowser,
) -> Callable[..., BrowserContext]:
    """pytest-playwright's ``new_context`` (behind ``context`` and ``page``), whose pages make
    no Pyodide snapshot unless the test is marked ``makes_snapshot``: one Pyodide per page."""
    makes_snapshot = request.node.get_closest_marker("makes_snapshot") is not None

    def opened(**kwargs: Any) -> BrowserContext:
        context = new_context(**kwargs)
        fresh_browser.watch(context)
        if not makes_snapshot:
            context.add_init_script(f"({NO_SNAPSHOT})()")
        return context

    return opened


@pytest.fixture(scope="session")
def site_dir(pytestconfig: pytest.Config) -> Path:
    """Build the site once per session, or once per run for all of pytest-xdist's workers
    (skipped when BRISCOLA_SITE_BUILT=1)."""
    if os.environ.get("BRISCOLA_SITE_BUILT") == "1":
        if not (layout.SITE / "index.html").is_file():
            pytest.fail(f"BRISCOLA_SITE_BUILT=1 but {layout.SITE} has no index.html")
        return layout.SITE
    run: str | None = getattr(pytestconfig, "workerinput", {}).get("testrunuid")
    layout.CACHE.mkdir(parents=True, exist_ok=True)
    stamp = layout.CACHE / "tests-built-for-run"
    with (layout.CACHE / "tests-build.lock").open("a") as lock:
        # Workers of one run take turns: the first builds (npm ci included), the others reuse.
        fcntl.flock(lock, fcntl.LOCK_EX)
        if run is not None and stamp.is_file() and stamp.read_text(encoding="utf-8") == run:
            return layout.SITE
        stamp.unlink(missing_ok=True)
        try:
            site = build().site
        except BuildError as exc:
            if not npm_packages.installed():  # e.g. no npm here: a reason, not a failure
                pytest.skip(f"{npm_packages.MISSING} ({exc})")
            pytest.fail(f"site build failed: {exc}", pytrace=False)
        if run is not None:
            stamp.write_text(run, encoding="utf-8")
        return site


@contextmanager
def _serving(folder: Path, handler: type[SiteHandler] = SiteHandler) -> Iterator[str]:
    server = make_server(folder, "127.0.0.1", 0, quiet=True, handler=handler)
    thread = serve_in_thread(server)
    try:
        yield base_url(server)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    """Serve the built site from a background thread; yield its base URL (ends with /)."""
    with _serving(site_dir) as url:
        yield url


@pytest.fixture(scope="session")
def subpath_url(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Serve the built site under /repo/, as GitHub Pages does; yield that URL."""
    top = tmp_path_factory.mktemp("pages")
    (top / "repo").symlink_to(site_dir.resolve(), target_is_directory=True)
    with _serving(top) as url:
        yield f"{url}repo/"


@dataclass(frozen=True)
class StoppableSite:
    """The built site served for one test: its URL, and ``stop`` to close the port early."""

    url: str
    stop: Callable[[], None]


@pytest.fixture
def stoppable_site(site_dir: Path) -> Iterator[StoppableSite]:
    """Serve the built site on a port of its own (so an origin of its own) until stopped."""
    with ExitStack() as serving:
        url = serving.enter_context(_serving(site_dir))
        yield StoppableSite(url, serving.close)


@dataclass(frozen=True)
class ReportingSite:
    """The built site served for one test, with the CSP violations its pages reported."""

    url: str
    reports: list[dict[str, Any]]


@pytest.fixture
def csp_reporting_site(site_dir: Path) -> Iterator[ReportingSite]:
    """Serve the built site asking browsers to report every violation of its CSP (see
    csp_reports.py); fails when the built page has no policy to report on."""
    policy = page_policy(site_dir)
    if policy is None:
        pytest.fail("the built index.html has no Content-Security-Policy meta tag")
    reports: list[dict[str, Any]] = []
    with _serving(site_dir, reporting_handler(policy, reports)) as url:
        yield ReportingSite(url, reports)


@pytest.fixture
def request_log(context: BrowserContext) -> RequestLog:
    """Record every request of the test's browser context, and failed or 4xx/5xx answers."""
    log = RequestLog()

    def on_response(response: Response) -> None:
        if response.status >= 400:
            log.failures.append(f"{response.url}: HTTP {response.status}")

    context.on("request", log.record)
    context.on("requestfailed", lambda r: log.failures.append(f"{r.url}: {r.failure}"))
    context.on("response", on_response)
    return log


@pytest.fixture(autouse=True)
def csp_violations(context: BrowserContext) -> Iterator[list[str]]:
    """Every Content-Security-Policy violation of the test's context; none may happen."""
    found: list[str] = []
    context.add_init_script(CSP_PROBE)
    context.on("console", lambda message: csp_report(message, found))
    yield found
    assert found == [], f"Content-Security-Policy violations: {found}"
