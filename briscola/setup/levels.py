"""The computer players' names, kept out of ``briscola.ai`` so that the page can name and
check them without loading the players.

``briscola.ai.PLAYERS`` registers a player under each of :data:`PLAYER_NAMES` (a test keeps
it so).
"""

from __future__ import annotations

from typing import Final

PLAYER_NAMES: Final = ("random", "greedy", "rule", "easy", "medium", "hard", "maestro")
"""Every computer player, by the name the command line, the page and the settings use."""

LEVELS: Final = ("easy", "medium", "hard", "maestro")
"""The levels offered to players, weakest first; the others are baselines for measurement."""

BEST: Final = "hard"
"""The default computer of ``record`` and ``play``: the strongest level at every table within
the page's one-second budget (maestro thinks longer and gains only against a strong player,
at two players)."""

DEFAULT_LEVEL: Final = "medium"
"""The level of a computer seat until the person chooses another."""
