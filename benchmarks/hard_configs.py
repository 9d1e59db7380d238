"""Compare budgets and ideas of the hard level: one HardConfig against an opponent.

Usage: python benchmarks/hard_configs.py GAMES OPPONENT [field=value ...]
e.g.   python benchmarks/hard_configs.py 400 greedy infer=0 exact_stock=4

2 players; deal ``i`` (for i < GAMES/2) is ``GameState.new(rules, Random(10_000 + i))``
played twice with the seats exchanged, so every configuration meets the same deals (other
deals than the arena's seed 1). Prints the configuration, the score (wins + draws/2) / games
and the seconds taken. This is the harness behind the "what paid" table of docs/ai.md.
"""

from __future__ import annotations

import dataclasses
import random
import sys
import time

from briscola.ai import HardConfig, HardPlayer, make_player
from briscola.rules import Rules
from briscola.state import GameState


def parse(pairs: list[str]) -> dict[str, object]:
    """``field=value`` pairs as HardConfig overrides (types taken from the defaults)."""
    defaults = HardConfig()
    changes: dict[str, object] = {}
    for pair in pairs:
        name, value = pair.split("=", 1)
        kind = type(getattr(defaults, name))
        changes[name] = value in ("1", "true", "True") if kind is bool else kind(value)
    return changes


def main() -> None:
    """Play the match and print one line."""
    games, opponent_name = int(sys.argv[1]), sys.argv[2]
    changes = parse(sys.argv[3:])
    config = dataclasses.replace(HardConfig(), **changes)  # type: ignore[arg-type]
    hard, opponent = HardPlayer(config), make_player(opponent_name)
    rules = Rules(players=2)
    score = 0.0
    start = time.perf_counter()
    for deal in range(games // 2):
        for swapped in (0, 1):
            state = GameState.new(rules, random.Random(10_000 + deal))
            rng = random.Random(deal * 7 + swapped)
            while not state.is_over:
                seat = state.to_move
                view = state.view(seat)
                player = hard if (seat == 0) != bool(swapped) else opponent
                state.apply(player.choose(view, rng))
            winner = state.outcome().winner
            score += 1.0 if winner == swapped else (0.5 if winner is None else 0.0)
    print(
        changes,
        opponent_name,
        games,
        round(score / games, 3),
        f"{time.perf_counter() - start:.0f} s",
    )


if __name__ == "__main__":
    main()
