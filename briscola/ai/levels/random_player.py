"""A uniformly random legal action: a baseline for measurement."""

from __future__ import annotations

import random

from briscola.ai.levels.base import RulePlayer
from briscola.engine.actions import Action
from briscola.engine.view import SeatView


class RandomPlayer(RulePlayer):
    """Chooses uniformly among the legal actions."""

    name = "random"

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """A legal action drawn with ``rng``."""
        return rng.choice(view.legal_actions())
