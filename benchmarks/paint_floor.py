"""The floor of "table painted" on this machine: static pages timed as the game's repeat visit is.

Usage: python benchmarks/paint_floor.py [--runs N] [--no-build] [--cpu-throttle N [N ...]]

``boot.py`` times the saved table's paint on a repeat visit: the end of the first frame's
main-thread work (style, layout, paint) after the hand is in the page, in a new tab. This
script times the same moment, with the same probe and the same CPU throttle, for pages that
do less than the game can ever do before its first frame:

- ``one card``: a page holding nothing but one card button (no styles, no script, no
  picture): the browser's own cost of a new tab's navigation, commit and first frame;
- ``static table``: the game's own live table (2 players, the saved game of ``boot.py``)
  written out as static HTML once the game is playable, its scripts taken out: the table's
  markup, inlined styles and card sprite, with none of ``paint.js``'s or Python's work;
- ``game``: the game's repeat visit (service worker, ``paint.js``), as ``boot.py`` times it.

Each run opens a fresh browser context, visits each page once (the HTTP cache, the service
worker and the snapshot warm up), then visits it again in a new tab and takes that time.
Prints, for each CPU throttle, the median (min-max) in seconds from navigation, and the
median of the first contentful paint beside it.
"""

from __future__ import annotations

import argparse
import re
import shutil
import tempfile
from pathlib import Path

import boot  # benchmarks/boot.py
from playwright.sync_api import Browser, Page, sync_playwright
from sitebuild import chromium, layout
from sitebuild.assemble import build

ONE_CARD = (
    '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Briscola</title>'
    '</head><body><div id="t-hand"><button type="button" class="card">1</button></div>'
    "</body></html>"
)
"""The page with nothing but the card button the probe waits for."""

FCP_READ = "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime"
"""The first contentful paint's time (undefined until there is one)."""
PAGES = ("one card", "static table", "game")
FILES = {"one card": "floor-one-card.html", "static table": "floor-table.html"}


def static_table(browser: Browser, url: str) -> str:
    """The game's live table (the saved game, playable) as HTML with no script."""
    context = browser.new_context()
    context.add_init_script(boot.saved_game_script())
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("document.body.dataset.ready !== undefined", timeout=boot.TIMEOUT_MS)
    page.wait_for_selector(boot.PLAYABLE, timeout=boot.TIMEOUT_MS)
    html = str(page.evaluate("document.documentElement.outerHTML"))
    context.close()
    html = re.sub(r"<script\b.*?</script>", "", html, flags=re.DOTALL)
    html = re.sub(r"<link\b[^>]*rel=\"(?:modulepreload|preload)\"[^>]*>", "", html)
    return "<!doctype html>" + html


def timed(page: Page, url: str, throttle: float) -> tuple[float, float]:
    """Visit ``url`` in ``page`` with the CPU slowed ``throttle`` times: (the table's frame
    done, the first contentful paint), seconds after navigation."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    page.goto(url)
    page.wait_for_function("window.__tableFrameDoneAt !== undefined", timeout=boot.TIMEOUT_MS)
    page.wait_for_function(FCP_READ, timeout=boot.TIMEOUT_MS)
    done, fcp = page.evaluate(f"[window.__tableFrameDoneAt, {FCP_READ}]")
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    cdp.detach()
    return float(done) / 1000, float(fcp) / 1000


def visit_twice(browser: Browser, name: str, url: str, throttle: float) -> tuple[float, float]:
    """A first visit in a fresh context, then the timed one in a new tab."""
    context = browser.new_context()
    context.add_init_script(boot.READY_PROBE)
    if name == "game":
        context.add_init_script(boot.saved_game_script())
    page = context.new_page()
    page.goto(url)
    if name == "game":
        page.wait_for_function("window.__playableAt !== undefined", timeout=boot.TIMEOUT_MS)
        boot.settle_first_visit(page)
    else:
        page.wait_for_function("window.__tableFrameDoneAt !== undefined")
    page.close()
    page = context.new_page()
    result = timed(page, url, throttle)
    context.close()
    return result


def main() -> None:
    """Build (unless told not to), serve, time each page and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--cpu-throttle", type=float, nargs="+", default=[1.0, 4.0])
    args = parser.parse_args()
    built = layout.SITE if args.no_build else build().site
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(built, site)
        with boot.serving(site) as url, sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium.executable(), args=list(chromium.FLAGS)
            )
            (site / FILES["one card"]).write_text(ONE_CARD)
            (site / FILES["static table"]).write_text(static_table(browser, url))
            urls = {name: url + FILES.get(name, "") for name in PAGES}
            for throttle in args.cpu_throttle:
                times: dict[str, list[tuple[float, float]]] = {name: [] for name in PAGES}
                for _ in range(args.runs):
                    for name in PAGES:
                        times[name].append(visit_twice(browser, name, urls[name], throttle))
                print(f"CPU {throttle:g}x, {args.runs} runs, repeat visit in a new tab, seconds")
                print(f"{'page':<14} {'table painted':>20} {'first contentful paint':>24}")
                for name in PAGES:
                    painted = [t for t, _ in times[name]]
                    fcp = [f for _, f in times[name]]
                    print(f"{name:<14} {boot.spread(painted):>20} {boot.spread(fcp):>24}")
            browser.close()


if __name__ == "__main__":
    main()
