"""Computer players. Each one sees only its seat's view and returns a legal action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from briscola.ai.base import Player
from briscola.ai.easy import EasyPlayer
from briscola.ai.greedy import GreedyPlayer
from briscola.ai.hard import HardConfig, HardPlayer, HardSearch
from briscola.ai.medium import MediumPlayer
from briscola.ai.random_player import RandomPlayer
from briscola.ai.rule_based import RuleBasedPlayer

PLAYERS: Final[dict[str, Callable[[], Player]]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "rule": RuleBasedPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
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
    "HardConfig",
    "HardPlayer",
    "HardSearch",
    "Player",
    "make_player",
]
