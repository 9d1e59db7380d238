"""What a browser test's page boot costs: wall time and processor time, per set of Chromium flags.

Usage: python benchmarks/boot_cost.py [--runs N] [--no-build] [NAME=FLAGS ...]
Default sets: ``default`` (the machine's flags only) and ``baseline-wasm`` (plus
``--js-flags=--liftoff-only``, as the browser tests launch Chromium). Each set has a Chromium
of its own; the sets take turns, run for run. A run opens the built site with ``?fast=1`` in
a fresh browser context (empty caches, no service worker, no Pyodide snapshot made, as in the
tests) and waits for ``<body data-ready>``. The processor time is that of this process and
all it started, browsers and renderers included, from just before the visit to just before its
context closes (read from /proc, so Linux only; the other set's browser is idle meanwhile).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

DEFAULT_SETS = {"default": "", "baseline-wasm": "--js-flags=--liftoff-only"}
NO_SNAPSHOT = "window.briscolaMakeSnapshot = false;"
TICK = os.sysconf("SC_CLK_TCK")


def tree_cpu(root: int) -> float:
    """Processor seconds (user and system) of ``root`` and its live descendants."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            text = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2 :].split()
        parents[int(entry)] = int(fields[1])
        times[int(entry)] = (int(fields[11]) + int(fields[12])) / TICK
    total, stack = 0.0, [root]
    while stack:
        pid = stack.pop()
        total += times.get(pid, 0.0)
        stack.extend(child for child, parent in parents.items() if parent == pid)
    return total


def boot_once(browser: Browser, url: str) -> tuple[float, float]:
    """Wall and processor seconds from navigation to ``<body data-ready>`` in a fresh
    context."""
    context = browser.new_context()
    try:
        context.add_init_script(NO_SNAPSHOT)
        page = context.new_page()
        cpu, started = tree_cpu(os.getpid()), time.perf_counter()
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
        return time.perf_counter() - started, tree_cpu(os.getpid()) - cpu
    finally:
        context.close()


def main() -> None:
    """Print the median wall and processor seconds of a boot for each set of flags."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="use the _site/ there is")
    parser.add_argument("sets", nargs="*", help="NAME=FLAGS (space-separated flags)")
    args = parser.parse_args()
    sets = dict(s.split("=", 1) for s in args.sets) if args.sets else DEFAULT_SETS
    site = layout.SITE if args.no_build else build().site
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    serve_in_thread(server)
    url = base_url(server) + "?fast=1&seed=7"
    walls: dict[str, list[float]] = {name: [] for name in sets}
    cpus: dict[str, list[float]] = {name: [] for name in sets}
    with sync_playwright() as playwright:
        browsers = {
            name: playwright.chromium.launch(
                executable_path=chromium.executable(), args=[*chromium.FLAGS, *flags.split()]
            )
            for name, flags in sets.items()
        }
        for _ in range(args.runs):
            for name, browser in browsers.items():
                wall, cpu = boot_once(browser, url)
                walls[name].append(wall)
                cpus[name].append(cpu)
        for browser in browsers.values():
            browser.close()
    server.shutdown()
    for name in sets:
        print(
            f"{name}: boot {statistics.median(walls[name]):.2f} s wall, "
            f"{statistics.median(cpus[name]):.2f} s processor (medians of {args.runs}; wall "
            + " ".join(f"{w:.2f}" for w in walls[name])
            + ")"
        )
    print(f"load average when done: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
