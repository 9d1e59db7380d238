"""How often hard's move is the move of a much larger search, in the same positions.

Usage: python benchmarks/search_agreement.py [--hands N] [--opponent random|greedy|medium]
                                              [--big FIELD=VALUE ...] [--hard FIELD=VALUE ...]

Two players; hard (``--hard`` changes, default the shipped configuration) plays seat 0
against the opponent. At each of its moves before the exact phase with more than one
action, a second search (``--big``, default 1,500 worlds kept of 4,500) looks at the same
view, and the script counts how often the two choose the same action and, where they do
not, how much worse hard's action is by the big search's own values (a value is 1 for a win
plus 0.5 x points / 120; the big search's best is itself a noisy estimate, so this loss is
an upper bound). Low agreement says the shipped search's choice is often decided by the
luck of its worlds.
"""

from __future__ import annotations

import argparse
import random

from briscola.ai import make_player
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.levels.base import Search
from briscola.ai.search.evaluation import ExactValues
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView


def search(player: LabPlayer, view: SeatView, seed: int) -> Search:
    """A finished search of ``view``."""
    found = player.start(view, random.Random(seed))
    while not found.step(1 << 30):
        pass
    return found


def main() -> None:
    """Play the hands and print the agreement."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--opponent", default="random", choices=["random", "greedy", "medium"])
    parser.add_argument("--hard", action="append", default=[], metavar="FIELD=VALUE")
    parser.add_argument(
        "--big", action="append", default=None, metavar="FIELD=VALUE", help="the big search"
    )
    args = parser.parse_args()
    shipped = LabPlayer(LabConfig.with_changes(args.hard))
    big = LabPlayer(LabConfig.with_changes(args.big or ["styled_samples=1500", "candidates=3"]))
    opponent = make_player(args.opponent)
    moves = agree = 0
    loss = 0.0
    for hand in range(args.hands):
        state = GameState.new(Rules(players=2), random.Random(500 + hand))
        rng = random.Random(hand)
        while (seat := state.current_player) is not None:
            view = state.view(seat)
            if seat != 0:
                state.apply(opponent.choose(view, rng))
                continue
            mine = search(shipped, view, hand * 100 + len(view.tricks))
            action = mine.best()
            playouts = isinstance(mine, WorldSearch) and not isinstance(mine.evaluate, ExactValues)
            if playouts:
                reference = search(big, view, 7)
                assert isinstance(reference, WorldSearch)
                values = reference.values()
                moves += 1
                if reference.best() == action:
                    agree += 1
                else:
                    loss += values[reference.best()] - values[action]
            state.apply(action)
        print(
            f"{hand + 1} hands: {moves} moves searched, the same action in {agree} "
            f"({agree / max(moves, 1):.0%}), value lost per move {loss / max(moves, 1):.4f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
