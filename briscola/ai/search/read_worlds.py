"""The worlds of a search that reads the opponents' hands and styles of play first.

:class:`StyleReader` weighs a world by how well each opponent's last plays are explained in
it by the greedy baseline, by the playout policy and by a random player
(``inference.HandReader.styles``), and draws, for each kept world, the style each opponent
is played out in. :class:`ReadWorlds` deals ``candidates`` times the worlds the search
needs, weighs them one by one (``READ_COST`` units each, so the page can yield during the
reading too) and keeps ``count`` of them drawn by weight (sampling-importance-resampling).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from briscola.ai.kernel.playout import Chooser, choose_card
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random, Sim
from briscola.ai.reading.inference import HandReader, greedy_choice
from briscola.ai.search.worlds import Chances, Weigh, World
from briscola.engine.view import SeatView

READ_COST = 4
"""Units the reading of one candidate world counts for."""

Styled = Callable[[Chances], list[Chooser] | None]
"""One world's playout policies from the reading's chances (None: the policy for all)."""


def reads_styles(view: SeatView, max_players: int) -> bool:
    """True if the styles are read for ``view``: at most ``max_players`` at the table and the
    plain game's play (not with must-follow-suit, open hands or a 31)."""
    rules = view.rules
    return (
        rules.players <= max_players
        and not rules.follow_suit
        and not rules.open_hands
        and not rules.declare_31
    )


def random_chooser(rand: Random) -> Chooser:
    """A playout :data:`Chooser` that plays like the random baseline (drawing with ``rand``)."""

    def at_random(
        hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim
    ) -> int:
        return hand[int(rand() * len(hand))]

    return at_random


class StyleReader:
    """Each opponent's style read from its last ``horizon`` plays (the partners are not read).

    A world's weight, per opponent: ``(1 - noise) * greedy_share`` times the share of its
    histories in which every play was greedy's, plus ``(1 - noise) * (1 - greedy_share)``
    times the share in which every play was the policy's, plus ``noise`` times a random
    player's likelihood; the product over the opponents.
    """

    def __init__(
        self, view: SeatView, noise: float, horizon: int, greedy_share: float, rand: Random
    ) -> None:
        rules = view.rules
        opponents = [s for s in range(rules.players) if rules.side_of(s) != view.my_side]
        self.reader = HandReader(view, noise, horizon, greedy_share, opponents)
        self.noise = noise
        self.greedy_share = greedy_share
        self.players = rules.players
        self.rand = rand
        self.at_random = random_chooser(rand)

    def weigh(self, world: Sim) -> tuple[float, Chances]:
        """The weight of ``world`` and each opponent's chances of playing as the greedy
        baseline and at random (else as the policy)."""
        share = self.greedy_share
        noise = self.noise
        weight = 1.0
        chances: Chances = {}
        for seat, (as_greedy, as_policy, at_random) in self.reader.styles(world).items():
            as_greedy *= (1 - noise) * share
            at_random *= noise
            seat_weight = as_greedy + (1 - noise) * (1 - share) * as_policy + at_random
            weight *= seat_weight
            chances[seat] = (as_greedy / seat_weight, at_random / seat_weight)
        return weight, chances

    def styled(self, chances: Chances) -> list[Chooser] | None:
        """One world's playout policies: each opponent greedy or random with its chances,
        else the policy (one draw per opponent)."""
        choosers: list[Chooser] = [choose_card] * self.players
        for seat, (greedy, at_random) in chances.items():
            draw = self.rand()
            if draw < greedy:
                choosers[seat] = greedy_choice
            elif draw < greedy + at_random:
                choosers[seat] = self.at_random
        return choosers


class ReadWorlds:
    """``count`` worlds kept by weight from ``count * candidates`` random ones."""

    def __init__(
        self,
        determinizer: Determinizer,
        count: int,
        candidates: int,
        rand: Random,
        weigh: Weigh,
        styled: Styled,
    ) -> None:
        self.determinizer = determinizer
        self.count = count
        self.pool_size = count * candidates
        """Random worlds the reading weighs before the search."""
        self.rand = rand
        self.weigh = weigh
        self.styled = styled
        self.candidates: list[Sim] = []
        self.weighed: list[tuple[float, Chances]] = []
        self.pool: list[World] | None = None
        self.drawn = 0

    @property
    def reading(self) -> int:
        """Units of the whole reading."""
        return self.pool_size * READ_COST

    def read(self, budget: int) -> int:
        """Weigh candidate worlds for about ``budget`` units (at least one if any is left)."""
        spent = 0
        while self.pool is None and (spent == 0 or spent < budget):
            world = self.determinizer.sample(self.rand)
            self.candidates.append(world)
            self.weighed.append(self.weigh(world))
            spent += READ_COST
            if len(self.candidates) == self.pool_size:
                self.pool = self.resample()
            else:
                self.pool = self.cut_short()
        return spent

    def cut_short(self) -> list[World] | None:
        """The worlds to search if the reading may stop before its end (never here)."""
        return None

    def draw(self) -> World:
        """The next kept world, with its opponents' styles drawn."""
        assert self.pool is not None, "read before drawing"
        world = self.pool[self.drawn]
        self.drawn += 1
        return world

    def resample(self) -> list[World]:
        """The search's worlds, drawn by the reading's weights from the candidates
        (systematic resampling: one random offset, then even steps of the total weight)."""
        pool, weighed = self.candidates, self.weighed
        weights = [w for w, _ in weighed]
        total = sum(weights)
        count = self.count
        if total <= 0:
            return [World(world, 1.0, {}, self.styled({})) for world in pool[:count]]
        chosen: list[int] = []
        step = total / count
        mark = self.rand() * step
        running = 0.0
        for i, weight in enumerate(weights):
            running += weight
            while mark < running and len(chosen) < count:
                chosen.append(i)
                mark += step
        while len(chosen) < count:  # rounding at the very end
            chosen.append(len(pool) - 1)
        return [World(pool[i], 1.0, weighed[i][1], self.styled(weighed[i][1])) for i in chosen]
