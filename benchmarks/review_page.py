"""The review of a whole 2-player hand and the hint, in the page (headless Chromium).

Usage: python benchmarks/review_page.py [--seeds 1 2 3 4 5] [--no-build] [--no-hints] [--site DIR]
For each seed, opens the built site with ``?fast=1&seed=S``, starts a 2-player hand against
the default level and plays it as the browser tests do (the first playable card), asking
for a hint at each of the person's turns (unless ``--no-hints``); then opens the review
and waits for it. Reports, per seed and as median and max: the review's time (the page's
``briscola:review`` measure) and the longest main-thread task while it ran
(PerformanceObserver "longtask"), and the hints' times and longest task while they ran.
Long tasks are wall time, which a loaded machine stretches: a Chromium trace of the same
hand gives each main-thread task's CPU time too (``tdur`` of its task event), and the
longest one inside the review's and the hints' spans (their ``performance.mark``s) is
reported beside. Prints the machine's load average before and after, since it is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boot import LONGTASK_PROBE, TIMEOUT_MS  # benchmarks/boot.py
from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

from tests.browser.table_driver import (
    MY_TURN,
    RESULT,
    open_fast,
    play_card,
    start_game,
    wait_turn_or_result,
)

REASON = "#t-learn .hint-reason"
TASKS = ("ThreadControllerImpl::RunTask", "RunTask")
"""The trace events of a main-thread task (the name differs between Chromium versions)."""
# The measures of one kind and the long tasks that overlap any of them.
FIGURES = """name => {
    const spans = performance.getEntriesByName(name, 'measure')
        .map(m => [m.startTime, m.startTime + m.duration]);
    const inside = window.__longTasks
        .filter(([t, d]) => spans.some(([b, e]) => t < e && t + d > b));
    return {times: spans.map(([b, e]) => e - b), longest: Math.max(0, ...inside.map(([, d]) => d)),
            count: inside.length};
}"""


def traced_tasks(trace: bytes) -> dict[str, tuple[float, float, float]]:
    """From a Chromium trace: per span kind (``review``, ``hint``, ``think``), the longest
    main-thread task overlapping one of its spans as (wall ms, CPU ms), and the largest CPU
    time the main thread spent in tasks that began within one span (ms): what the span
    would take on an idle machine, bar the pauses between slices."""
    events = json.loads(trace)["traceEvents"]
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("ph") == "M" and e.get("args", {}).get("name") == "CrRendererMain"
    }
    tasks = [
        (e["ts"], e["ts"] + e.get("dur", 0), e.get("dur", 0) / 1000, e.get("tdur", 0) / 1000)
        for e in events
        if e.get("name") in TASKS and e.get("ph") == "X" and (e["pid"], e["tid"]) in main
    ]
    marks: dict[str, list[float]] = {}
    for e in events:
        name = e.get("name", "")
        if name.startswith("briscola:") and name.endswith(("-start", "-end")):
            marks.setdefault(name, []).append(e["ts"])
    found: dict[str, tuple[float, float, float]] = {}
    for kind in ("review", "hint", "think"):
        starts = sorted(marks.get(f"briscola:{kind}-start", []))
        ends = sorted(marks.get(f"briscola:{kind}-end", []))
        wall = cpu = busiest = 0.0
        for b_start, b_end in zip(starts, ends, strict=False):
            inside = [t for t in tasks if t[0] < b_end and t[1] > b_start]
            wall = max([wall, *(t[2] for t in inside)])
            cpu = max([cpu, *(t[3] for t in inside)])
            busiest = max(busiest, sum(t[3] for t in inside if t[0] >= b_start))
        found[kind] = (wall, cpu, busiest)
    return found


def one_hand(browser: Browser, url: str, seed: int, hints: bool) -> dict[str, Any]:
    """Play one hand (with hints), review it; the figures of both."""
    context = browser.new_context(locale="it-IT")  # the page speaks Italian: its words below
    context.add_init_script(LONGTASK_PROBE)
    page = context.new_page()
    open_fast(page, url, seed=seed)
    browser.start_tracing(page=page, categories=["toplevel", "blink.user_timing"])
    start_game(page, 2)
    while wait_turn_or_result(page) == "turn":
        if hints:
            page.wait_for_selector(f"{MY_TURN} #t-learn [data-act=hint]", timeout=TIMEOUT_MS)
            page.locator("#t-learn [data-act=hint]").click()
            page.wait_for_selector(REASON, timeout=TIMEOUT_MS)
        play_card(page)
    page.wait_for_selector(RESULT)
    page.get_by_role("button", name="Rivedi la mano").click()
    page.wait_for_selector("#review-trick", timeout=TIMEOUT_MS)
    page.wait_for_timeout(500)  # the observer reports a task after it ends
    figures = {
        name: page.evaluate(FIGURES, f"briscola:{name}") for name in ("review", "hint", "think")
    }
    for name, (wall, cpu, busy) in traced_tasks(browser.stop_tracing()).items():
        figures[name] |= {"traced": wall, "cpu": cpu, "busy": busy}
    context.close()
    return figures


def main() -> None:
    """Build (unless --no-build), serve on 127.0.0.1, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    parser.add_argument("--no-build", action="store_true", help="measure _site/ as it is")
    parser.add_argument("--no-hints", action="store_true", help="ask no hint while playing")
    parser.add_argument("--site", type=Path, help="measure this built site (another build)")
    args = parser.parse_args()
    site = args.site or (layout.SITE if args.no_build else build().site)
    server = make_server(site, quiet=True)
    serve_in_thread(server)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    reviews: list[float] = []
    review_tasks: list[float] = []
    review_cpu: list[float] = []
    review_busy: list[float] = []
    hint_times: list[float] = []
    hint_tasks: list[float] = []
    hint_cpu: list[float] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium.executable(), args=list(chromium.FLAGS)
            )
            for seed in args.seeds:
                got = one_hand(browser, base_url(server), seed, not args.no_hints)
                review, hint = got["review"], got["hint"]
                reviews.append(review["times"][-1])
                review_tasks.append(review["longest"])
                hint_times += hint["times"]
                hint_tasks.append(hint["longest"])
                review_cpu.append(review["cpu"])
                review_busy.append(review["busy"])
                hint_cpu.append(hint["cpu"])
                print(
                    f"seed {seed}: review {review['times'][-1]:.0f} ms (main thread's CPU"
                    f" {review['busy']:.0f} ms), longest task"
                    f" {review['longest']:.0f} ms ({review['count']} over 50 ms; traced:"
                    f" {review['traced']:.0f} ms wall, longest CPU {review['cpu']:.0f} ms);"
                    f" hints {len(hint['times'])}, slowest {max(hint['times'], default=0):.0f}"
                    f" ms (CPU at most {hint['busy']:.0f} ms), longest task"
                    f" {hint['longest']:.0f} ms (CPU {hint['cpu']:.0f} ms);"
                    f" computer's longest task {got['think']['longest']:.0f} ms"
                    f" (CPU {got['think']['cpu']:.0f} ms)",
                    flush=True,
                )
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(
        f"review of a whole 2-player hand: median {statistics.median(reviews) / 1000:.2f} s,"
        f" max {max(reviews) / 1000:.2f} s; longest task while it ran: median"
        f" {statistics.median(review_tasks):.0f} ms, max {max(review_tasks):.0f} ms;"
        f" longest task's CPU time: median {statistics.median(review_cpu):.0f} ms,"
        f" max {max(review_cpu):.0f} ms; the main thread's CPU time in the review: median"
        f" {statistics.median(review_busy) / 1000:.2f} s, max {max(review_busy) / 1000:.2f} s"
    )
    if hint_times:
        print(
            f"hints: {len(hint_times)}, median {statistics.median(hint_times):.0f} ms, max"
            f" {max(hint_times):.0f} ms; longest task while one ran: {max(hint_tasks):.0f} ms"
            f" (CPU time {max(hint_cpu):.0f} ms)"
        )


if __name__ == "__main__":
    main()
