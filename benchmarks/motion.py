"""The main thread while cards move and while the computer thinks: the longest tasks.

Usage: python benchmarks/motion.py [--players 2 4] [--hands N] [--cpu-throttle 1 4]
                                  [--pace fast] [--level medium] [--no-build]
Plays whole hands in headless Chromium at a person's pace (not the tests' ``?fast=1``, so
every card moves), always the first playable card after a short look. It records every card
movement (the ``arrive`` and ``leave`` animations, from ``animationstart`` to
``animationend``, or 0.4 s when the card is replaced sooner), every main-thread task over
50 ms (PerformanceObserver "longtask"), the computer's thinking (the ``briscola:think``
measures) and what Python did in each long task (the ``briscola:command`` measure of each
command the page ran, ``briscola:motion`` the movements' own part of it).
For each table size and CPU slowdown (``Emulation.setCPUThrottlingRate``; 4x is the usual
stand-in for a mid-range phone) it prints the longest task that overlaps a movement, what it
was, and the longest task during the computer's thinking. A Chromium trace of the same play
gives each of those tasks' processor time: on a shared machine a task's length also counts
the time the page waited for a processor, its processor time does not. The same trace gives
the processor time of every command's task (its render), long or not: its median and 90th
percentile are the steadiest figure of what a render costs.
Then, per table, the tasks overlapping a movement that took the most processor time, each
with what the page did in it (its measures: the command's kind and its controller, motion
and save parts, the sound effects, Python's garbage collections; else the thinking, or no
Python at all: the browser's own work) and the movement it overlapped (which card, set
going how long before the task began): what to make shorter, or to move out of a movement.
"""

import argparse
import json
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boot import LONGTASK_PROBE, TIMEOUT_MS
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

MOVES_PROBE = """
window.__moving = [];
const started = new WeakMap();
document.addEventListener("animationstart", (e) => {
  if (e.animationName !== "arrive" && e.animationName !== "leave") return;
  started.set(e.target, window.__moving.length);
  const delay = parseFloat(e.target.style.getPropertyValue("--delay")) || 0;
  const card = e.target.closest("[id]");
  const what = `${e.animationName} ${card ? card.id : ""} ${e.target.dataset.card || ""}`;
  window.__moving.push([e.timeStamp, null, delay * 1000, what]);
}, true);
for (const type of ["animationend", "animationcancel"]) {
  document.addEventListener(type, (e) => {
    const at = started.get(e.target);
    if (at !== undefined && window.__moving[at][1] === null) window.__moving[at][1] = e.timeStamp;
  }, true);
}
"""
MOVE_MS = 400
"""A movement whose end was not seen (its card was replaced) is taken to last this long."""
LOOK_MS = 600
"""How long the person looks at the table before playing."""
COLLECT = """() => {
  const spans = (name) => performance.getEntriesByName(name)
      .map(m => [m.startTime, m.startTime + m.duration]);
  const parts = {};
  for (const name of PARTS) {
    parts[name] = performance.getEntriesByName('briscola:' + name)
        .map(m => [m.startTime, m.startTime + m.duration, String(m.detail || '')]);
  }
  return {moving: window.__moving, tasks: window.__longTasks, thinks: spans('briscola:think'),
          commands: spans('briscola:command'), motion: spans('briscola:motion'), parts};
}"""
PARTS = ("command", "controller", "motion", "save", "sound", "gc")
"""The page's measures that say what a task did: each command (its kind in the detail),
the controller's part of it, the movements' step, the saved render, the sound effects,
Python's garbage collections (their generation in the detail)."""
COLLECT = COLLECT.replace("PARTS", json.dumps([*PARTS]))
SHOWN = 6
"""How many of the longest tasks overlapping a movement are listed, with what they did."""

Span = tuple[float, float]
SYNC = "bench:sync"
"""A mark that ties the trace's clock to the page's."""


def task_cpu(trace: bytes, sync_ms: float, least_ms: float = 50) -> dict[float, float]:
    """The processor time (ms) of each task of the page's main thread over ``least_ms``,
    by its start on the page's clock (``performance.now()``)."""
    return {start: cpu for start, _, cpu in trace_tasks(trace, sync_ms, least_ms)}


def trace_tasks(trace: bytes, sync_ms: float, least_ms: float) -> list[tuple[float, float, float]]:
    """Every task of the page's main thread over ``least_ms`` of wall time: its start and end
    on the page's clock and its processor time (ms)."""
    events = json.loads(trace)["traceEvents"]
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"
    }
    mark = next(e for e in events if e.get("name") == SYNC and (e["pid"], e["tid"]) in main)
    offset = mark["ts"] / 1000 - sync_ms
    return [
        (e["ts"] / 1000 - offset, (e["ts"] + e["dur"]) / 1000 - offset, e.get("tdur", 0) / 1000)
        for e in events
        if e.get("name") == "RunTask"
        and (e["pid"], e["tid"]) in main
        and e.get("dur", 0) > least_ms * 1000
    ]


def holding(span: Span, cpu: dict[float, float]) -> float:
    """The processor time of the task that ran ``span`` (the last one to start before it),
    or nan if the trace missed it."""
    start = max((s for s in cpu if s <= span[0] + 0.5), default=None)
    return cpu[start] if start is not None else float("nan")


def cpu_of(task: Span, cpu: dict[float, float]) -> float:
    """The processor time of ``task`` (matched by its start), or nan if the trace missed it."""
    near = min(cpu, key=lambda start: abs(start - task[0]), default=None)
    return cpu[near] if near is not None and abs(near - task[0]) < 5 else float("nan")


def overlaps(span: Span, spans: list[Span]) -> bool:
    """Whether ``span`` overlaps any of ``spans``."""
    return any(span[0] < end and span[1] > start for start, end in spans)


@dataclass(frozen=True)
class Figures:
    """One table size at one CPU slowdown."""

    movements: int
    tasks: list[Span]
    during_moves: list[Span]
    during_thinks: list[Span]
    commands: list[Span]
    thinks: list[Span]
    cpu: dict[float, float]
    renders: list[float]
    """The processor time (ms) of each task that ran a command (all, long or not)."""
    parts: dict[str, list[tuple[float, float, str]]]
    """The page's measures of what it did (``PARTS``): start, end, detail."""
    traced: list[tuple[float, float, float]]
    """The trace's tasks over 20 ms that overlap a movement: start, end, processor time."""
    moves: list[tuple[float, float, float, str]]
    """Every movement: its start, its end, when it was set going (start less delay), and
    which card (its animation, region and card)."""

    @staticmethod
    def of(
        found: dict[str, Any],
        cpu: dict[float, float],
        every: dict[float, float],
        traced: list[tuple[float, float, float]],
    ) -> "Figures":
        """Sort the page's records into the figures."""
        moving = [(s, e if e is not None else s + MOVE_MS) for s, e, *_ in found["moving"]]
        tasks = [(s, s + d) for s, d in found["tasks"]]
        thinks = [(s, e) for s, e in found["thinks"]]
        commands = [(s, e) for s, e in found["commands"]]
        return Figures(
            len(moving),
            tasks,
            [t for t in tasks if overlaps(t, moving)],
            [t for t in tasks if overlaps(t, thinks)],
            commands,
            thinks,
            cpu,
            [holding(c, every) for c in commands],
            {name: [(s, e, d) for s, e, d in spans] for name, spans in found["parts"].items()},
            [t for t in traced if overlaps((t[0], t[1]), moving)],
            [
                (s, e if e is not None else s + MOVE_MS, s - d, what)
                for s, e, d, what in found["moving"]
            ],
        )

    def since(self, task: Span) -> str:
        """How long before ``task`` began the earliest movement it overlaps was set going
        (negative: set going while it ran), and which card that was."""
        hit = [m for m in self.moves if task[0] < m[1] and task[1] > m[0]]
        if not hit:
            return "-"
        first = min(hit, key=lambda m: m[2])
        return (
            f"set {task[0] - first[2]:+5.0f} ms, ran {first[0] - task[0]:+5.0f}.."
            f"{first[1] - task[0]:+5.0f} ({first[3].strip()}; {len(hit)} cards)"
        )

    def did(self, task: Span) -> str:
        """What the page did in ``task``, from its measures: each command with its parts,
        the sound effects, the garbage collections; else the thinking, or nothing known."""
        inside = {
            name: [p for p in spans if p[0] >= task[0] - 1 and p[1] <= task[1] + 1]
            for name, spans in self.parts.items()
        }
        said = []
        for start, end, detail in inside["command"]:
            within = [
                f"{name} {e - s:.0f}"
                for name in ("controller", "motion", "save", "gc")
                for s, e, d in inside[name]
                if s >= start - 0.5 and e <= end + 0.5
            ]
            said.append(f"{detail} {end - start:.0f} ({', '.join(within)})")
        for name in ("sound", "gc"):
            said += [
                f"{name}{' ' + d if d else ''} {e - s:.0f}"
                for s, e, d in inside[name]
                if not any(c[0] - 0.5 <= s and e <= c[1] + 0.5 for c in inside["command"])
            ]
        if said:
            return "; ".join(said)
        return "thinking slice" if overlaps(task, self.thinks) else "no Python measure"

    def listing(self) -> list[str]:
        """The tasks overlapping a movement that took the most processor time (from the trace),
        with what they did."""
        longest = sorted(self.traced, key=lambda t: -t[2])[:SHOWN]
        collections = sorted(((e - s, d) for s, e, d in self.parts["gc"]), reverse=True)
        gc = f"    Python's collections over 1 ms: {len(collections)}, the longest " + (
            ", ".join(f"{ms:.0f} ({d})" for ms, d in collections[:3]) or "-"
        )
        moving = [(m[0], m[1]) for m in self.moves]
        person = [
            (s, e) for s, e, d in self.parts["command"] if d.startswith("Click:") or d == "Key"
        ]
        during = sum(overlaps(p, moving) for p in person)
        said = f"    the person's commands run during a movement: {during} of {len(person)}"
        return [gc, said] + [
            f"    {e - s:5.0f}/{cpu:3.0f} ms {'*' if e - s > 50 else ' '} "
            f"{self.did((s, e))}\n        {self.since((s, e))}"
            for s, e, cpu in longest
        ]

    def what(self, task: Span) -> str:
        """What the page's Python did in ``task``: a command it ran, the thinking, or neither."""
        if overlaps(task, self.commands):
            return "a command's render"
        if overlaps(task, self.thinks):
            return "the computer's thinking"
        return "other (no Python measure)"

    def line(self, players: int, rate: float) -> str:
        """One row of the printed table."""
        worst = max(self.during_moves, key=lambda t: t[1] - t[0], default=None)
        thinking = max(self.during_thinks, key=lambda t: t[1] - t[0], default=None)
        think_ms = [e - s for s, e in self.thinks]
        most_cpu = max((cpu_of(t, self.cpu) for t in self.during_moves), default=0.0)
        return (
            f"{players:>7} {rate:>5g}x {self.movements:>9} {len(self.tasks):>6} "
            f"{len(self.during_moves):>7} {self.length(worst):>9} "
            f"{self.what(worst) if worst else '-':<26} {most_cpu:>8.0f} "
            f"{self.length(thinking):>11} {statistics.median(think_ms) if think_ms else 0:>6.0f}"
            f" {self.render_cpu():>14}"
        )

    def render_cpu(self) -> str:
        """The median and the 90th percentile of the commands' tasks' processor time (ms)."""
        found = sorted(c for c in self.renders if c == c)  # nan: not in the trace
        if not found:
            return "-"
        return f"{statistics.median(found):.0f}/{found[int(0.9 * (len(found) - 1))]:.0f}"

    def length(self, task: Span | None) -> str:
        """``wall/cpu`` ms of ``task``."""
        if task is None:
            return "-"
        return f"{task[1] - task[0]:.0f}/{cpu_of(task, self.cpu):.0f}"


HEADER = (
    f"{'players':>7} {'CPU':>6} {'movements':>9} {'tasks':>6} {'moving':>7} {'longest':>9} "
    f"{'the longest was':<26} {'most cpu':>8} {'thinking':>11} {'think':>6} {'command cpu':>14}"
)


def play(
    browser: Browser, url: str, options: argparse.Namespace, players: int, rate: float
) -> Figures:
    """Play ``options.hands`` hands at ``players`` with the CPU slowed ``rate`` times."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(LONGTASK_PROBE)
    context.add_init_script(MOVES_PROBE)
    page = context.new_page()
    page.goto(url + "?seed=7")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=TIMEOUT_MS)
    choose(page, "pace", options.pace)
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    page.set_default_timeout(TIMEOUT_MS)
    page.evaluate("window.__longTasks.length = 0")  # the boot's own tasks are not measured
    browser.start_tracing(
        page=page, categories=["disabled-by-default-devtools.timeline", "blink.user_timing"]
    )
    sync_ms = float(page.evaluate(f"performance.mark('{SYNC}').startTime"))
    for _ in range(options.hands):
        start_game(page, players, level=options.level)
        settle_auction(page)
        while wait_turn_or_result(page) == "turn":
            page.wait_for_timeout(LOOK_MS)
            page.locator(PLAYABLE).first.click()
            # A card played while others fly is played once they land: wait for it.
            page.wait_for_selector("[data-chosen]", state="detached")
        page.locator("[data-act=settings], [data-act=again]").first.click()
    found: dict[str, Any] = page.evaluate(COLLECT)
    trace = browser.stop_tracing()
    cpu, every = task_cpu(trace, sync_ms), task_cpu(trace, sync_ms, 0)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    context.close()
    return Figures.of(found, cpu, every, trace_tasks(trace, sync_ms, 20))


def main() -> None:
    """Play, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--hands", type=int, default=1, help="hands per table size")
    parser.add_argument("--cpu-throttle", type=float, nargs="+", default=[1.0], metavar="N")
    parser.add_argument("--pace", default="fast", choices=("slow", "normal", "fast"))
    parser.add_argument("--level", default="medium", help="the computers' level")
    parser.add_argument("--no-build", action="store_true", help="measure _site/ as it is")
    parser.add_argument("--site", type=Path, help="measure this built site as it is")
    options = parser.parse_args()
    site = options.site or (layout.SITE if options.no_build else build().site)
    server = make_server(site, "127.0.0.1", 0, quiet=True)
    serve_in_thread(server)
    rows: list[str] = []
    listings: list[str] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**chromium.launch_args())  # type: ignore[arg-type]
            for rate in options.cpu_throttle:
                for players in options.players:
                    figures = play(browser, base_url(server), options, players, rate)
                    rows.append(figures.line(players, rate))
                    listings.append(f"{players} players, CPU {rate:g}x:")
                    listings += figures.listing()
            browser.close()
    finally:
        server.shutdown()
    print(f"{options.hands} hand(s) per table, pace {options.pace}, level {options.level}")
    print("tasks: main-thread tasks over 50 ms; moving: those overlapping a card's movement;")
    print("longest: the longest of those, wall/processor ms; most cpu: the most processor time")
    print("of those; thinking: the longest task while the computer thinks, wall/processor ms;")
    print("think: the median time from a computer's turn to its answer (ms); command cpu:")
    print("the processor time of the task that ran each command (its render), median/90th pct")
    print(HEADER)
    print("\n".join(rows))
    print("\nThe tasks overlapping a movement with the most processor time (trace; wall/processor")
    print("ms, * over 50 ms of wall time), what the page did in each (commands with their parts,")
    print("in ms), and the movement it overlapped (set going how long before the task began, its")
    print("run from the task's start, the card):")
    print("\n".join(listings))


if __name__ == "__main__":
    main()
