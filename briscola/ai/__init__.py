"""Computer players. Each one sees only its seat's view and returns a legal action."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from briscola.actions import Action
from briscola.ai.base import Decided, Player, RulePlayer, Search, SearchingPlayer
from briscola.ai.easy import EasyPlayer
from briscola.ai.greedy import GreedyPlayer
from briscola.ai.hard import HardConfig, HardPlayer
from briscola.ai.medium import MediumPlayer
from briscola.ai.random_player import RandomPlayer
from briscola.ai.rule_based import RuleBasedPlayer
from briscola.view import SeatView


class MediumLevel(RulePlayer):
    """The medium level as a :class:`Player`: its rules are ``MediumPlayer.choose``."""

    name = "medium"

    def __init__(self) -> None:
        self.rules = MediumPlayer()

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """The medium level's action."""
        return self.rules.choose(view, rng)


PLAYERS: Final[dict[str, Callable[[], Player]]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "rule": RuleBasedPlayer,
    "easy": EasyPlayer,
    "medium": MediumLevel,
    "hard": HardPlayer,
}
"""Computer players by name."""

LEVELS: Final = ("easy", "medium", "hard")
"""The levels offered to players, weakest first; the others are baselines for measurement."""

BEST: Final = "hard"
"""The strongest player available; ``record`` and the page use it by default."""


def make_player(name: str) -> Player:
    """A new player by name; raises ``ValueError`` for an unknown name."""
    try:
        return PLAYERS[name]()
    except KeyError:
        raise ValueError(
            f"no computer player named {name!r} (known: {', '.join(PLAYERS)})"
        ) from None


__all__ = [
    "BEST",
    "LEVELS",
    "PLAYERS",
    "Decided",
    "HardConfig",
    "HardPlayer",
    "Player",
    "RulePlayer",
    "Search",
    "SearchingPlayer",
    "make_player",
]
