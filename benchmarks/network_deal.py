"""The network table's cost: the deal's time at 2 to 6 players, messages and bytes per hand.

Usage: python benchmarks/network_deal.py [--players 2 3 4 5 6] [--hands N] [--group modp1536]
       [--variant classic] [--pow]   (--pow: only the cost of one exponent, short and full)
Inside Pyodide: node benchmarks/pyodide_network.mjs (same arguments).

Every page runs in this process on a clock of its own: a page takes a message in once it has
arrived and the page is free, and its answer leaves when the page is done (no network
delay). The deal's time is when the last page has the face-up card and its own hand open:
what a table of devices as fast as this machine would wait on a network with no delay.
Every seat is a person; the moves are random. CPython on this machine (Pyodide runs the same
big-number arithmetic 3 to 5 times slower: docs/network-table.md).
"""

from __future__ import annotations

import argparse
import heapq
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

from briscola.engine.rules import Rules
from briscola.engine.variants import VARIANTS
from briscola.network.events import Output, Refused, Stopped
from briscola.network.group import GROUPS, Group
from briscola.network.identity import Identity
from briscola.network.randomness import SystemRandomness
from briscola.network.table import Table
from briscola.network.table_setup import SeatSetup, TableSetup


class Clocked:
    """Pages on clocks of their own; a message arrives when its sender has finished it."""

    def __init__(self, tables: list[Table]) -> None:
        self.tables = tables
        self.clock = [0.0] * len(tables)
        self.cpu = [0.0] * len(tables)
        self.deal_cpu = [0.0] * len(tables)
        self.queue: list[tuple[float, int, int, str]] = []
        self.order = 0
        self.messages = 0
        self.bytes = 0
        self.ready: dict[int, float] = {}
        """When each page had the deal open and its hand."""

    def post(self, page: int, output: Output) -> None:
        """``page``'s output: its messages queued for the others at the page's time."""
        assert not [e for e in output.events if isinstance(e, (Refused, Stopped))], output
        for message in output.messages:
            for other in range(len(self.tables)):
                if other != page and message.to in (None, other):
                    self.order += 1
                    entry = (self.clock[page], self.order, other, message.text)
                    heapq.heappush(self.queue, entry)
                    self.messages += 1
                    self.bytes += len(message.text.encode("utf-8"))
        table = self.tables[page]
        opened = table.dealt and all(table.view(seat) is not None for seat in table.local_seats)
        if page not in self.ready and opened:
            self.ready[page] = self.clock[page]
            self.deal_cpu[page] = self.cpu[page]

    def timed(self, page: int, start: float, call: Callable[[], Output]) -> Output:
        """``call`` on ``page``, which starts it at ``start`` or when it is free."""
        began = time.process_time()
        output = call()
        spent = time.process_time() - began
        self.clock[page] = max(self.clock[page], start) + spent
        self.cpu[page] += spent
        return output

    def run(self, rng: random.Random) -> None:
        """Deliver in time order; when nothing is in flight, the seat to play moves."""
        while True:
            if self.queue:
                at, _, page, text = heapq.heappop(self.queue)
                self.post(page, self.timed(page, at, partial(self.tables[page].receive, text)))
                continue
            if not self._move(rng):
                return

    def _move(self, rng: random.Random) -> bool:
        for page, table in enumerate(self.tables):
            if table.status != "play":
                continue
            for seat in table.local_seats:
                view = table.view(seat)
                if view is not None and view.current_player == seat:
                    act = partial(table.act, seat, rng.choice(view.legal))
                    self.post(page, self.timed(page, self.clock[page], act))
                    return True
        return False


class Hand:
    """The figures of one hand."""

    def __init__(self, clocked: Clocked) -> None:
        self.deal = max(clocked.ready.values())
        self.deal_cpu = max(clocked.deal_cpu)
        self.hand_cpu = max(clocked.cpu)
        self.messages = clocked.messages
        self.bytes = clocked.bytes
        self.snapshot = max(len(json.dumps(t.snapshot())) for t in clocked.tables)


def one_hand(players: int, group: Group, seed: int, variant: str = "classic") -> Hand:
    """One hand of ``players`` people, played to its end and verified."""
    randomness = SystemRandomness()
    rules = Rules.for_table(players, variant=variant)
    ids = [Identity.generate(randomness, group) for _ in range(players)]
    seats = tuple(SeatSetup(f"P{s}", ids[s].public) for s in range(players))
    setup = TableSetup.new(rules, seats, host=0, dealer=seed % players, randomness=randomness)
    host, first = Table.host(setup, {0: ids[0]}, randomness)
    tables, outputs = [host], [first._replace(messages=first.messages[1:])]
    for seat in range(1, players):
        setup_text = first.messages[0].text
        groups = {group.name: group}
        table, joined = Table.join(setup_text, ids[seat], randomness, ids[0].public, groups)
        tables.append(table)
        outputs.append(joined)
    clocked = Clocked(tables)
    for page, output in enumerate(outputs):
        clocked.post(page, output)
    clocked.run(random.Random(seed))
    assert all(table.status == "verified" for table in tables), [t.status for t in tables]
    return Hand(clocked)


def exponent_costs(group: Group, count: int = 40) -> tuple[float, float]:
    """Milliseconds of CPU for one ``pow`` with a short (256-bit) and a full exponent."""
    randomness = SystemRandomness()
    bases = [group.power_of_g(group.random_exponent(randomness)) for _ in range(count)]
    costs = []
    for exponent in (group.short_exponent(randomness), group.even(group.inverse(12345))):
        start = time.process_time()
        for base in bases:
            pow(base, exponent, group.p)
        costs.append((time.process_time() - start) / count * 1000)
    return costs[0], costs[1]


def main() -> None:
    """Print the figures of each table, medians over the hands."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--group", default="modp1536", choices=sorted(GROUPS))
    parser.add_argument("--variant", default="classic", choices=sorted(VARIANTS))
    parser.add_argument("--pow", action="store_true", help="only the cost of one exponent")
    args = parser.parse_args()
    group = GROUPS[args.group]
    if args.pow:
        short, full = exponent_costs(group)
        print(f"group {group.name}: a 256-bit exponent {short:.2f} ms, a full one {full:.2f} ms")
        return
    python = "Pyodide" if sys.platform == "emscripten" else "CPython"
    print(
        f"group {group.name}, {python}, variant {args.variant},"
        f" {args.hands} hands per table (medians), random moves"
    )
    print(
        "players  deal s  deal CPU s/page  hand CPU s/page  messages/hand  bytes/hand"
        "  snapshot chars"
    )
    for players in args.players:
        hands = [one_hand(players, group, seed, args.variant) for seed in range(args.hands)]

        def median(field: Callable[[Hand], float], of: list[Hand] = hands) -> float:
            return statistics.median(field(hand) for hand in of)

        print(
            f"{players:7d}  {median(lambda h: h.deal):6.2f}  {median(lambda h: h.deal_cpu):15.2f}"
            f"  {median(lambda h: h.hand_cpu):15.2f}  {median(lambda h: h.messages):13.0f}"
            f"  {median(lambda h: h.bytes):10,.0f}  {median(lambda h: h.snapshot):14,.0f}"
        )


if __name__ == "__main__":  # a script, or run by pyodide_network.mjs
    main()
