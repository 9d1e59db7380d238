"""Two configurations of the hard level against each other, on the same deals, seats exchanged.

Usage: python measure/lab_head_to_head.py GAMES --a FIELD=VALUE ... --b FIELD=VALUE ...
       [--seed S] [--swap] [--log FILE]
e.g.   python measure/lab_head_to_head.py 200 --a model=policy samples=600 \
           --b model=policy samples=150

2 players, the trump-7 swap off unless ``--swap``; deal ``i`` is
``GameState.new(rules, Random(seed * 100_000 + i))``, played twice (A in seat 0, then in
seat 1). Each side is a :class:`LabPlayer` with its ``LabConfig`` changes. Prints A's score
(wins + draws/2) / games with a 95 % interval over the deals' means, A's mean point margin
and each side's CPU seconds per move. ``--log`` writes one line per game (deal, seating,
score, margin) for ``measure/paired.py``.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from briscola.ai.lab import LabConfig, LabPlayer
from briscola.engine.rules import Rules
from briscola.engine.state import GameState


def main() -> None:
    """Play the match and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int)
    parser.add_argument("--a", nargs="*", default=[], metavar="FIELD=VALUE")
    parser.add_argument("--b", nargs="*", default=[], metavar="FIELD=VALUE")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--swap", action="store_true", help="allow the trump-7 swap")
    parser.add_argument("--log", metavar="FILE")
    args = parser.parse_args()
    players = [LabPlayer(LabConfig.with_changes(args.a)), LabPlayer(LabConfig.with_changes(args.b))]
    rules = Rules(players=2, swap_seven=args.swap)
    log = open(args.log, "w", encoding="utf-8") if args.log else None  # noqa: SIM115
    deal_scores: list[float] = []
    margin = 0
    cpu = [0.0, 0.0]
    moves = [0, 0]
    for deal in range(args.games // 2):
        mean = 0.0
        for seating in (0, 1):
            state = GameState.new(rules, random.Random(args.seed * 100_000 + deal))
            rng = random.Random(deal * 7 + seating)
            while (seat := state.current_player) is not None:
                side = 0 if seat == seating else 1
                tick = time.process_time()
                action = players[side].choose(state.view(seat), rng)
                cpu[side] += time.process_time() - tick
                moves[side] += 1
                state.apply(action)
            outcome = state.outcome()
            assert outcome is not None
            won = 1.0 if outcome.winner == seating else 0.5 if outcome.winner is None else 0.0
            gained = outcome.side_points[seating] - outcome.side_points[1 - seating]
            mean += won / 2
            margin += gained
            if log is not None:
                print(deal, seating, won, gained, file=log, flush=True)
        deal_scores.append(mean)
    n = len(deal_scores)
    score = sum(deal_scores) / n
    var = sum((s - score) ** 2 for s in deal_scores) / max(1, n - 1)
    print(
        f"A {args.a} vs B {args.b}: {2 * n} games, score of A {score:.3f} "
        f"± {1.96 * math.sqrt(var / n):.3f}, margin {margin / (2 * n):+.2f}, "
        f"CPU per move A {cpu[0] / moves[0] * 1000:.0f} ms, B {cpu[1] / moves[1] * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
