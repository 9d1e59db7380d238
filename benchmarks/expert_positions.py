"""Record the plain search's choices in self-play: the data the learned playout policy is fit on.

Usage: python benchmarks/expert_positions.py OUT.jsonl [--games N] [--seed S] [--samples W]

Two players, trump-7 swap off; both seats are the plain search (``LabConfig(model="policy",
samples=W)``). At every move with more than one card to choose from, one JSON line: the trump
(kernel index), the seat's hand and the trick (kernel card indices), the cards left to draw,
the face-up trump card (-1 once drawn), the seat, the points each seat has taken (the seat's
first), the cards already played, the search's value of each card of the hand (in hand order)
and the card it chose. Reproducible: game
``g`` is dealt from ``seed * 1_000_003 + g`` and searched with a ``random.Random`` seeded
from the same number.
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from briscola.actions import Play
from briscola.ai.kernel import Sim
from briscola.ai.lab.config import LabConfig
from briscola.ai.lab.player import LabPlayer
from briscola.ai.world_search import WorldSearch
from briscola.rules import Rules
from briscola.state import GameState


def record_of(sim: Sim, seat: int, by_card: dict[int, float], chosen: int) -> dict[str, Any]:
    """The record of ``seat``'s move in ``sim``: its values by card (-1 for a card the
    search did not value) and the card chosen."""
    hand = sim.hands[seat]
    gone = sorted(
        set(range(40))
        - {c for h in sim.hands for c in h}
        - set(sim.stock[sim.drawn :])
        - set(sim.trick)
    )
    return {
        "trump": sim.trump,
        "hand": hand,
        "trick": sim.trick,
        "left": len(sim.stock) - sim.drawn,
        "face": sim.stock[-1] if sim.drawn < len(sim.stock) else -1,
        "seat": seat,
        "points": [sim.points[seat], sim.points[1 - seat]],
        "gone": gone,
        "values": [round(by_card.get(c, -1.0), 5) for c in hand],
        "chosen": chosen,
    }


def record_game(player: LabPlayer, rules: Rules, number: int, seed: int) -> list[str]:
    """The JSON lines of one self-play game."""
    base = seed * 1_000_003 + number
    state = GameState.new(rules, random.Random(base))
    rng = random.Random(base * 7 + 1)
    lines = []
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        search = player.start(view, rng)
        while not search.step(1_000_000):
            pass
        action = search.best()
        if isinstance(search, WorldSearch) and isinstance(action, Play):
            values = search.values()
            by_card = {a.card.index: v for a, v in values.items() if isinstance(a, Play)}
            if len(by_card) > 1:
                record = record_of(Sim.from_state(state), seat, by_card, action.card.index)
                lines.append(json.dumps(record, separators=(",", ":")))
        state.apply(action)
    return lines


def main() -> None:
    """Play the games and append their lines to OUT."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--first", type=int, default=0, help="number of the first game")
    args = parser.parse_args()
    rules = Rules(players=2, swap_seven=False)
    player = LabPlayer(LabConfig(model="policy", samples=args.samples))
    with open(args.out, "a") as out:
        for number in range(args.first, args.first + args.games):
            for line in record_game(player, rules, number, args.seed):
                out.write(line + "\n")
            out.flush()


if __name__ == "__main__":
    main()
