"""The floor of "Python ready" on this machine: pages timed as the game's repeat visit is.

Usage: python benchmarks/python_floor.py [--runs N] [--no-build] [--cpu-throttle N [N ...]]
                                         [--code-cache]

``boot.py`` times the game's repeat visit in a new tab until the first card is playable,
which needs Python. This script times, on the same kind of visit and with the same CPU
throttle, when Python can run code for pages that do strictly less than the game:

- ``Pyodide, plain start``: a page whose module script imports the built site's own
  ``vendor/pyodide/pyodide.mjs`` (the same files the game loads), calls
  ``loadPyodide({indexURL})`` and then ``runPython("1 + 1")``: no PyScript, no game;
- ``Pyodide, restored``: the same page, but its first visit starts Pyodide with
  ``_makeSnapshot``, takes ``makeMemorySnapshot()`` at once (a bare Pyodide) and keeps it in
  the Cache Storage; the repeat visit reads it there and passes the bytes' promise to
  ``loadPyodide({indexURL, _loadSnapshot})`` (the read overlaps the runtime module's import,
  as in ``static/pyodide-boot.mjs``), then runs ``1 + 1``;
- ``bare PyScript page``: ``boot.py --baseline``'s page (PyScript starts Pyodide plainly, its
  script puts one card button in the page);
- ``game``: the game with ``boot.py``'s saved game, its snapshot made on the first visit.

Caching. Each Pyodide page comes twice. From the HTTP cache: served with
``Cache-Control: max-age=31536000, immutable`` (what a static host could send for versioned
files), so the repeat visit asks the server for nothing the cache holds; Playwright's contexts
are off the record, their HTTP cache is in memory, and it keeps every file but
``pyodide.asm.wasm`` (9.6 MB), which the repeat visit fetches again from the local server
(``tests/browser/test_python_floor.py`` checks it). From a service worker: ``floor-sw.js``,
the game's ``sw.js`` cut to these files (precached on install, answered cache first from the
Cache Storage), as the game's files are. The bare page and the game are served as ``boot.py``
serves them (``no-cache``): their repeat visit is served by the site's service worker from
its Cache Storage (the snapshot too). The ``requests`` column counts what reached the server
during the repeat visit, and the lines under the table name them.

V8's kept code for the runtime: none of the pages has any on its repeat visit (the
HTTP-cache pages get a new response; the first visit a service worker serves finds no code
kept beside its Cache Storage entry yet, docs/research/site-build-log.md), so every page here
compiles the runtime again, as the game's repeat visit in ``boot.py`` does.
``--code-cache`` traces each repeat visit and counts ``v8.wasm.moduleCacheHit`` events to
check that (tracing costs time: take its figures apart from the timings).

Each run opens a fresh browser context for each page, visits it once (unthrottled), closes
the tab, then visits it again in a new tab of the same context with the CPU slowed and takes
that visit's stamps. Prints, for each CPU throttle, a markdown table: the medians (min-max)
in seconds from navigation of ``loadPyodide`` called (the game: its wrapper's
``briscola:pyodide-start``; the bare page: PyScript's ``Loading Pyodide``), the snapshot's
bytes read, Python ready (the Pyodide pages:
``1 + 1`` returned; the bare page: PyScript's ``py:ready``; the game: its wrapper's
``briscola:snapshot-restored`` mark) and playable (the pages with a card).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import threading
from dataclasses import dataclass, replace
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import boot  # benchmarks/boot.py
from boot import serving
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import SiteHandler

PLAIN_SCRIPT = """
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const indexURL = new URL("./vendor/pyodide/", location.href).href;
try {
  window.__floorStartAt = performance.now();
  const pyodide = await loadPyodide({ indexURL });
  window.__floorResult = pyodide.runPython("1 + 1");
  performance.mark("floor:ready");
  window.__floorReadyAt = performance.now();
} catch (error) {
  window.__floorError = String(error && error.stack || error);
}
"""
"""Pyodide's plain start, then ``1 + 1``."""

SNAPSHOT_SCRIPT = """
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const indexURL = new URL("./vendor/pyodide/", location.href).href;
const ENTRY = new URL("./floor-snapshot.bin", location.href).href;
try {
  window.__floorStartAt = performance.now();
  const cache = await caches.open("floor-snapshot");
  const found = await cache.match(ENTRY);
  if (found) {
    const bytes = found.arrayBuffer().then((buffer) => {
      performance.mark("floor:snapshot-read");
      window.__floorReadAt = performance.now();
      return new Uint8Array(buffer);
    });
    const pyodide = await loadPyodide({ indexURL, _loadSnapshot: bytes });
    window.__floorResult = pyodide.runPython("1 + 1");
    window.__floorRestored = true;
  } else {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    const snapshot = pyodide.makeMemorySnapshot();
    window.__floorResult = pyodide.runPython("1 + 1");
    window.__floorRestored = false;
    await cache.put(ENTRY, new Response(snapshot, {
      headers: { "Content-Type": "application/octet-stream" },
    }));
    window.__floorStoredBytes = snapshot.byteLength;
  }
  performance.mark("floor:ready");
  window.__floorReadyAt = performance.now();
} catch (error) {
  window.__floorError = String(error && error.stack || error);
}
"""
"""A bare Pyodide's snapshot: made and kept on the first visit, restored on the next, then
``1 + 1``."""

FLOOR_PAGE = (
    '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Briscola</title>'
    '<link rel="icon" href="data:,"></head><body>REGISTER<script type="module">SCRIPT</script>'
    "</body></html>"
)
REGISTER = (
    "<script>if (!navigator.serviceWorker.controller) "
    'navigator.serviceWorker.register("./floor-sw.js");</script>'
)
"""The service-worker pages' registration, on a visit the worker does not serve yet."""

FLOOR_SW = """const CACHE = "floor";
const FILES = ["./floor-pyodide-sw.html", "./floor-snapshot-sw.html",
  "./vendor/pyodide/pyodide.mjs", "./vendor/pyodide/pyodide.asm.mjs",
  "./vendor/pyodide/pyodide.asm.wasm", "./vendor/pyodide/python_stdlib.zip",
  "./vendor/pyodide/pyodide-lock.json"];
self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((url) => new Request(url, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const hit = await (await caches.open(CACHE)).match(request);
    return hit || fetch(request);
  })());
});
"""
"""The service worker of the Pyodide pages served from the Cache Storage: the game's own
(``sw.js``) cut to these files: precached on install, then answered cache first."""

PLAIN_HTTP, PLAIN_SW, RESTORED_HTTP, RESTORED_SW, BARE, GAME = (
    "Pyodide, plain start (HTTP cache)",
    "Pyodide, plain start (service worker)",
    "Pyodide, restored (HTTP cache)",
    "Pyodide, restored (service worker)",
    "bare PyScript page",
    "game",
)
PAGES = (PLAIN_HTTP, PLAIN_SW, RESTORED_HTTP, RESTORED_SW, BARE, GAME)
FILES = {
    PLAIN_HTTP: "floor-pyodide.html",
    PLAIN_SW: "floor-pyodide-sw.html",
    RESTORED_HTTP: "floor-snapshot.html",
    RESTORED_SW: "floor-snapshot-sw.html",
}
SCRIPTS = {
    PLAIN_HTTP: PLAIN_SCRIPT,
    PLAIN_SW: PLAIN_SCRIPT,
    RESTORED_HTTP: SNAPSHOT_SCRIPT,
    RESTORED_SW: SNAPSHOT_SCRIPT,
}
SERVICE_WORKER = (PLAIN_SW, RESTORED_SW, BARE, GAME)
RESTORING = (RESTORED_HTTP, RESTORED_SW, GAME)
FLOOR_DONE = "window.__floorReadyAt !== undefined || window.__floorError !== undefined"
# Read after a visit: each stamp (ms after navigation, or null), whether Python ran 1 + 1 or
# the page is playable, and whether a snapshot was restored.
STAMPS_READ = """() => {
  const mark = (name) => {
    const found = performance.getEntriesByName(name, "mark")[0];
    return found ? found.startTime : null;
  };
  const steps = window.__steps || {};
  const floor = window.__floorReadyAt !== undefined || window.__floorError !== undefined;
  return {
    start: floor ? (window.__floorStartAt ?? null)
      : (mark("briscola:pyodide-start") ?? steps["progress:Loading Pyodide"] ?? null),
    read: floor ? (window.__floorReadAt ?? null) : mark("briscola:snapshot-read"),
    ready: floor ? (window.__floorReadyAt ?? null)
      : (mark("briscola:snapshot-restored") ?? steps["event:py:ready"] ?? null),
    playable: window.__playableAt ?? null,
    result: window.__floorResult ?? null,
    error: window.__floorError ?? null,
    restored: floor ? window.__floorRestored === true
      : document.body.dataset.snapshot === "restored",
  };
}"""
TRACE_CATEGORIES = ["disabled-by-default-devtools.timeline"]
"""The trace category of Blink's events for a streaming compile's kept code."""


class CountingHandler(SiteHandler):
    """Counts every request the server answers (any status), for the repeat visit's count."""

    answered: list[str] = []  # noqa: RUF012 - shared log on purpose
    lock = threading.Lock()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        with self.lock:
            self.answered.append(f"{code} {self.path}")
        super().log_request(code, size)


class CachedHandler(CountingHandler):
    """Serves every file as fresh for a year: a repeat visit takes it from the HTTP cache."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=31536000, immutable")
        SimpleHTTPRequestHandler.end_headers(self)  # without SiteHandler's no-cache


@dataclass(frozen=True)
class Visit:
    """One repeat visit: seconds from navigation to each stamp (None: the page has none),
    requests that reached the server, the runtime's kept-code hits (None: not traced), the
    bytes of the snapshot the first visit made (Pyodide pages)."""

    start: float | None
    read: float | None
    ready: float
    playable: float | None
    requests: tuple[str, ...]
    code_hits: int | None
    snapshot_bytes: int | None = None


def floor_page(name: str) -> str:
    """The HTML of one of the Pyodide pages."""
    register = REGISTER if name in SERVICE_WORKER else ""
    return FLOOR_PAGE.replace("REGISTER", register).replace("SCRIPT", SCRIPTS[name])


def open_context(browser: Browser, name: str) -> BrowserContext:
    """A fresh context with the probes the page's stamps need."""
    context = browser.new_context()
    if name in (BARE, GAME):
        context.add_init_script(boot.READY_PROBE)
        context.add_init_script(boot.STEPS_PROBE)
        context.add_init_script(boot.saved_game_script())
    return context


def wait_done(page: Page, name: str) -> dict[str, Any]:
    """Wait until the page is ready (Pyodide pages) or playable, and read its stamps."""
    if name in FILES:
        page.wait_for_function(FLOOR_DONE, timeout=boot.TIMEOUT_MS)
    else:
        page.wait_for_function("window.__playableAt !== undefined", timeout=boot.TIMEOUT_MS)
    if name == GAME:
        page.wait_for_function(
            "performance.getEntriesByName('briscola:snapshot-restored').length"
            " || performance.getEntriesByName('briscola:pyodide-plain').length",
            timeout=boot.TIMEOUT_MS,
        )
    stamps: dict[str, Any] = page.evaluate(STAMPS_READ)
    if stamps["error"] is not None:
        raise SystemExit(f"{name}: {stamps['error']}")
    if name in FILES and stamps["result"] != 2:
        raise SystemExit(f"{name}: 1 + 1 gave {stamps['result']!r}")
    return stamps


def first_visit(context: BrowserContext, name: str, url: str) -> int | None:
    """The untimed first visit: what it leaves (HTTP cache, service worker, snapshot) is what
    the repeat visit uses; the bytes of the snapshot a Pyodide page made."""
    page = context.new_page()
    page.goto(url)
    wait_done(page, name)
    stored = None
    if name in (RESTORED_HTTP, RESTORED_SW):
        page.wait_for_function("window.__floorStoredBytes !== undefined", timeout=boot.TIMEOUT_MS)
        stored = int(page.evaluate("window.__floorStoredBytes"))
    if name in SERVICE_WORKER:
        boot.settle_first_visit(page)
    page.close()
    return stored


def repeat_visit(
    browser: Browser, context: BrowserContext, name: str, url: str, throttle: float, trace: bool
) -> Visit:
    """The timed visit in a new tab, the CPU slowed ``throttle`` times."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    with CountingHandler.lock:
        first = len(CountingHandler.answered)
    if trace:
        browser.start_tracing(categories=TRACE_CATEGORIES)
    try:
        page.goto(url)
        stamps = wait_done(page, name)
    finally:
        events = browser.stop_tracing() if trace else None
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    cdp.detach()
    with CountingHandler.lock:
        requests = tuple(CountingHandler.answered[first:])
    if name in RESTORING and not stamps["restored"]:
        raise SystemExit(f"{name}: the repeat visit did not restore a snapshot")
    page.close()
    return Visit(
        seconds(stamps["start"]),
        seconds(stamps["read"]),
        float(stamps["ready"]) / 1000,
        seconds(stamps["playable"]),
        requests,
        None if events is None else code_hits(events),
    )


def seconds(ms: float | None) -> float | None:
    """Milliseconds as seconds, None kept."""
    return None if ms is None else float(ms) / 1000


def code_hits(trace: bytes) -> int:
    """How many streaming compiles took kept code (``v8.wasm.moduleCacheHit``) in a trace."""
    events: list[dict[str, Any]] = json.loads(trace)["traceEvents"]
    return sum(e.get("name") == "v8.wasm.moduleCacheHit" for e in events)


def spread(values: list[float | None]) -> str:
    """Median (min-max) of the values there are, or a dash."""
    present = [v for v in values if v is not None]
    if not present:
        return "—"
    return f"{statistics.median(present):.2f} ({min(present):.2f}–{max(present):.2f})"


def table(throttle: float, visits: dict[str, list[Visit]]) -> str:
    """One markdown table: a row per page, medians (min-max) in seconds from navigation."""
    traced = any(v.code_hits is not None for rows in visits.values() for v in rows)
    head = (
        "| CPU | page | loadPyodide called | snapshot read | Python ready | playable | requests |"
    )
    rule = "| --- | --- | --- | --- | --- | --- | --- |"
    if traced:
        head, rule = head + " kept code taken |", rule + " --- |"
    lines = [head, rule]
    for name, rows in visits.items():
        requests = statistics.median(len(v.requests) for v in rows)
        line = (
            f"| {throttle:g}x | {name} | {spread([v.start for v in rows])} "
            f"| {spread([v.read for v in rows])} "
            f"| {spread([v.ready for v in rows])} | {spread([v.playable for v in rows])} "
            f"| {requests:g} |"
        )
        if traced:
            line += f" {sum(bool(v.code_hits) for v in rows)} of {len(rows)} |"
        lines.append(line)
    sizes = [v.snapshot_bytes for rows in visits.values() for v in rows if v.snapshot_bytes]
    if sizes:
        lines += ["", f"A bare Pyodide's snapshot: {max(sizes) / 1e6:.1f} MB."]
    lines += ["", "Requests that reached the server during the repeat visits (status, path):"]
    for name, rows in visits.items():
        seen = sorted({answer for v in rows for answer in v.requests})
        lines.append(f"- {name}: {', '.join(seen) or 'none'}")
    return "\n".join(lines)


def floor_site(built: Path, into: Path) -> Path:
    """A copy of the built site with the Pyodide pages and their service worker written at
    its root."""
    site = into / "site"
    shutil.copytree(built, site)
    for name, file in FILES.items():
        (site / file).write_text(floor_page(name), encoding="utf-8")
    (site / "floor-sw.js").write_text(FLOOR_SW, encoding="utf-8")
    return site


def measure(
    browser: Browser, urls: dict[str, str], runs: int, throttle: float, trace: bool
) -> dict[str, list[Visit]]:
    """``runs`` first and repeat visits of each page, the pages taking turns in each run."""
    visits: dict[str, list[Visit]] = {name: [] for name in urls}
    for _ in range(runs):
        for name, url in urls.items():
            context = open_context(browser, name)
            stored = first_visit(context, name, url)
            visit = repeat_visit(browser, context, name, url, throttle, trace)
            visits[name].append(replace(visit, snapshot_bytes=stored))
            context.close()
    return visits


def main() -> None:
    """Build (unless told not to), serve, time each page and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--cpu-throttle", type=float, nargs="+", default=[1.0, 4.0])
    parser.add_argument(
        "--code-cache", action="store_true", help="trace the repeat visits for V8's kept code"
    )
    args = parser.parse_args()
    built = layout.SITE if args.no_build else build().site
    with tempfile.TemporaryDirectory() as tmp:
        site = floor_site(built, Path(tmp))
        bare = boot.baseline_site(built, Path(tmp))
        with (
            serving(site, CachedHandler) as floor_url,
            serving(bare, CountingHandler) as bare_url,
            serving(built, CountingHandler) as game_url,
            sync_playwright() as playwright,
        ):
            browser = playwright.chromium.launch(
                executable_path=chromium.executable(), args=list(chromium.FLAGS)
            )
            urls = {name: floor_url + file for name, file in FILES.items()}
            urls |= {BARE: bare_url, GAME: game_url}
            print(f"{args.runs} runs, repeat visit in a new tab, seconds after navigation")
            for throttle in args.cpu_throttle:
                print()
                print(table(throttle, measure(browser, urls, args.runs, throttle, args.code_cache)))
            browser.close()


if __name__ == "__main__":
    main()
