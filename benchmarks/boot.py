"""Boot time of the game page in headless Chromium: cold first visit and repeat visit.

Usage: python benchmarks/boot.py [--runs N] [--no-build] [--think-hands N] [--baseline]
                                [--cpu-throttle N [N ...]] [--site DIR] [--also NAME=DIR]
                                [--repeats N] [--steps] [--level NAME ...] [--think-players N ...]
Each run opens a fresh browser context (empty HTTP cache, no service worker) holding a saved
game where the person is to play, times the first visit until the first card is playable
(a card of the hand can be clicked and <body data-ready> says the game is live), waits for
the service worker to take over (and for the Pyodide snapshot the page makes after a plain
start), closes the tab and times a second visit in a new tab of the same context (served
from the service-worker cache; a returning player opens the page afresh, where a reload of
the same tab would first wait for whatever task the old page is running).
For each visit it also times the first paint of the table: when the main thread has done the
first frame after the table's hand is in the page (a saved render painted before Python runs,
or Python's own render): that frame's style, layout and paint, timed by a message posted from
its ``requestAnimationFrame`` callback. ``--steps`` also gives when that frame began (the
callback), its vsync stamp (the callback's argument, which can come before the hand) and the
first contentful paint (on a repeat visit most often the saved table's frame on screen, but the
loader's when a frame came between the bar and the saved render). Times are from navigation
start (performance.now()). Bytes are what reached the server until playable: raw (our dev
server does not compress) and a gzip -6 estimate of the same files. The JS heap (used, and
total with array buffers such as the wasm memory, ``Runtime.getHeapUsage``) is read when
playable, and the origin's storage in use (``navigator.storage.estimate()``: the service
worker's cache and any other cache or database) after the repeat visit.
``--cpu-throttle 1 4`` repeats everything with Chromium's CPU slowed 1x and 4x
(``Emulation.setCPUThrottlingRate``, set on each page before each visit; 4x is a common
stand-in for a mid-range phone).
Then it plays whole hands against the hard level (``--level``: others, hand for hand in
turn, so that they meet the same load; ``?fast=1``) at each table size
(``--think-players``: some of them) and reports the computer's think times and the longest
main-thread task (PerformanceObserver "longtask") while the computer thinks; in a hand
against maestro also what fetching and reading its network cost (bytes, the fetch, the tasks
of the reading, the time until the network is ready and the longest task meanwhile).

``--steps`` prints, for each series and site, when each step of a visit happened (median ms
after navigation, min-max) and how long it took after the step before it (median): the HTML
received, the saved screen painted (``briscola:painted``), the first contentful paint, the DOM
parsed, PyScript's progress events (``Loading Pyodide`` ... ``Loaded files``), the wrapper's
marks (``loadPyodide`` called, snapshot read, restored, or a plain start), ``py:ready``, the
page's modules imported, the first live render and playable; for the bare page whichever of
them it has. ``--also NAME=DIR`` measures another built site (another branch, say) in turn
with this one, run for run, so both see the same moments of the machine; ``--repeats N``
times N repeat visits per run instead of one.

``--baseline`` also times, run for run in turn with the game, the same site with none of the
game's Python: its page script only puts one card button on the table (the same selector the
game's timer waits for), and PyScript loads Pyodide itself (no snapshot wrapper). That is
the floor a bare PyScript page sets on this machine: the same files, config, preloads and
service worker, without briscola.
"""

import argparse
import gzip
import json
import re
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Request, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import SiteHandler, base_url, make_server, serve_in_thread

from briscola.app.game.session import Session
from briscola.app.saved.storage import Namespace
from briscola.setup.levels import LEVELS
from briscola.setup.settings import Settings
from tests.browser.table_driver import play_to_result, start_game

TIMEOUT_MS = 120_000
PLAYABLE = "#t-hand button.card:not([aria-disabled=true])"
# Runs before the page's scripts: stamps the moment the page's Python marks the body ready,
# the moment the first card of the person's hand is in the page (__handAt: the table is about
# to be painted) and the moment it can be played (__playableAt: in the page once the body is
# ready), and the first frame after the hand came: __tableFrameBeginsAt when its main-thread work
# begins (performance.now() in its requestAnimationFrame callback), __tableFrameDoneAt when that
# work (style, layout, paint) is done (a message posted from the callback), __tableFrameStamp the
# frame's own timestamp (the callback's argument: the vsync the compositor asked for the frame
# at, which comes before the main thread gets to it, and can come before the hand was written).
READY_PROBE = """
new MutationObserver((_, observer) => {
  if (!document.body) return;
  const hand = document.querySelector("PLAYABLE");
  if (document.body.dataset.ready && window.__readyAt === undefined) {
    window.__readyAt = performance.now();
  }
  if (hand && window.__handAt === undefined) {
    window.__handAt = performance.now();
    requestAnimationFrame((frame) => {
      window.__tableFrameBeginsAt = performance.now();
      window.__tableFrameStamp = frame;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__tableFrameDoneAt = performance.now(); };
      channel.port2.postMessage(null);
    });
  }
  if (window.__playableAt === undefined && hand && document.body.dataset.ready) {
    window.__playableAt = performance.now();
  }
  if (window.__readyAt !== undefined && window.__playableAt !== undefined) observer.disconnect();
}).observe(document, {subtree: true, childList: true, attributes: true});
""".replace("PLAYABLE", PLAYABLE)
SNAPSHOT_DONE = """!performance.getEntriesByName("briscola:pyodide-plain").length
    || document.body.dataset.snapshot !== undefined"""
# Runs before the page's scripts: stamps PyScript's progress events and py:ready (dispatched
# on the script element without bubbling: caught while capturing).
STEPS_PROBE = """
window.__steps = {};
const stamp = (name) => {
  if (window.__steps[name] === undefined) window.__steps[name] = performance.now();
};
addEventListener("py:progress", (event) => stamp("progress:" + event.detail), true);
addEventListener("py:ready", () => stamp("event:py:ready"), true);
"""
# Read when playable: every step's time after navigation (ms), keyed by where it comes from.
STEPS_READ = """() => {
  const out = {...(window.__steps || {})};
  const nav = performance.getEntriesByType("navigation")[0];
  if (nav) {
    out["nav:responseEnd"] = nav.responseEnd;
    out["nav:domContentLoaded"] = nav.domContentLoadedEventStart;
  }
  for (const e of performance.getEntriesByType("paint")) out["paint:" + e.name] = e.startTime;
  for (const e of performance.getEntriesByType("mark")) {
    if (out["mark:" + e.name] === undefined) out["mark:" + e.name] = e.startTime;
  }
  out["probe:hand"] = window.__handAt;
  out["probe:frameStamp"] = window.__tableFrameStamp;
  out["probe:frameBegins"] = window.__tableFrameBeginsAt;
  out["probe:frameDone"] = window.__tableFrameDoneAt;
  out["probe:playable"] = window.__playableAt;
  return out;
}"""
# The steps of a visit in the order they happen, as (label, key in STEPS_READ's result).
STEPS = (
    ("HTML received", "nav:responseEnd"),
    ("table frame's vsync stamp", "probe:frameStamp"),
    ("saved screen painted (paint.js)", "mark:briscola:painted"),
    ("hand in the page", "probe:hand"),
    ("table frame begins", "probe:frameBegins"),
    ("table frame's paint done", "probe:frameDone"),
    ("first contentful paint", "paint:first-contentful-paint"),
    ("DOM parsed (DOMContentLoaded)", "nav:domContentLoaded"),
    ("PyScript: Loading Pyodide", "progress:Loading Pyodide"),
    ("loadPyodide called (wrapper)", "mark:briscola:pyodide-start"),
    ("snapshot read", "mark:briscola:snapshot-read"),
    ("snapshot restored, reseeded", "mark:briscola:snapshot-restored"),
    ("plain start (no snapshot)", "mark:briscola:pyodide-plain"),
    ("PyScript: Loaded interpreter", "progress:Loaded interpreter"),
    ("PyScript: Loading files", "progress:Loading files"),
    ("PyScript: Loaded files", "progress:Loaded files"),
    ("py:ready", "event:py:ready"),
    ("page's modules imported", "mark:briscola:imported"),
    ("first live render", "mark:briscola:rendered"),
    ("playable", "probe:playable"),
)
LONGTASK_PROBE = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""


def saved_game_script() -> str:
    """An init script that puts a saved 2-player game, the person to play, in localStorage."""
    seed = 0
    while True:
        session = Session.new(Settings(), seed)
        if session.phase == "human":
            break
        seed += 1
    text = json.dumps(session.to_json())
    key = json.dumps(Namespace("/").key("session"))
    return f"if (!localStorage.getItem({key})) localStorage.setItem({key}, {json.dumps(text)});"


class CountingHandler(SiteHandler):
    """A site handler that logs (time, path, bytes sent) for every file it serves."""

    served: list[tuple[float, str, int]] = []  # noqa: RUF012 - shared log on purpose
    lock = threading.Lock()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        start, sent = time.monotonic(), 0
        while chunk := source.read(1 << 16):
            outputfile.write(chunk)
            sent += len(chunk)
        with self.lock:
            self.served.append((start, self.path.split("?")[0], sent))


@dataclass(frozen=True)
class Visit:
    """One timed visit: seconds to playable (and to ready, and to the table's first paint),
    requests, what the server sent, the JS heap when playable (MB)."""

    seconds: float
    ready_seconds: float
    paint_seconds: float
    page_requests: int
    network_requests: int
    raw_bytes: int
    gzip_bytes: int
    heap_used_mb: float
    heap_total_mb: float
    steps: dict[str, float]


_gzip_sizes: dict[str, int] = {}


def gzip_size(site: Path, path: str, raw: int) -> int:
    """Return the gzip -6 size of the served file (cached); ``raw`` if it is not a site file."""
    if path not in _gzip_sizes:
        file = site / path.lstrip("/")
        if path.endswith("/"):
            file = file / "index.html"
        data = file.read_bytes() if file.is_file() else b""
        _gzip_sizes[path] = len(gzip.compress(data, 6)) if data else raw
    return _gzip_sizes[path]


def visit(page: Page, url: str, site: Path, throttle: float) -> Visit:
    """Navigate ``page`` to ``url`` with the CPU slowed ``throttle`` times and measure the
    visit until the page is playable."""
    requests: list[str] = []
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})

    def on_request(request: Request) -> None:
        requests.append(request.url)

    page.on("request", on_request)
    start = time.monotonic()
    first = len(CountingHandler.served)
    page.goto(url)
    page.wait_for_function("window.__playableAt !== undefined", timeout=TIMEOUT_MS)
    playable_ms = float(page.evaluate("window.__playableAt"))
    ready_ms = float(page.evaluate("window.__readyAt"))
    heap = cdp.send("Runtime.getHeapUsage")
    page.wait_for_function("window.__tableFrameDoneAt !== undefined", timeout=TIMEOUT_MS)
    paint_ms = float(page.evaluate("window.__tableFrameDoneAt"))
    steps = {k: float(v) for k, v in page.evaluate(STEPS_READ).items() if v is not None}
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    cdp.detach()
    cutoff = start + playable_ms / 1000
    page.remove_listener("request", on_request)
    with CountingHandler.lock:
        sent = [(p, n) for t, p, n in CountingHandler.served[first:] if t <= cutoff]
    return Visit(
        playable_ms / 1000,
        ready_ms / 1000,
        paint_ms / 1000,
        sum(not u.startswith(("data:", "blob:")) for u in requests),
        len(sent),
        sum(n for _, n in sent),
        sum(gzip_size(site, p, n) for p, n in sent),
        heap["usedSize"] / 1e6,
        (heap["totalSize"] + heap.get("backingStorageSize", 0)) / 1e6,
        steps,
    )


def storage_used(page: Page) -> float:
    """MB the origin keeps (service-worker cache, other caches, databases), as estimated."""
    return float(page.evaluate("navigator.storage.estimate().then(e => e.usage)")) / 1e6


Visits = dict[str, tuple[list[Visit], list[Visit], list[float]]]


def run(sites: dict[str, tuple[str, Path]], runs: int, throttle: float, repeats: int = 1) -> Visits:
    """Cold and ``repeats`` repeat visits of ``runs`` fresh browser contexts for each of
    ``sites`` (name: (url, folder)), the sites taking turns within each run so they share the
    machine's state; with the storage each origin used after its repeat visits (MB)."""
    visits: Visits = {name: ([], [], []) for name in sites}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium.executable(), args=list(chromium.FLAGS)
        )
        for _ in range(runs):
            for name, (url, site) in sites.items():
                context = browser.new_context()
                context.add_init_script(READY_PROBE)
                context.add_init_script(STEPS_PROBE)
                context.add_init_script(saved_game_script())
                page = context.new_page()
                visits[name][0].append(visit(page, url, site, throttle))
                settle_first_visit(page)
                for _ in range(repeats):
                    page.close()
                    page = context.new_page()
                    visits[name][1].append(visit(page, url, site, throttle))
                visits[name][2].append(storage_used(page))
                context.close()
        browser.close()
    return dict(visits)


@contextmanager
def serving(site: Path, handler: type[SiteHandler] = SiteHandler) -> Iterator[str]:
    """Serve ``site`` on 127.0.0.1 with ``handler``; yields its URL."""
    server = make_server(site, quiet=True, handler=handler)
    serve_in_thread(server)
    try:
        yield base_url(server)
    finally:
        server.shutdown()
        server.server_close()


def settle_first_visit(page: Page) -> None:
    """Wait until a first visit has left what a repeat visit uses: the service worker
    controls the page once it has precached the site, and a page that started Pyodide
    plainly has made its snapshot for the next start."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    page.wait_for_function(SNAPSHOT_DONE, timeout=TIMEOUT_MS)


BASELINE_SCRIPT = """<script type="py" config="./pyscript.toml">
    import js

    table = js.document.getElementById("screen-table")
    table.innerHTML = '<div id="t-hand"><button type="button" class="card">1</button></div>'
    table.hidden = False
    js.document.body.dataset.ready = "1"
  </script>"""


def baseline_site(site: Path, into: Path) -> Path:
    """A copy of the built ``site`` whose page runs none of the game's Python."""
    copy = into / "baseline"
    shutil.copytree(site, copy)
    page = copy / "index.html"
    html, count = re.subn(
        r'<script type="py".*?</script>', BASELINE_SCRIPT, page.read_text("utf-8"), flags=re.S
    )
    if count != 1:
        raise SystemExit("index.html: expected one <script type=py>")
    page.write_text(html, encoding="utf-8")
    toml = copy / "pyscript.toml"
    lines = toml.read_text("utf-8").splitlines()
    # Pyodide itself, as PyScript loads it, without the game's snapshot wrapper.
    plain = 'interpreter = "./vendor/pyodide/pyodide.mjs"'
    lines = [plain if x.startswith("interpreter") else x for x in lines if "briscola" not in x]
    toml.write_text("\n".join(lines) + "\n", "utf-8")
    return copy


WEIGHTS_SPANS = """() => Object.fromEntries(['fetch', 'read', 'layers'].map(name =>
    [name, performance.getEntriesByName('briscola:weights-' + name)
        .map(e => [e.startTime, e.duration, e.detail])]))"""
"""The page's spans of fetching and reading maestro's network (``briscola/ui/weights.py``)."""


def overlapping(tasks: list[list[float]], windows: list[tuple[float, float]]) -> list[float]:
    """The durations of the ``tasks`` (start, duration) that overlap any of the ``windows``
    (begin, end), all in ms of the page's clock."""
    return [
        duration
        for start, duration in tasks
        if any(start < end and start + duration > begin for begin, end in windows)
    ]


def weights_cost(spans: dict[str, list[list[Any]]], tasks: list[list[float]]) -> str:
    """A line on what fetching and reading maestro's network cost the page, or "" if it did
    not (another level): the file's bytes and fetch, its parts read a task each, the layers,
    and the longest main-thread task from the fetch's start to the layers' end."""
    if not spans["fetch"] or not spans["layers"]:
        return ""
    (begin, fetch, size), *_ = spans["fetch"]
    layers_start, layers, _ = spans["layers"][-1]
    reads = [duration for _, duration, _ in spans["read"]]
    end = layers_start + layers
    inside = overlapping(tasks, [(begin, end)])
    return (
        f"maestro's network: {int(size):,} bytes fetched in {fetch:.0f} ms, read in "
        f"{len(reads)} tasks (longest {max(reads, default=0):.0f} ms, together "
        f"{sum(reads):.0f} ms), layers {layers:.0f} ms; ready {end - begin:.0f} ms after the "
        f"fetch began, longest task then {max(inside, default=0):.0f} ms"
    )


def think_tasks(
    browser: Browser, url: str, players: int, level: str = "hard"
) -> tuple[list[float], list[float], str]:
    """Play one hand against ``level``; the computer's think times (ms), the long tasks (ms)
    that overlap them, and what reading maestro's network cost (:func:`weights_cost`)."""
    context = browser.new_context()
    context.add_init_script(LONGTASK_PROBE)
    page = context.new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto(url + "?fast=1")
    page.wait_for_selector("body[data-screen=start]", timeout=TIMEOUT_MS)
    start_game(page, players, level=level)
    play_to_result(page, keys_every=0)
    data: dict[str, Any] = page.evaluate(
        """() => ({tasks: window.__longTasks, thinks: performance.getEntriesByName('briscola:think')
            .map(m => [m.startTime, m.startTime + m.duration])})"""
    )
    weights = weights_cost(page.evaluate(WEIGHTS_SPANS), data["tasks"])
    context.close()
    inside = overlapping(data["tasks"], data["thinks"])
    return [end - begin for begin, end in data["thinks"]], inside, weights


def spread(values: list[float]) -> str:
    """``median (min-max)`` of seconds."""
    return f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})"


def table(cold: list[Visit], repeat: list[Visit], storage: list[float], label: str = "") -> str:
    """Format medians (and min-max of the times) as a small text table."""
    lines = [
        f"{'visit':<20} {'table painted s':>17} {'playable s':>17} {'ready s':>7} "
        f"{'page req':>8} {'net req':>7} {'raw MB':>7} {'gzip MB':>7} {'heap MB':>11}"
    ]
    for name, visits in ((f"{label}cold", cold), (f"{label}repeat", repeat)):

        def med(attr: str, rows: list[Visit] = visits) -> float:
            return float(statistics.median(getattr(v, attr) for v in rows))

        heap = (
            f"{max(v.heap_used_mb for v in visits):.0f}/{max(v.heap_total_mb for v in visits):.0f}"
        )
        lines.append(
            f"{name:<20} {spread([v.paint_seconds for v in visits]):>17} "
            f"{spread([v.seconds for v in visits]):>17} {med('ready_seconds'):>7.2f} "
            f"{med('page_requests'):>8.0f} "
            f"{med('network_requests'):>7.0f} {med('raw_bytes') / 1e6:>7.2f} "
            f"{med('gzip_bytes') / 1e6:>7.2f} {heap:>11}"
        )
    lines.append(f"{label}storage in use after the repeat visit: {max(storage):.1f} MB")
    return "\n".join(lines)


def steps_table(visits: dict[str, list[Visit]]) -> str:
    """For each named list of visits, every step's median time after navigation (min-max) and
    its median length after the step before it, in ms; steps no visit has are left out."""
    names = list(visits)
    present = [
        (label, key)
        for label, key in STEPS
        if any(key in v.steps for rows in visits.values() for v in rows)
    ]
    head = f"{'ms after navigation':<32}"
    for name in names:
        head += f" {(name.strip() or 'game') + ': at (min-max)':>24} {'step':>6}"
    lines = [head]
    for label, key in present:
        line = f"{label:<32}"
        for name in names:
            at = [v.steps[key] for v in visits[name] if key in v.steps]
            gaps = [_gap(v.steps, key) for v in visits[name] if key in v.steps]
            if not at:
                line += f" {'-':>24} {'':>6}"
                continue
            line += (
                f" {f'{statistics.median(at):.0f} ({min(at):.0f}-{max(at):.0f})':>24}"
                f" {statistics.median(gaps):>6.0f}"
            )
        lines.append(line)
    return "\n".join(lines)


def _gap(steps: dict[str, float], key: str) -> float:
    """How long ``key`` came after the step before it that the visit has (or navigation)."""
    before = 0.0
    for _, each in STEPS:
        if each == key:
            return steps[key] - before
        if each in steps:
            before = steps[each]
    raise KeyError(key)


def main() -> None:
    """Build (unless --no-build), serve on 127.0.0.1, measure, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh browser contexts (default 7)")
    parser.add_argument("--no-build", action="store_true", help="measure _site/ as it is")
    parser.add_argument(
        "--site", type=Path, help="measure this built site as it is (another build, say)"
    )
    parser.add_argument(
        "--also",
        action="append",
        default=[],
        metavar="NAME=DIR",
        help="also measure this built site, in turn with the first, run for run",
    )
    parser.add_argument(
        "--baseline", action="store_true", help="also time the same site without the game"
    )
    parser.add_argument("--repeats", type=int, default=1, help="repeat visits per run (default 1)")
    parser.add_argument(
        "--steps", action="store_true", help="print when each step of a visit happened"
    )
    parser.add_argument(
        "--cpu-throttle",
        type=float,
        nargs="+",
        default=[1.0],
        metavar="N",
        help="Chromium's CPU slowdown for the visits, one series each (default 1; e.g. 1 4)",
    )
    parser.add_argument(
        "--think-hands",
        type=int,
        default=1,
        help="hands per table size against the computer (0: skip the thinking measure)",
    )
    parser.add_argument(
        "--level",
        choices=LEVELS,
        nargs="+",
        default=["hard"],
        help="the computer's levels, hand for hand in turn (default hard)",
    )
    parser.add_argument(
        "--think-players",
        type=int,
        nargs="+",
        choices=(2, 3, 4, 5, 6),
        default=[2, 3, 4, 5, 6],
        metavar="N",
        help="the table sizes of the thinking measure (default 2 3 4 5 6)",
    )
    args = parser.parse_args()
    site = args.site or (layout.SITE if args.no_build else build().site)
    scratch = Path(tempfile.mkdtemp(prefix="boot-baseline-"))
    others = {f"{name} ": Path(folder) for name, _, folder in (a.partition("=") for a in args.also)}
    folders = (
        {"": site} | others | ({"baseline ": baseline_site(site, scratch)} if args.baseline else {})
    )
    servers = {
        name: make_server(f, quiet=True, handler=CountingHandler) for name, f in folders.items()
    }
    for each in servers.values():
        serve_in_thread(each)
    server = servers[""]
    thinking: list[str] = []
    try:
        urls = {n: (base_url(servers[n]), f) for n, f in folders.items()}
        series = {rate: run(urls, args.runs, rate, args.repeats) for rate in args.cpu_throttle}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium.executable(), args=list(chromium.FLAGS)
            )
            for players in args.think_players if args.think_hands > 0 else ():
                for level in [lv for _ in range(args.think_hands) for lv in args.level]:
                    thinks, inside, weights = think_tasks(browser, base_url(server), players, level)
                    ordered = sorted(thinks)
                    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
                    thinking.append(
                        f"{level} level, {players} players: {len(thinks)} computer moves, "
                        f"think median {statistics.median(thinks):.0f} ms, p95 {p95:.0f} ms; "
                        f"longest task while thinking {max(inside, default=0):.0f} ms "
                        f"({len(inside)} tasks over 50 ms)"
                    )
                    thinking.extend([weights] if weights else [])
            browser.close()
    finally:
        for each in servers.values():
            each.shutdown()
            each.server_close()
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{args.runs} runs, {chromium.executable() or 'Playwright Chromium'}")
    print("times: median (min-max) in seconds; heap: largest used/total MB when playable")
    for rate, visits in series.items():
        print(f"CPU {rate:g}x")
        print("\n".join(table(*visits[name], label=name) for name in folders))
        if args.steps:
            print(f"CPU {rate:g}x, repeat visit, steps")
            print(steps_table({name: visits[name][1] for name in folders}))
            print(f"CPU {rate:g}x, cold visit, steps")
            print(steps_table({name: visits[name][0] for name in folders}))
    print("\n".join(thinking))


if __name__ == "__main__":
    main()
