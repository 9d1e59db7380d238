"""Boot time of the game page in headless Chromium: cold first visit and repeat visit.

Usage: python benchmarks/boot.py [--runs N] [--no-build] [--think-hands N] [--baseline]
Each run opens a fresh browser context (empty HTTP cache, no service worker) holding a saved
game where the person is to play, times the first visit until the first card is clickable
(and until <body data-ready>), waits for the service worker to take over, then times a
second visit of the same tab (served from the service-worker cache). Times are from
navigation start (performance.now()). Bytes are what reached the server until playable:
raw (our dev server does not compress) and a gzip -6 estimate of the same files.
Then it plays whole hands against the hard level (``?fast=1``) and reports the longest
main-thread task (PerformanceObserver "longtask") while the computer thinks.

``--baseline`` also times, run for run in turn with the game, the same site with none of the
game's Python: its page script only puts one card button on the table (the same selector the
game's timer waits for). That is the floor PyScript and Pyodide set on this machine: the
same files, config, preloads and service worker, without briscola.
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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Request, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import SiteHandler, base_url, make_server, serve_in_thread

from briscola.app.session import Session
from briscola.app.settings import Settings
from briscola.app.storage import Namespace
from tests.browser.table_driver import play_to_result, start_game

TIMEOUT_MS = 120_000
PLAYABLE = "#t-hand button.card:not([aria-disabled=true])"
# Runs before the page's scripts: stamps the moment the page's Python marks the body ready,
# and the moment the first card of the person's hand can be clicked.
READY_PROBE = """
new MutationObserver((_, observer) => {
  if (!document.body) return;
  if (document.body.dataset.ready && window.__readyAt === undefined) {
    window.__readyAt = performance.now();
  }
  if (window.__playableAt === undefined && document.querySelector("PLAYABLE")) {
    window.__playableAt = performance.now();
  }
  if (window.__readyAt !== undefined && window.__playableAt !== undefined) observer.disconnect();
}).observe(document, {subtree: true, childList: true, attributes: true});
""".replace("PLAYABLE", PLAYABLE)
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
    """One timed visit: seconds to playable (and to ready), requests, what the server sent."""

    seconds: float
    ready_seconds: float
    page_requests: int
    network_requests: int
    raw_bytes: int
    gzip_bytes: int


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


def visit(page: Page, url: str, site: Path) -> Visit:
    """Navigate ``page`` to ``url`` and measure the visit until the page is ready."""
    requests: list[str] = []

    def on_request(request: Request) -> None:
        requests.append(request.url)

    page.on("request", on_request)
    start = time.monotonic()
    first = len(CountingHandler.served)
    page.goto(url)
    page.wait_for_function("window.__playableAt !== undefined", timeout=TIMEOUT_MS)
    playable_ms = float(page.evaluate("window.__playableAt"))
    ready_ms = float(page.evaluate("window.__readyAt"))
    cutoff = start + playable_ms / 1000
    page.remove_listener("request", on_request)
    with CountingHandler.lock:
        sent = [(p, n) for t, p, n in CountingHandler.served[first:] if t <= cutoff]
    return Visit(
        playable_ms / 1000,
        ready_ms / 1000,
        sum(not u.startswith(("data:", "blob:")) for u in requests),
        len(sent),
        sum(n for _, n in sent),
        sum(gzip_size(site, p, n) for p, n in sent),
    )


def run(
    sites: dict[str, tuple[str, Path]], runs: int
) -> dict[str, tuple[list[Visit], list[Visit]]]:
    """Cold and repeat visits of ``runs`` fresh browser contexts for each of ``sites`` (name:
    (url, folder)), the sites taking turns within each run so they share the machine's state."""
    visits: dict[str, tuple[list[Visit], list[Visit]]] = {name: ([], []) for name in sites}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium.executable(), args=list(chromium.FLAGS)
        )
        for _ in range(runs):
            for name, (url, site) in sites.items():
                context = browser.new_context()
                context.add_init_script(READY_PROBE)
                context.add_init_script(saved_game_script())
                page = context.new_page()
                visits[name][0].append(visit(page, url, site))
                # The worker controls the page once it has precached the site: visit again.
                page.wait_for_function(
                    "navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS
                )
                visits[name][1].append(visit(page, url, site))
                context.close()
        browser.close()
    return dict(visits)


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
    toml.write_text("\n".join(x for x in lines if "briscola" not in x) + "\n", "utf-8")
    return copy


def think_tasks(browser: Browser, url: str, players: int) -> tuple[list[float], list[float]]:
    """Play one hand against the hard level; the computer's think times (ms) and the long
    tasks (ms) that overlap them."""
    context = browser.new_context()
    context.add_init_script(LONGTASK_PROBE)
    page = context.new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto(url + "?fast=1")
    page.wait_for_selector("body[data-screen=start]", timeout=TIMEOUT_MS)
    start_game(page, players, level="hard")
    play_to_result(page, keys_every=0)
    data: dict[str, Any] = page.evaluate(
        """() => ({tasks: window.__longTasks, thinks: performance.getEntriesByName('briscola:think')
            .map(m => [m.startTime, m.startTime + m.duration])})"""
    )
    context.close()
    inside = [
        duration
        for start, duration in data["tasks"]
        if any(start < end and start + duration > begin for begin, end in data["thinks"])
    ]
    return [end - begin for begin, end in data["thinks"]], inside


def table(cold: list[Visit], repeat: list[Visit], label: str = "") -> str:
    """Format medians (and min-max of the times) as a small text table."""
    lines = [
        f"{'visit':<16} {'playable s':>10} {'min-max s':>11} {'ready s':>7} {'page req':>8} "
        f"{'net req':>7} {'raw MB':>7} {'gzip MB':>7}"
    ]
    for name, visits in ((f"{label}cold", cold), (f"{label}repeat", repeat)):
        times = [v.seconds for v in visits]

        def med(attr: str, rows: list[Visit] = visits) -> float:
            return float(statistics.median(getattr(v, attr) for v in rows))

        lines.append(
            f"{name:<16} {statistics.median(times):>10.2f} "
            f"{f'{min(times):.2f}-{max(times):.2f}':>11} {med('ready_seconds'):>7.2f} "
            f"{med('page_requests'):>8.0f} "
            f"{med('network_requests'):>7.0f} {med('raw_bytes') / 1e6:>7.2f} "
            f"{med('gzip_bytes') / 1e6:>7.2f}"
        )
    return "\n".join(lines)


def main() -> None:
    """Build (unless --no-build), serve on 127.0.0.1, measure, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh browser contexts (default 7)")
    parser.add_argument("--no-build", action="store_true", help="measure _site/ as it is")
    parser.add_argument(
        "--baseline", action="store_true", help="also time the same site without the game"
    )
    parser.add_argument(
        "--think-hands",
        type=int,
        default=1,
        help="hands per table size against the hard level (0: skip the thinking measure)",
    )
    args = parser.parse_args()
    site = layout.SITE if args.no_build else build().site
    scratch = Path(tempfile.mkdtemp(prefix="boot-baseline-"))
    folders = {"": site} | ({"baseline ": baseline_site(site, scratch)} if args.baseline else {})
    servers = {
        name: make_server(f, quiet=True, handler=CountingHandler) for name, f in folders.items()
    }
    for each in servers.values():
        serve_in_thread(each)
    server = servers[""]
    thinking: list[str] = []
    try:
        visits = run({n: (base_url(servers[n]), f) for n, f in folders.items()}, args.runs)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium.executable(), args=list(chromium.FLAGS)
            )
            for players in (2, 3, 4, 5, 6) if args.think_hands > 0 else ():
                for _ in range(args.think_hands):
                    thinks, inside = think_tasks(browser, base_url(server), players)
                    ordered = sorted(thinks)
                    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
                    thinking.append(
                        f"hard level, {players} players: {len(thinks)} computer moves, think "
                        f"median {statistics.median(thinks):.0f} ms, p95 {p95:.0f} ms; longest "
                        f"task while thinking {max(inside, default=0):.0f} ms "
                        f"({len(inside)} tasks over 50 ms)"
                    )
            browser.close()
    finally:
        for each in servers.values():
            each.shutdown()
            each.server_close()
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{args.runs} runs, {chromium.executable() or 'Playwright Chromium'}")
    print("\n".join(table(*visits[name], label=name) for name in folders))
    print("\n".join(thinking))


if __name__ == "__main__":
    main()
