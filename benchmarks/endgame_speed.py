"""Time the exact two-player endgame: the plain alpha-beta solver, ``endgame.py``, and the
model searches of ``exploit.py`` (against greedy, against a random player).

Usage: python benchmarks/endgame_speed.py [POSITIONS]   (default 60)

For 6, 8, 10, 12 and 14 cards left to play, deals random 2-player hands (seeded), plays
them with the playout policy down to that many cards (every other one a move further, so
that half the positions are after a lead), and times the exact points of every legal move
of the seat to act with each solver (what ``hard`` does in one world of its endgame). The
two exact ones must agree; prints the mean CPU milliseconds per position (process time, so
a busy machine inflates it little), the ratio of the two, then the model searches'
milliseconds for the values of the same moves. One core.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' plain solver

from briscola.ai.kernel.endgame import EndgameSearch
from briscola.ai.kernel.exploit import ModelSearch
from briscola.ai.kernel.playout import heuristic_move
from briscola.ai.kernel.sim import Sim, deal
from briscola.engine.rules import Rules
from tests.support.solver import move_values


def positions(cards_left: int, count: int) -> list[Sim]:
    """``count`` seeded positions with ``cards_left`` cards (or one fewer) still to play."""
    rules = Rules(players=2)
    rng = random.Random(cards_left)
    found = []
    for i in range(count):
        sim = deal(rules, rng.random)
        while sum(map(len, sim.hands)) + len(sim.stock) - sim.drawn > cards_left:
            sim.apply(heuristic_move(sim))
        if i % 2:
            sim.apply(heuristic_move(sim))
        found.append(sim)
    return found


def main() -> None:
    """Print one line per number of cards left."""
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    print(
        "cards left | plain solver, ms | endgame.py, ms | faster"
        " | against greedy, ms | against random, ms"
    )
    for cards_left in (6, 8, 10, 12, 14):
        sims = positions(cards_left, count)
        start = time.process_time()
        plain = [move_values(sim, sim.to_move) for sim in sims]
        middle = time.process_time()
        fast = []
        for sim in sims:
            search = EndgameSearch(sim)
            fast.append({m: search.points_after(m, sim.to_move) for m in sim.legal()})
        end = time.process_time()
        if plain != fast:
            raise SystemExit(f"the solvers disagree with {cards_left} cards left")
        old, new = (middle - start) * 1000 / count, (end - middle) * 1000 / count
        models = [model_time(sims, style) * 1000 / count for style in ("greedy", "random")]
        print(
            f"{cards_left} | {old:.2f} | {new:.2f} | {old / new:.1f}x"
            f" | {models[0]:.2f} | {models[1]:.2f}"
        )


def model_time(sims: list[Sim], style: str) -> float:
    """CPU seconds for the model search's value of every legal move in each position."""
    start = time.process_time()
    for sim in sims:
        search = ModelSearch(sim, style, 0.5)
        for move in sim.legal():
            search.value_after(move)
    return time.process_time() - start


if __name__ == "__main__":
    main()
