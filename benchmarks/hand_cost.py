"""What a played hand costs a browser test: wall time, and processor time by process and thread.

Usage: python benchmarks/hand_cost.py [--hands N] [--players P] [--no-build] [FLAG ...]
Opens the built site with ``?fast=1&seed=7`` in a fresh Chromium context for each hand (flags
as the browser tests launch it, ``--js-flags=--liftoff-only`` included, plus any FLAG given),
starts a table of P players at 1280x800 and plays the hand to its end with the tests' driver
(``tests/browser/table_driver.py``). For each hand it prints the boot's and the hand's wall and
processor seconds, the page's own measure of its commands (``briscola:command``), and the
hand's processor seconds by thread kind (the renderer's main thread, its raster and compile
pool, the compositor, Playwright's driver...), read from /proc (Linux only).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sitebuild import chromium, layout
from sitebuild.assemble import build
from sitebuild.server import base_url, make_server, serve_in_thread

from tests.browser import table_driver

TICK = os.sysconf("SC_CLK_TCK")
NO_SNAPSHOT = "window.briscolaMakeSnapshot = false;"
Threads = dict[tuple[int, int], tuple[str, float]]


def _stat_fields(text: str) -> list[str]:
    return text[text.rindex(")") + 2 :].split()


def _tree(root: int) -> set[int]:
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                parents[int(entry)] = int(_stat_fields(Path(f"/proc/{entry}/stat").read_text())[1])
            except OSError:
                continue
    found: set[int] = set()
    stack = [root]
    while stack:
        pid = stack.pop()
        found.add(pid)
        stack.extend(child for child, parent in parents.items() if parent == pid)
    return found


def _kind(pid: int) -> str:
    command = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    for kind in ("renderer", "gpu-process", "utility"):
        if f"--type={kind}" in command:
            return kind
    return Path(command.split("\0")[0]).name or "?"


def threads(root: int) -> Threads:
    """Processor seconds of every thread of ``root``'s process tree, named by process kind
    and thread name."""
    out: Threads = {}
    for pid in _tree(root):
        try:
            kind = _kind(pid)
            for tid in os.listdir(f"/proc/{pid}/task"):
                text = Path(f"/proc/{pid}/task/{tid}/stat").read_text()
                name = text[text.index("(") + 1 : text.rindex(")")]
                fields = _stat_fields(text)
                out[(pid, int(tid))] = (
                    f"{kind}:{name}",
                    (int(fields[11]) + int(fields[12])) / TICK,
                )
        except OSError:
            continue
    return out


def spent(before: Threads, after: Threads) -> dict[str, float]:
    """Processor seconds by thread name between two readings, the busiest first."""
    total: dict[str, float] = {}
    for key, (name, cpu) in after.items():
        total[name] = total.get(name, 0.0) + cpu - before.get(key, (name, 0.0))[1]
    return dict(sorted(total.items(), key=lambda item: -item[1]))


def commands_ms(page: Page) -> float:
    """The page's own measure of its commands since the last clear, in milliseconds."""
    found: float = page.evaluate(
        "performance.getEntriesByName('briscola:command').reduce((s, m) => s + m.duration, 0)"
    )
    return found


def one_hand(page: Page, url: str, players: int) -> None:
    """Boot, start, play; print the figures."""
    me = os.getpid()
    start, clock = threads(me), time.perf_counter()
    table_driver.open_fast(page, url)
    booted, boot_wall = threads(me), time.perf_counter() - clock
    table_driver.start_game(page, players)
    page.evaluate("performance.clearMeasures()")
    ready, clock = threads(me), time.perf_counter()
    cards = table_driver.play_to_result(page)
    hand_wall, done = time.perf_counter() - clock, threads(me)
    by_thread = spent(ready, done)
    print(
        f"boot {boot_wall:.2f} s wall, {sum(spent(start, booted).values()):.2f} s processor; "
        f"hand ({cards} cards) {hand_wall:.2f} s wall, {sum(by_thread.values()):.2f} s "
        f"processor, the page's commands {commands_ms(page) / 1000:.2f} s"
    )
    busiest = list(by_thread.items())[:8]
    print("  " + ", ".join(f"{name} {cpu:.2f}" for name, cpu in busiest))


def main() -> None:
    """Play the hands and print their figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--no-build", action="store_true", help="use the _site/ there is")
    parser.add_argument("flags", nargs="*", help="more Chromium flags")
    args = parser.parse_args()
    site = layout.SITE if args.no_build else build().site
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    serve_in_thread(server)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium.executable(),
            args=[*chromium.FLAGS, "--js-flags=--liftoff-only", *args.flags],
        )
        for _ in range(args.hands):
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            context.add_init_script(NO_SNAPSHOT)
            one_hand(context.new_page(), base_url(server), args.players)
            context.close()
        browser.close()
    server.shutdown()
    print(f"load average when done: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
