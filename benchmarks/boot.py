"""Boot time of the built site in headless Chromium: cold first visit and repeat visit.

Usage: python benchmarks/boot.py [--runs N] [--no-build]
Each run opens a fresh browser context (empty HTTP cache, no service worker), times the first
visit until <body data-ready>, waits for the service worker to take over, then times a second
visit of the same tab (served from the service-worker cache). Times are from navigation start
(performance.now() when data-ready appears). Bytes are what reached the server until ready:
raw (our dev server does not compress) and a gzip -6 estimate of the same files.
"""

import argparse
import gzip
import statistics
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Request, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import SiteHandler, base_url, make_server, serve_in_thread

TIMEOUT_MS = 120_000
# Runs before the page's scripts: stamps the moment the page's Python marks the body ready.
READY_PROBE = """
new MutationObserver((_, observer) => {
  if (document.body && document.body.dataset.ready) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-ready"]});
"""


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
    """One timed visit: seconds to ready, requests seen by the page, what the server sent."""

    seconds: float
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
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS)
    ready_ms = float(page.evaluate("window.__readyAt"))
    cutoff = start + ready_ms / 1000
    page.remove_listener("request", on_request)
    with CountingHandler.lock:
        sent = [(p, n) for t, p, n in CountingHandler.served[first:] if t <= cutoff]
    return Visit(
        ready_ms / 1000,
        sum(not u.startswith(("data:", "blob:")) for u in requests),
        len(sent),
        sum(n for _, n in sent),
        sum(gzip_size(site, p, n) for p, n in sent),
    )


def run(url: str, site: Path, runs: int) -> tuple[list[Visit], list[Visit]]:
    """Return the cold and repeat visits of ``runs`` fresh browser contexts."""
    cold: list[Visit] = []
    repeat: list[Visit] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium.executable(), args=list(chromium.FLAGS)
        )
        for _ in range(runs):
            context = browser.new_context()
            context.add_init_script(READY_PROBE)
            page = context.new_page()
            cold.append(visit(page, url, site))
            # The worker controls the page once it has precached the site: then visit again.
            page.wait_for_function(
                "navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS
            )
            repeat.append(visit(page, url, site))
            context.close()
        browser.close()
    return cold, repeat


def table(cold: list[Visit], repeat: list[Visit]) -> str:
    """Format medians (and min-max of the times) as a small text table."""
    lines = [
        f"{'visit':<7} {'median s':>8} {'min-max s':>11} {'page req':>8} {'net req':>7} "
        f"{'raw MB':>7} {'gzip MB':>7}"
    ]
    for name, visits in (("cold", cold), ("repeat", repeat)):
        times = [v.seconds for v in visits]

        def med(attr: str, rows: list[Visit] = visits) -> float:
            return float(statistics.median(getattr(v, attr) for v in rows))

        lines.append(
            f"{name:<7} {statistics.median(times):>8.2f} "
            f"{f'{min(times):.2f}-{max(times):.2f}':>11} {med('page_requests'):>8.0f} "
            f"{med('network_requests'):>7.0f} {med('raw_bytes') / 1e6:>7.2f} "
            f"{med('gzip_bytes') / 1e6:>7.2f}"
        )
    return "\n".join(lines)


def main() -> None:
    """Build (unless --no-build), serve on 127.0.0.1, measure, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh browser contexts (default 7)")
    parser.add_argument("--no-build", action="store_true", help="measure _site/ as it is")
    args = parser.parse_args()
    site = layout.SITE if args.no_build else build().site
    server = make_server(site, quiet=True, handler=CountingHandler)
    serve_in_thread(server)
    try:
        cold, repeat = run(base_url(server), site, args.runs)
    finally:
        server.shutdown()
        server.server_close()
    print(f"{args.runs} runs, {chromium.executable() or 'Playwright Chromium'}")
    print(table(cold, repeat))


if __name__ == "__main__":
    main()
