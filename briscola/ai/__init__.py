"""Computer players. Each one sees only its seat's view and returns a legal action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from briscola.ai.base import Decided, Player, RulePlayer, Search, SearchingPlayer
from briscola.ai.easy import EasyPlayer
from briscola.ai.greedy import GreedyPlayer
from briscola.ai.hard import HardConfig, HardPlayer
from briscola.ai.maestro import MaestroPlayer
from briscola.ai.medium import MediumPlayer
from briscola.ai.random_player import RandomPlayer
from briscola.ai.rule_based import RuleBasedPlayer
from briscola.levels import BEST, LEVELS

PLAYERS: Final[dict[str, Callable[[], Player]]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "rule": RuleBasedPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
    "maestro": MaestroPlayer,
}
"""Computer players by name: exactly ``briscola.levels.PLAYER_NAMES``, in that order."""


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
    "MaestroPlayer",
    "Player",
    "RulePlayer",
    "Search",
    "SearchingPlayer",
    "make_player",
]
