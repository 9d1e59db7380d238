"""How stable the search's clear best card is in mid-hand puzzle positions, by world count.

Every mid-hand position of the first ``--hands`` hands of the mid-hand stream
(``generate.hands(seed, "mid")``) gets the generator's quick look (``QUICK_WORLDS`` deals);
those it passes (a margin of at least ``QUICK_MARGIN``) are searched twice, with two
independent seeds, at each world count. Per count it prints how many positions the first run
finds a clear best card (>= 10 points above every other), how often the second run's best
card differs, how often the second run's margin falls under 10, and the time taken. It also
prints how many of the positions the quick look turns away the full search would have kept
(first run at ``--full`` worlds), over the first ``--missed`` hands.

    python benchmarks/puzzle_stability.py [--hands 100] [--worlds 100,200,400,800]
"""

from __future__ import annotations

import argparse
import time

from briscola.engine.view import SeatView
from briscola.puzzles.making.generate import SEAT, hands, play_hand
from briscola.puzzles.making.midhand import QUICK_MARGIN, QUICK_WORLDS
from briscola.puzzles.making.search import (
    is_midhand,
    margin,
    search_best,
    search_key,
    search_values,
)
from briscola.puzzles.puzzle import puzzle_rules


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--worlds", default="100,200,400,800")
    parser.add_argument("--full", type=int, default=400)
    parser.add_argument("--missed", type=int, default=20)
    args = parser.parse_args()
    rules = puzzle_rules()
    passed: list[tuple[SeatView, int, int]] = []
    turned: list[tuple[SeatView, int, int]] = []
    total = 0
    started, cpu = time.monotonic(), time.process_time()
    for number, (hand_seed, pair) in zip(range(args.hands), hands(args.seed, "mid"), strict=False):
        for position in play_hand(hand_seed, pair, rules, is_midhand):
            view, moves = position.state.view(SEAT), len(position.moves)
            total += 1
            quick = search_values(view, QUICK_WORLDS, search_key(hand_seed, moves, -1))
            if margin(quick) >= QUICK_MARGIN:
                passed.append((view, hand_seed, moves))
            elif number < args.missed:
                turned.append((view, hand_seed, moves))
    print(
        f"{total} positions in {args.hands} hands; the quick look passes {len(passed)} "
        f"({time.monotonic() - started:.0f} s wall, {time.process_time() - cpu:.0f} s CPU)"
    )
    missed = sum(
        search_best(search_values(v, args.full, search_key(s, m, 0))) is not None
        for v, s, m in turned
    )
    print(
        f"of {len(turned)} positions turned away in the first {args.missed} hands, "
        f"{missed} have a clear best card at {args.full} worlds"
    )
    for worlds in (int(w) for w in args.worlds.split(",")):
        started, cpu = time.monotonic(), time.process_time()
        found = changed = thin = 0
        for view, seed, moves in passed:
            first = search_values(view, worlds, search_key(seed, moves, 0))
            best = search_best(first)
            if best is None:
                continue
            found += 1
            second = search_values(view, worlds, search_key(seed, moves, 1))
            top = max(second, key=lambda v: v.mean)
            changed += top.card != best.card
            thin += top.card == best.card and margin(second) < 10
        took, used = time.monotonic() - started, time.process_time() - cpu
        print(
            f"worlds {worlds}: clear best in run 1: {found}; run 2 picks another card: "
            f"{changed}; same card, margin < 10: {thin}; {took:.0f} s wall, {used:.0f} s CPU"
        )


if __name__ == "__main__":
    main()
