"""The hard level: search over the hidden cards, in slices the page can interleave.

For each move: deal the unseen cards at random in ways the view allows (determinization),
play every legal action in each of those worlds and finish the hand with the fast playout
policy, and keep the action with the best mean value (winning, plus a little for points).
The same worlds are used for every action, so the comparison is not blurred by luck.
With two players, once at most ``exact_stock`` cards are left to draw, each world is solved
exactly instead of played out (every world the view allows when they are few, else a
sample); after the stock is gone the hand is open play and is played perfectly.
With two to four players the search first reads the opponents' hands and styles of play
(greedy, sensible or random) from their last plays (``inference.py``), keeps the worlds that
explain them best, and plays each world's opponents in their styles (``HardConfig.model``);
with two players its exact phase then plays against the styles read too (``exploit.py``:
greedy's one card, or the mean over a random player's cards, instead of the best reply).

The search is a fixed amount of work, never a clock, so a seed gives the same move on every
machine. ``start(view, rng)`` returns a :class:`HardSearch`; call ``step(budget)`` until it
returns True, then ``best()``. ``choose(view, rng)`` does all of that at once.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from briscola.actions import Action
from briscola.ai.base import declaration, signal_to_give, without_signals
from briscola.ai.bidding import AuctionSearch
from briscola.ai.endgame import EndgameSearch
from briscola.ai.exploit import ModelSearch, hand_value
from briscola.ai.inference import HandReader, greedy_choice
from briscola.ai.kernel import SWAP_MOVE, Sim, move_of
from briscola.ai.open_play import open_points
from briscola.ai.playout import (
    Chooser,
    choose_against_random,
    choose_card,
    heuristic_move,
    heuristic_playout,
)
from briscola.ai.sampling import Determinizer
from briscola.outcome import Declaration, Outcome
from briscola.view import SeatView

EXACT_COST = 20
"""Units of work an exact solve counts for: about as long as 20 playouts (5 tricks left)."""
MODELS = ("policy", "greedy", "mixed", "styles", "random")
"""How the search plays the other sides in its worlds (``HardConfig.model``)."""
READ_COST = 4
"""Units the reading of one candidate world counts for."""
RANDOM_SURE = 0.999
"""The reading's chance of a random opponent above which ``random_check`` trusts it."""
STYLE_FLOOR = 0.05
"""The exact phase leaves out an opponent style the reading gives a smaller chance."""
Chances = dict[int, tuple[float, float]]
"""Per other seat, the reading's chances that it plays as greedy and at random."""
OPEN_COST = 100
"""Units an action's search counts for in Briscola scoperta (about 15 ms of CPython)."""


@dataclass(frozen=True, slots=True)
class HardConfig:
    """The work a move may take; the defaults are what the product ships."""

    samples: int = 150
    """Random worlds per move (each one plays every legal action to the end)."""
    exact_stock: int = 4
    """With 2 players, solve each world exactly once this many cards or fewer are left to draw
    (after the stock is gone the hand is open: one world, solved exactly)."""
    exact_worlds: int = 40
    """Worlds solved exactly per move: all of them if the view allows no more, else a sample."""
    points_weight: float = 0.5
    """Value of a world: 1 for a win, 0.5 for a tie, plus this times (points / 120)."""
    infer: bool = False
    """Weigh each world by how likely the others' past plays were in it (``inference.py``).
    Off: it did not pay in the arena (docs/ai.md)."""
    noise: float = 0.1
    """The reading's allowance for plays a sensible player would not make."""
    horizon: int = 10
    """How many of each other seat's latest plays the reading looks at."""
    candidates: int = 3
    """The reading weighs ``candidates * samples`` random worlds and keeps ``samples`` of
    them, drawn by weight (sampling-importance-resampling)."""
    open_exact: int = 12
    """Briscola scoperta (all cards seen): solve exactly once this many cards are left."""
    open_depth: int = 3
    """Briscola scoperta, earlier: alpha-beta over this many tricks, then the playout policy."""
    auction_worlds: int = 40
    """Briscola Chiamata: random deals each contract (or call) is played out in."""
    styled_samples: int = 150
    """Worlds per move (instead of ``samples``) when the styles are read (``model``): kept
    from ``candidates`` times as many random worlds."""
    greedy_share: float = 0.5
    """The reading's model of a sensible player: this share greedy baseline, the rest the
    playout policy."""
    model: str = "styles"
    """How the other sides play in the playouts. ``styles`` (shipped): the reading walks
    every history of each world under the greedy baseline and under the policy, and draws
    each opponent's style by how well it explains that seat's plays: prior ``greedy_share``
    of ``1 - noise`` for greedy, the rest for the policy, ``noise`` for a random player
    (played out at random with ``random_style``); tables larger than ``styles_players`` and
    the variants it does not read fall back to ``policy``. ``policy``: every other seat
    plays the policy (the plain search of sessions 1-3). Research only: ``greedy`` (the
    greedy baseline exactly: the exploitation ceiling), ``mixed`` (each world's opponents
    play greedy or the policy, even odds), ``random`` (the random baseline exactly: the
    ceiling against it). Figures in docs/ai.md."""
    random_style: bool = True
    """With ``styles``: a seat read as playing at random is played out at random too (off:
    as the policy, session 3)."""
    styles_players: int = 4
    """The styles are read on tables of at most this many players (2, 3 or 4; with pairs,
    the opponents' seats only); larger tables play ``policy``. Shipped: 4 (docs/ai.md,
    session 4: +0.055 in score with 3 players, +0.031 with 4)."""
    reply: bool = False
    """2 players: when the seat leads, the opponent answers in each world with its best
    reply by playouts (a min over its cards) instead of the policy's."""
    counter_random: bool = False
    """With ``styles`` and 2 players: in a world whose opponent is played out at random, the
    seat's own playout policy is the one tuned against a random player
    (``playout.choose_against_random``). Research, off: it did not pay (docs/ai.md,
    session 6)."""
    random_check: int = 0
    """With ``styles`` and 2 players: if the first this many worlds of the reading all read
    the opponent as a random player (a chance of at least ``RANDOM_SURE``), the reading stops
    there and the search plays ``random_samples`` random worlds against a random opponent
    (0: off, as shipped; the reading then weighs its whole pool). Research: docs/ai.md,
    session 6."""
    random_samples: int = 450
    """Worlds per move once the reading is sure the opponent plays at random
    (``random_check``); in the exact phase ``exact_worlds`` as always."""
    exploit: bool = True
    """With ``styles`` and 2 players: the exact phase plays against each world's opponent
    as read (``exploit.py``): greedy or at random with the reading's chances, perfectly
    for the rest (off: perfectly always, as in session 4)."""

    @classmethod
    def with_changes(cls, pairs: Iterable[str]) -> HardConfig:
        """The shipped configuration with ``FIELD=VALUE`` changes (types from the defaults;
        booleans as 0, 1, true or false), for the arena and the benchmarks.

        >>> HardConfig.with_changes(["samples=50", "model=policy", "infer=0"]).samples
        50
        >>> HardConfig.with_changes(["depth=3"])
        Traceback (most recent call last):
        ValueError: depth=3: HardConfig has no field 'depth'
        """
        shipped = cls()
        changes: dict[str, Any] = {}
        for pair in pairs:
            name, sep, text = pair.partition("=")
            if not sep:
                raise ValueError(f"{pair}: expected FIELD=VALUE")
            if name not in cls.__dataclass_fields__:
                raise ValueError(f"{pair}: HardConfig has no field {name!r}")
            default = getattr(shipped, name)
            if isinstance(default, bool):
                if text not in ("0", "1", "true", "false"):
                    raise ValueError(f"{pair}: expected 0, 1, true or false")
                changes[name] = text in ("1", "true")
            else:
                try:
                    changes[name] = type(default)(text)
                except ValueError:
                    raise ValueError(f"{pair}: expected a {type(default).__name__}") from None
        return dataclasses.replace(shipped, **changes)

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise ValueError(f"unknown model {self.model!r}: one of {', '.join(MODELS)}")
        for name in (
            "samples",
            "exact_worlds",
            "horizon",
            "candidates",
            "styled_samples",
            "random_samples",
        ):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")
        if self.styles_players not in (2, 3, 4):
            raise ValueError("styles_players must be 2, 3 or 4")
        if not 0 <= self.noise <= 1 or not 0 <= self.greedy_share <= 1:
            raise ValueError("noise and greedy_share are shares between 0 and 1")


class HardSearch:
    """One move's search, run in slices: ``step(budget)`` until done, then ``best()``.

    A unit of work is one action played to the end in one world by a playout (about 0.15 ms
    in CPython); solving one action exactly in one world counts as ``EXACT_COST`` units.
    ``total`` says how many units the whole search takes.
    """

    def __init__(self, view: SeatView, rng: random.Random, config: HardConfig) -> None:
        self.view = view
        self.config = config
        self.rand = rng.random
        self.actions = without_signals(view.legal_actions())
        if not self.actions:
            raise ValueError(f"seat {view.seat} has nothing to do in this view")
        # The Chiamata's bids and call are searched by playing contracts out (bidding.py),
        # in slices like the rest; a right declaration (it wins the hand) and signals (the
        # partners' convention, base.py) are not searched.
        self.auction = AuctionSearch.of(view, config.auction_worlds, self.rand)
        forced = (
            (self.auction.fallback if self.auction is not None else None)
            or declaration(view)
            or signal_to_give(view)
        )
        if forced is not None:
            self.actions = [forced]
        self.moves = [] if forced is not None else [move_of(a) for a in self.actions]
        self.side = view.my_side
        self.players = view.rules.players
        self.totals = [0.0] * len(self.actions)
        self.weight = 0.0
        self.worlds_done = 0
        self.determinizer = Determinizer(view)
        rules = view.rules
        self.model = config.model
        if self.model == "styles" and (
            self.players > config.styles_players
            or rules.follow_suit
            or rules.open_hands
            or rules.declare_31
        ):
            self.model = "policy"  # the styles are read for the plain game only
        opponents = (
            [s for s in range(self.players) if rules.side_of(s) != self.side]
            if self.model == "styles"
            else None  # the plain reading (``infer``) weighs every other seat
        )
        self.reader = (
            HandReader(view, config.noise, config.horizon, config.greedy_share, opponents)
            if config.infer or self.model == "styles"
            else None
        )
        self.choosers: list[Chooser] | None = None
        self.greedy_choosers: list[Chooser] = (
            []
            if self.model in ("policy", "styles")
            else [
                choose_card if view.rules.side_of(s) == self.side else greedy_choice
                for s in range(view.rules.players)
            ]
        )
        if config.model == "greedy":
            self.choosers = self.greedy_choosers
        elif config.model == "random":
            self.choosers = [
                choose_card if view.rules.side_of(s) == self.side else self._at_random
                for s in range(view.rules.players)
            ]
        self._pool: list[tuple[Sim, list[Chooser] | None, Chances]] | None = None
        self._candidates: list[Sim] = []
        self._weighed: list[tuple[float, Chances]] = []
        # Scoperta: one world, the true one, searched by alpha-beta (open_play.py).
        self.open = view.rules.open_hands
        self._open_world: Sim | None = None
        self._open_next = 0
        # Cards still to play: with three-card hands, "at most exact_stock left to draw".
        to_play = view.stock_left + sum(view.hand_sizes) + len(view.trick)
        self.exact = (
            self.players == 2 and to_play <= config.exact_stock + 6 and not view.rules.declare_31
        )
        enumerate_all = self.exact and self.determinizer.count() <= config.exact_worlds
        if len(self.actions) == 1:
            self.worlds = 0
        elif self.open:
            self.worlds = 1
        elif enumerate_all:
            self.worlds = self.determinizer.count()
        elif self.exact:
            self.worlds = config.exact_worlds
        elif self.model == "styles":
            self.worlds = config.styled_samples
        else:
            self.worlds = config.samples
        self._every = self.determinizer.every() if enumerate_all else None
        # The opponent's best reply to a lead: one playout per reply (at most 3 cards).
        self.reply = (
            config.reply
            and self.players == 2
            and not view.trick
            and view.contract is None
            and not view.rules.declare_31
        )
        cost = OPEN_COST if self.open else EXACT_COST if self.exact else 3 if self.reply else 1
        self.world_cost = len(self.moves) * cost
        """Units one world takes: one per action, or ``EXACT_COST`` per action solved."""
        reads = self.reader is not None and self._every is None and self.worlds > 0
        self.pool_size = self.worlds * config.candidates if reads and not self.open else 0
        """Random worlds the reading weighs (``READ_COST`` units each) before the search."""

    @property
    def total(self) -> int:
        """Units of work of the whole search."""
        if self.auction is not None:
            return self.auction.total
        return self.pool_size * READ_COST + self.worlds * self.world_cost

    @property
    def done(self) -> bool:
        """True once every world has been searched."""
        if self.auction is not None:
            return self.auction.at >= self.auction.total
        return self.worlds_done >= self.worlds

    def step(self, budget: int) -> bool:
        """Search about ``budget`` units (at least one world); returns True when done."""
        if self.auction is not None:
            return self.auction.step(budget)
        if self.open and not self.done:
            return self._open_step()
        spent = 0
        while self._pool is None and self.pool_size and (spent == 0 or spent < budget):
            # The reading first: weigh the candidate worlds one by one.
            world = self.determinizer.sample(self.rand)
            self._candidates.append(world)
            self._weighed.append(self._weigh(world))
            spent += READ_COST
            if len(self._candidates) == self.pool_size:
                self._pool = self._resample()
            elif len(self._candidates) == self.config.random_check and self._surely_random():
                self._pool = self._random_pool()
        while not self.done and (spent == 0 or spent + self.world_cost <= budget):
            weight = 1.0
            chances: Chances = {}
            if self._every is not None:
                world = next(self._every)
                if self.reader is not None:
                    weight, chances = self._weigh(world)
            elif self._pool is not None:
                world, choosers, chances = self._pool[self.worlds_done]
                if self.model == "styles":
                    self.choosers = choosers
            else:
                world = self.determinizer.sample(self.rand)
            self.weight += weight
            if self.config.model == "mixed":  # this world's opponents: greedy or the policy
                self.choosers = self.greedy_choosers if self.rand() < 0.5 else None
            if self.exact:
                for i, value in enumerate(self._exact_values(world, chances)):
                    self.totals[i] += weight * value
            else:
                for i, move in enumerate(self.moves):
                    self.totals[i] += weight * self._value(world, move)
            self.worlds_done += 1
            spent += self.world_cost
        return self.done

    def _exact_values(self, world: Sim, chances: Chances) -> list[float]:
        """Each move's exact value in ``world``: against a perfect opponent, or (``exploit``)
        mixed over the styles the reading gives its opponent, each style below
        ``STYLE_FLOOR`` left out."""
        points_weight = self.config.points_weight
        greedy, at_random = chances.get(1 - self.view.seat, (0.0, 0.0))
        if not self.config.exploit or self.model != "styles":
            greedy = at_random = 0.0
        shares = [(1.0 - greedy - at_random, "perfect"), (greedy, "greedy"), (at_random, "random")]
        kept = [(share, style) for share, style in shares if share >= STYLE_FLOOR]
        total = sum(share for share, _ in kept)
        values = [0.0] * len(self.moves)
        for share, style in kept:
            if style == "perfect":  # one search for every move: they share its table
                search = EndgameSearch(world)
                for i, move in enumerate(self.moves):
                    mine = search.points_after(move, self.side)
                    values[i] += share * hand_value(mine, points_weight)
            else:
                model = ModelSearch(world, style, points_weight)
                for i, move in enumerate(self.moves):
                    values[i] += share * model.value_after(move)
        return [value / total for value in values]

    def _open_step(self) -> bool:
        """Scoperta: one candidate action searched in the one true world per step, so that
        the page can yield between two alpha-beta searches (each is the costly part)."""
        if self._open_world is None:
            self._open_world = self.determinizer.sample(self.rand)
        i = self._open_next
        self.totals[i] += self._value(self._open_world, self.moves[i])
        self._open_next += 1
        if self._open_next == len(self.moves):
            self.weight += 1.0
            self.worlds_done += 1
        return self.done

    def _at_random(
        self, hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim
    ) -> int:
        """A playout :data:`Chooser` that plays like the random baseline (the search's rng)."""
        return hand[int(self.rand() * len(hand))]

    def _weigh(self, world: Sim) -> tuple[float, Chances]:
        """The reading's weight of ``world`` and, with ``styles``, for each other seat the
        chances that it plays as the greedy baseline and at random (else as the policy)."""
        assert self.reader is not None
        if self.model != "styles":
            return self.reader.weight(world, self.rand), {}
        share = self.config.greedy_share
        weight = 1.0
        chances: Chances = {}
        noise = self.config.noise
        for seat, (as_greedy, as_policy, at_random) in self.reader.styles(world).items():
            as_greedy *= (1 - noise) * share
            at_random *= noise
            seat_weight = as_greedy + (1 - noise) * (1 - share) * as_policy + at_random
            weight *= seat_weight
            chances[seat] = (as_greedy / seat_weight, at_random / seat_weight)
        return weight, chances

    def _styled(self, chances: Chances) -> list[Chooser] | None:
        """One world's playout policies: each other seat greedy or random with its chances,
        else the policy."""
        if self.model != "styles":
            return None
        choosers: list[Chooser] = [choose_card] * self.players
        for seat, (greedy, at_random) in chances.items():
            draw = self.rand()
            if draw < greedy:
                choosers[seat] = greedy_choice
            elif draw < greedy + at_random and self.config.random_style:
                choosers[seat] = self._at_random
                if self.config.counter_random and self.players == 2:
                    choosers[1 - seat] = choose_against_random
        return choosers

    def _surely_random(self) -> bool:
        """Two players, the styles: every world weighed so far reads the opponent as random."""
        if self.model != "styles" or self.players != 2 or not self.config.random_style:
            return False
        other = 1 - self.view.seat
        return all(chances.get(other, (0.0, 0.0))[1] >= RANDOM_SURE for _, chances in self._weighed)

    def _random_pool(self) -> list[tuple[Sim, list[Chooser] | None, Chances]]:
        """The search's worlds once the opponent is surely random: the worlds weighed so far
        (the rest of the reading is skipped), then fresh ones, up to ``random_samples``."""
        other = 1 - self.view.seat
        choosers: list[Chooser] = [choose_card, choose_card]
        choosers[other] = self._at_random
        if self.config.counter_random:
            choosers[self.view.seat] = choose_against_random
        if not self.exact:
            self.worlds = self.config.random_samples
        self.pool_size = len(self._candidates)
        worlds = self._candidates[: self.worlds]
        while len(worlds) < self.worlds:
            worlds.append(self.determinizer.sample(self.rand))
        chances: Chances = {other: (0.0, 1.0)}
        return [(world, choosers, chances) for world in worlds]

    def _resample(self) -> list[tuple[Sim, list[Chooser] | None, Chances]]:
        """The search's worlds, drawn by the reading's weights from a larger random pool."""
        pool, weighed = self._candidates, self._weighed
        weights = [w for w, _ in weighed]
        total = sum(weights)
        count = self.worlds
        if total <= 0:
            return [(world, self._styled({}), {}) for world in pool[:count]]
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
        return [(pool[i], self._styled(weighed[i][1]), weighed[i][1]) for i in chosen]

    def _value(self, world: Sim, move: int) -> float:
        sim = world.copy()
        sim.apply(move)
        if self.open:
            config = self.config
            mine = open_points(sim, self.side, config.open_exact, config.open_depth)
            return _score(mine, [mine, 120 - mine], config.points_weight)
        if self.reply:
            return self._reply_value(sim, move)
        heuristic_playout(sim, self.choosers)
        if sim.declarer >= 0:
            return self._declared_value(sim)
        contract = self.view.contract
        if contract is not None:  # the Chiamata: caller and partner need the points bid
            ours = sim.side_points(0)
            won = float((ours >= contract.target) == (self.side == 0))
            mine = ours if self.side == 0 else 120 - ours
            return won + self.config.points_weight * mine / 120
        sides = [sim.side_points(s) for s in range(self.view.rules.sides)]
        return _score(sides[self.side], sides, self.config.points_weight)

    def _reply_value(self, sim: Sim, move: int) -> float:
        """The seat's value after leading in ``sim`` when the opponent answers with the reply
        worst for the seat (each reply played out by the policy)."""
        if move == SWAP_MOVE:  # then the policy's lead
            sim.apply(heuristic_move(sim))
        worst = 2.0
        weight = self.config.points_weight
        for reply in sim.legal():
            child = sim.copy()
            child.apply(reply)
            heuristic_playout(child, self.choosers)
            sides = [child.side_points(0), child.side_points(1)]
            worst = min(worst, _score(sides[self.side], sides, weight))
        return worst

    def _declared_value(self, sim: Sim) -> float:
        """Briscola a 31: the value of a hand ended by a declaration (as ``Outcome`` says)."""
        rules = self.view.rules
        outcome = Outcome.from_points(
            rules, sim.points, Declaration(sim.declarer, sim.declared_right)
        )
        if outcome.winner is not None:
            won = float(outcome.winner == self.side)
        else:
            won = 0.0 if rules.side_of(sim.declarer) == self.side else 0.5
        return won + self.config.points_weight * outcome.side_points[self.side] / 120

    def values(self) -> dict[Action, float]:
        """Mean value of each action so far (weighted by the reading of the others' hands)."""
        weight = self.weight or 1.0
        return {a: t / weight for a, t in zip(self.actions, self.totals, strict=True)}

    def best(self) -> Action:
        """The action with the best mean value (the first legal one on equal values)."""
        if self.auction is not None:
            return self.auction.best()
        best = 0
        for i, total in enumerate(self.totals):
            if total > self.totals[best] + 1e-9:
                best = i
        return self.actions[best]


def _score(mine: int, sides: list[int], weight: float) -> float:
    """1 for a win, 0.5 for a shared top, 0 for a loss; plus ``weight`` times the points share."""
    top = max(sides)
    won = 0.0 if mine < top else (1.0 if sides.count(top) == 1 else 0.5)
    return won + weight * mine / 120


class HardPlayer:
    """Determinized search with exact endgames; see the module docstring."""

    name = "hard"

    def __init__(self, config: HardConfig | None = None) -> None:
        self.config = config or HardConfig()

    def start(self, view: SeatView, rng: random.Random) -> HardSearch:
        """Begin a search for ``view`` without doing any work yet."""
        return HardSearch(view, rng, self.config)

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """Search to the end and return the best action."""
        search = self.start(view, rng)
        while not search.step(1 << 30):
            pass
        return search.best()
