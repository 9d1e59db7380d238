"""The main thread while the table's cards move: longest task during a card's animation.

Usage: python benchmarks/motion.py [--players N] [--hands N] [--no-build]
Plays whole hands in headless Chromium at the Veloce pace (a person's pace, not the tests'
``?fast=1``, so every card moves), always the first playable card. It records every
card animation that starts (``arrive``, ``leave``: 0.4 s at most from its
``animationstart``) and every main-thread task over 50 ms (PerformanceObserver "longtask"),
and reports the tasks that overlap an animation, with the cost of the movements' own work
(the "briscola:motion" performance measures).
"""

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

from tests.browser.table_driver import (
    PLAYABLE,
    choose,
    settle_auction,
    start_game,
    wait_turn_or_result,
)

RECORDER = """
window.moving = []; window.longTasks = []; window.marked = 0;
document.addEventListener("animationstart", (e) => {
  // Each movement lasts at most 0.4 s once started (the card may be replaced sooner).
  if (e.animationName === "arrive" || e.animationName === "leave")
    window.moving.push([e.timeStamp, e.timeStamp + 400]);
}, true);
new MutationObserver((changes) => {
  for (const c of changes) if (c.target.matches(".arriving, .leaving")) window.marked += 1;
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["class"]});
new PerformanceObserver((list) => {
  for (const t of list.getEntries()) window.longTasks.push([t.startTime, t.duration]);
}).observe({type: "longtask", buffered: true});
"""
PAUSE_MS = 600
"""How long the person looks at the table before playing."""


def main() -> None:
    """Play, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--no-build", action="store_true")
    options = parser.parse_args()
    site = layout.SITE if options.no_build else build().site
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    serve_in_thread(server)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())  # type: ignore[arg-type]
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.add_init_script(RECORDER)
        page.goto(base_url(server) + "?seed=7")
        page.wait_for_selector("body[data-ready]", state="attached")
        choose(page, "pace", "fast")
        for _ in range(options.hands):
            start_game(page, options.players)
            settle_auction(page)
            while wait_turn_or_result(page) == "turn":
                page.wait_for_timeout(PAUSE_MS)
                page.locator(PLAYABLE).first.click()
            page.locator("[data-act=settings], [data-act=again]").first.click()
        found: dict[str, Any] = page.evaluate(
            """() => ({marked: window.marked, moving: window.moving, tasks: window.longTasks,
                motion: performance.getEntriesByName('briscola:motion').map(m => m.duration)})"""
        )
        browser.close()
    server.shutdown()
    moving, tasks, motion = found["moving"], found["tasks"], found["motion"]
    during = [d for s, d in tasks if any(s < end and s + d > start for start, end in moving)]
    print(f"{options.players} players, {options.hands} hand(s), Veloce")
    print(f"cards set moving: {found['marked']}, started: {len(moving)}")
    print(f"long tasks: {len(tasks)}, during a movement: {len(during)}", end=", ")
    print(f"the longest of those {max(during, default=0):.0f} ms")
    print(f"all long tasks (ms): {sorted(round(d) for _, d in tasks)}")
    print(
        f"movements' own work per render: median {statistics.median(motion):.1f} ms, "
        f"longest {max(motion):.1f} ms ({len(motion)} renders with moves)"
    )


if __name__ == "__main__":
    main()
