"""Compare budgets and ideas of the hard level: one LabConfig against an opponent.

Usage: python measure/hard_configs.py GAMES OPPONENT [field=value ...] [log=FILE] [first=D]
e.g.   python measure/hard_configs.py 400 greedy model=policy exact_stock=2

2 players; deal ``i`` (for i < GAMES/2) is ``GameState.new(rules, Random(10_000 + i))``
played twice with the seats exchanged, so every configuration meets the same deals (other
deals than the arena's seed 1). Prints the configuration, the score (wins + draws/2) / games,
hard's mean point margin per game (lower variance than the score: a screen for small
differences) and the seconds taken. ``log=FILE`` writes one line per game (deal, swapped,
score, margin) so that two configurations can be compared deal by deal
(``measure/paired.py``); ``first=D`` starts at deal D (to extend a run).
This is the harness behind the "what paid" tables of docs/research/ai-log.md.
"""

from __future__ import annotations

import random
import sys
import time

from briscola.ai import make_player
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.engine.rules import Rules
from briscola.engine.state import GameState


def main() -> None:
    """Play the match and print one line."""
    games, opponent_name = int(sys.argv[1]), sys.argv[2]
    changes = [p for p in sys.argv[3:] if p.split("=", 1)[0] not in ("log", "first")]
    options = dict(pair.split("=", 1) for pair in sys.argv[3:])
    log = open(options["log"], "w") if "log" in options else None  # noqa: SIM115
    first = int(options.get("first", "0"))
    config = LabConfig.with_changes(changes)
    hard, opponent = LabPlayer(config), make_player(opponent_name)
    rules = Rules(players=2)
    score = 0.0
    margin = 0
    start = time.perf_counter()
    for deal in range(first, first + games // 2):
        for swapped in (0, 1):
            state = GameState.new(rules, random.Random(10_000 + deal))
            rng = random.Random(deal * 7 + swapped)
            while (seat := state.current_player) is not None:
                view = state.view(seat)
                player = hard if (seat == 0) != bool(swapped) else opponent
                state.apply(player.choose(view, rng))
            outcome = state.outcome()
            assert outcome is not None
            winner = outcome.winner
            won = 1.0 if winner == swapped else (0.5 if winner is None else 0.0)
            points = outcome.side_points
            gained = points[swapped] - points[1 - swapped]
            score += won
            margin += gained
            if log is not None:
                print(deal, swapped, won, gained, file=log, flush=True)
    print(
        changes,
        opponent_name,
        games,
        round(score / games, 3),
        f"margin {margin / games:+.2f}",
        f"{time.perf_counter() - start:.0f} s",
    )


if __name__ == "__main__":
    main()
