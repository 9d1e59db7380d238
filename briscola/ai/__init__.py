"""Computer players. Each one sees only its seat's view and returns a legal action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from briscola.ai.levels.base import Decided, Player, RulePlayer, Search, SearchingPlayer
from briscola.ai.levels.easy import EasyPlayer
from briscola.ai.levels.greedy import GreedyPlayer
from briscola.ai.levels.hard import HardConfig, HardPlayer
from briscola.ai.levels.maestro import MaestroPlayer
from briscola.ai.levels.medium import MediumPlayer
from briscola.ai.levels.random_player import RandomPlayer
from briscola.ai.levels.rule_based import RuleBasedPlayer
from briscola.setup.levels import BEST, LEVELS


def _maestro() -> Player:
    """The maestro level with the network's prior (``learned.prior``; loaded only here)."""
    from briscola.ai.learned.prior import NetPrior

    return MaestroPlayer(prior=NetPrior())


PLAYERS: Final[dict[str, Callable[[], Player]]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "rule": RuleBasedPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
    "maestro": _maestro,
}
"""Computer players by name: exactly ``briscola.setup.levels.PLAYER_NAMES``, in that order."""


def _net() -> Player:
    from briscola.ai.learned.player import NetPlayer

    return NetPlayer()


MEASURING: Final[dict[str, Callable[[], Player]]] = {"net": _net}
"""Players for measurement only, known to the command line and the arena but not to the page's
settings: ``net``, the network learned by self-play playing its most likely move
(``briscola.ai.learned``)."""


def make_player(name: str) -> Player:
    """A new player by name (:data:`PLAYERS` or :data:`MEASURING`); raises ``ValueError`` for
    an unknown name."""
    make = PLAYERS.get(name) or MEASURING.get(name)
    if make is None:
        known = ", ".join([*PLAYERS, *MEASURING])
        raise ValueError(f"no computer player named {name!r} (known: {known})")
    return make()


__all__ = [
    "BEST",
    "LEVELS",
    "MEASURING",
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
