"""The gate: read which kind of player the opponent is, then pick the worlds that meet it.

Two players, the plain game (:func:`gates`): before its search, hard reads the opponent's
kind from uniform worlds (``evidence.KindReading``, one world a piece, so the page can yield
during the reading). An opponent that reads as greedy or random is met by the styles
reading, which exploits it (``reading.ReadWorlds``); any other (the policy's or a strong
player's plays) by the plain search: more uniform worlds, every seat played out by the
playout policy and, in the exact phase, the perfect line. :class:`GateWorlds` is a
``worlds.Worlds`` source whose reading is the gate's, then the chosen source's.
"""

from __future__ import annotations

from collections.abc import Callable

from briscola.ai.reading.evidence import KindReading
from briscola.ai.search.worlds import World, Worlds
from briscola.engine.rules import Rules

GATE_COST = 4
"""Units the gate's reading of one world counts for."""


def gates(rules: Rules) -> bool:
    """True for the tables the gate reads at: two players, the plain game (the trump-7 swap
    on or off; not con il Due, Briscolone, must-follow-suit, scoperta or a 31)."""
    return rules.players == 2 and not (
        rules.two_beats_ace
        or rules.no_trump
        or rules.follow_suit
        or rules.open_hands
        or rules.declare_31
    )


class GateWorlds:
    """The worlds of ``styled()`` if an opponent reads as greedy (a chance of at least
    ``greedy``) or random (at least ``at_random``), else those of ``plain()``; each source is
    built once the gate's reading is over."""

    def __init__(
        self,
        reading: KindReading,
        plain: Callable[[], Worlds],
        styled: Callable[[], Worlds],
        *,
        greedy: float,
        at_random: float,
    ) -> None:
        self.kinds = reading
        self.plain = plain
        self.styled = styled
        self.greedy = greedy
        self.at_random = at_random
        self.chosen: Worlds | None = None
        """The source the gate chose (None while it reads)."""
        self.plainly: bool | None = None
        """True if the plain search was chosen (None while the gate reads)."""

    @property
    def count(self) -> int:
        """How many worlds the search draws (while the gate reads: at least one)."""
        return self.chosen.count if self.chosen is not None else 1

    @property
    def reading(self) -> int:
        """Units of the gate's reading, then of the chosen source's (once chosen)."""
        gate = self.kinds.worlds * GATE_COST
        return gate + (self.chosen.reading if self.chosen is not None else 0)

    def read(self, budget: int) -> int:
        """Read about ``budget`` units (at least one piece if any is left): the gate's
        worlds, then the chosen source's reading."""
        spent = 0
        kinds = self.kinds
        while self.chosen is None and (spent == 0 or spent < budget):
            if not kinds.done:
                kinds.add()
                spent += GATE_COST
            if kinds.done:
                self.chosen = self.choose()
        if self.chosen is None or (spent and spent >= budget):
            return spent
        return spent + self.chosen.read(budget - spent)

    def choose(self) -> Worlds:
        """The source the reading points to."""
        exploitable = any(
            s.greedy >= self.greedy or s.random >= self.at_random
            for s in self.kinds.styles().values()
        )
        self.plainly = not exploitable
        return self.styled() if exploitable else self.plain()

    def draw(self) -> World:
        """The chosen source's next world (once the reading is done)."""
        assert self.chosen is not None, "read before drawing"
        return self.chosen.draw()
