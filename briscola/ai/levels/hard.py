"""The hard level: a short planner that picks, for each move, the search that fits it.

- The Chiamata's bid or call: each candidate contract played out in random deals
  (``search.bidding.AuctionSearch``).
- A move the rules settle (one legal action, a right declaration of 31, a partner's signal):
  :class:`~briscola.ai.levels.base.Decided`.
- Briscola scoperta: alpha-beta in the one true world (``search.open_search.OpenSearch``).
- Otherwise worlds × evaluation (``search.world_search.WorldSearch``): worlds dealt from the
  view, each move valued by playouts, or with two players once at most ``exact_stock`` cards
  are left to draw solved exactly (``search/evaluation.py``). At tables of up to four
  players without must-follow-suit, scoperta or a 31 the opponents' styles are read first
  (``search/read_worlds.py``); at the rest the worlds are dealt at random. With ``gate`` set
  (the maestro level, ``maestro.py``) and two players in the plain game, the gate reads the
  opponent's kind first (``search/gate.py``): greedy or random, the styles reading; else the
  plain search with ``gate_samples`` uniform worlds.
- With a prior (``prior``, the maestro level's network) and ``prior_weight`` above 0: before
  the exact phase, where the prior gives the moves' log-probabilities, the move with the best
  mean value plus ``prior_weight`` × its log-probability (``search.prior_search``; behind the
  gate only where the gate chose the plain search).

The search is a fixed amount of work, never a clock, so a seed gives the same move on every
machine. ``start(view, rng)`` returns the search; ``step(budget)`` until it returns True,
then ``best()``; ``choose(view, rng)`` does all of that at once.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Self, TypeAlias

from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random, move_of
from briscola.ai.levels.base import (
    Decided,
    Search,
    SearchingPlayer,
    declaration,
    signal_to_give,
    without_signals,
)
from briscola.ai.reading.evidence import KindReading
from briscola.ai.search.bidding import AuctionSearch
from briscola.ai.search.evaluation import ExactValues, PlayoutValues, Values
from briscola.ai.search.gate import GateWorlds, gates
from briscola.ai.search.open_search import OpenSearch
from briscola.ai.search.prior_search import PriorSearch
from briscola.ai.search.read_worlds import ReadWorlds, StyleReader, reads_styles
from briscola.ai.search.world_search import WorldSearch
from briscola.ai.search.worlds import EveryWorld, SampledWorlds, Worlds
from briscola.engine.actions import Action
from briscola.engine.view import SeatView

Prior: TypeAlias = Callable[[SeatView, list[Action]], Sequence[float] | None]
"""A prior on the moves: the log-probability of each action of the list in the view (None
where it has none to give, and then the search alone decides)."""


@dataclass(frozen=True, slots=True)
class HardConfig:
    """The work a move may take and how the search reads; the defaults are what ships."""

    samples: int = 150
    """Random worlds per move where the styles are not read (5 and 6 players, variants)."""
    styled_samples: int = 150
    """Worlds per move where the styles are read: kept from ``candidates`` times as many."""
    candidates: int = 3
    """The reading weighs ``candidates`` times the worlds it keeps."""
    exact_stock: int = 4
    """With 2 players, solve each world exactly once this many cards or fewer are left to draw
    (after the stock is gone the hand is open: one world, solved exactly)."""
    exact_worlds: int = 40
    """Worlds solved exactly per move: all of them if the view allows no more, else a sample."""
    points_weight: float = 0.5
    """Value of a world: 1 for a win, 0.5 for a tie, plus this times (points / 120)."""
    noise: float = 0.1
    """The reading's prior share of a random player."""
    greedy_share: float = 0.5
    """The reading's model of a sensible player: this share greedy baseline, the rest the
    playout policy."""
    horizon: int = 10
    """How many of each opponent's latest plays the reading looks at."""
    styles_players: int = 4
    """The styles are read on tables of at most this many players (2, 3 or 4; with pairs,
    the opponents' seats only)."""
    open_exact: int = 12
    """Briscola scoperta: solve exactly once this many cards are left."""
    open_depth: int = 3
    """Briscola scoperta, earlier: alpha-beta over this many tricks, then the playout policy."""
    auction_worlds: int = 40
    """Briscola Chiamata: random deals each contract (or call) is played out in."""
    gate: int = 0
    """Two players, the plain game (``gate.gates``): read the opponent's kind first from
    this many uniform worlds; greedy or random: the styles reading, else the plain search
    with ``gate_samples`` worlds (0: no gate, the styles reading always; the maestro level
    sets it)."""
    gate_samples: int = 600
    """With the gate: the plain search's worlds for an opponent read as neither greedy nor
    random."""
    gate_greedy: float = 0.5
    """With the gate: an opponent read as greedy with at least this chance gets the styles."""
    gate_random: float = 0.8
    """With the gate: an opponent read as random with at least this chance gets the styles."""
    strong_decay: float = 0.3
    """The gate's strong player plays the policy's card of rank r with a chance proportional
    to ``strong_decay ** r``."""
    prior_weight: float = 0.0
    """With a prior (the maestro level's network), before the exact phase: the weight of a
    move's log-probability added to its mean value (0: the prior is not asked)."""

    @classmethod
    def with_changes(cls, pairs: Iterable[str]) -> Self:
        """The shipped configuration with ``FIELD=VALUE`` changes (types from the defaults;
        booleans as 0, 1, true or false), for the arena and the benchmarks.

        >>> HardConfig.with_changes(["samples=50", "exact_stock=2"]).samples
        50
        >>> HardConfig.with_changes(["depth=3"])
        Traceback (most recent call last):
        ValueError: depth=3: HardConfig has no field 'depth'
        """
        shipped = cls()
        for pair in pairs:
            name = pair.partition("=")[0]
            if "=" in pair and name not in cls.__dataclass_fields__:
                raise ValueError(f"{pair}: {cls.__name__} has no field {name!r}")
        return dataclasses.replace(shipped, **field_changes(shipped, pairs))

    def __post_init__(self) -> None:
        for name in ("samples", "exact_worlds", "horizon", "candidates", "styled_samples"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1")
        if self.styles_players not in (2, 3, 4):
            raise ValueError("styles_players must be 2, 3 or 4")
        if not 0 <= self.noise <= 1 or not 0 <= self.greedy_share <= 1:
            raise ValueError("noise and greedy_share are shares between 0 and 1")
        if self.gate < 0 or self.gate_samples < 1 or not 0 < self.strong_decay < 1:
            raise ValueError(
                "gate must be at least 0, gate_samples at least 1, 0 < strong_decay < 1"
            )
        if not self.prior_weight >= 0.0:
            raise ValueError("prior_weight must be a number at least 0")


def field_changes(defaults: object, pairs: Iterable[str]) -> dict[str, Any]:
    """``FIELD=VALUE`` pairs as the fields' values, typed as ``defaults``' own (booleans as
    0, 1, true or false); every name must be a field of ``defaults``.

    >>> field_changes(HardConfig(), ["gate=150", "noise=0.2"])
    {'gate': 150, 'noise': 0.2}
    """
    changes: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep:
            raise ValueError(f"{pair}: expected FIELD=VALUE")
        default = getattr(defaults, name)
        if isinstance(default, bool):
            if text not in ("0", "1", "true", "false"):
                raise ValueError(f"{pair}: expected 0, 1, true or false")
            changes[name] = text in ("1", "true")
        else:
            try:
                changes[name] = type(default)(text)
            except ValueError:
                raise ValueError(f"{pair}: expected a {type(default).__name__}") from None
    return changes


def gate_worlds(
    view: SeatView,
    determinizer: Determinizer,
    exact: bool,
    rand: Random,
    config: HardConfig,
    styled: Callable[[], Worlds],
    plain: Callable[[], Worlds] | None = None,
) -> GateWorlds:
    """The gate before the search: ``styled()`` for an opponent read as greedy or random,
    else ``plain()``: by default the plain search's uniform worlds (every one the view allows
    in the exact phase when they are few)."""

    def uniform() -> Worlds:
        if exact and determinizer.count() <= config.exact_worlds:
            return EveryWorld(determinizer, None)
        return SampledWorlds(
            determinizer, config.exact_worlds if exact else config.gate_samples, rand
        )

    reading = KindReading(
        view,
        determinizer,
        rand,
        worlds=config.gate,
        horizon=config.horizon,
        strong_decay=config.strong_decay,
    )
    return GateWorlds(
        reading,
        plain or uniform,
        styled,
        greedy=config.gate_greedy,
        at_random=config.gate_random,
    )


def in_exact_phase(view: SeatView, exact_stock: int) -> bool:
    """Two players, not a 31: at most ``exact_stock`` cards are left to draw."""
    to_play = view.stock_left + sum(view.hand_sizes) + len(view.trick)
    return view.rules.players == 2 and to_play <= exact_stock + 6 and not view.rules.declare_31


class HardPlayer(SearchingPlayer):
    """The planner of the hard level; see the module docstring."""

    name = "hard"

    def __init__(self, config: HardConfig | None = None, prior: Prior | None = None) -> None:
        self.config = config or HardConfig()
        self.prior = prior
        """The prior on the moves (None: the search alone decides)."""

    def start(self, view: SeatView, rng: random.Random) -> Search:
        """The search for ``view``'s action, no work done yet."""
        config = self.config
        rand = rng.random
        actions = without_signals(view.legal_actions())
        if not actions:
            raise ValueError(f"seat {view.seat} has nothing to do in this view")
        auction = AuctionSearch.of(view, config.auction_worlds, rand)
        if auction is not None:
            return auction
        settled = declaration(view) or signal_to_give(view)
        if settled is not None:
            return Decided(settled)
        if len(actions) == 1:
            return Decided(actions[0])
        if view.rules.open_hands:
            return OpenSearch(
                view,
                actions,
                rand,
                exact_cards=config.open_exact,
                depth=config.open_depth,
                points_weight=config.points_weight,
            )
        exact = in_exact_phase(view, config.exact_stock)
        worlds, values = self.worlds(view, exact, rand), self.values(view, actions, exact)
        logs = self.prior_of(view, actions, exact)
        if logs is None:
            return WorldSearch(actions, worlds, values)
        bonus = [config.prior_weight * x for x in logs]
        return PriorSearch(actions, worlds, values, bonus)

    def prior_of(self, view: SeatView, actions: list[Action], exact: bool) -> list[float] | None:
        """The prior's log-probabilities of ``actions``, or None where it is not asked (no
        prior, a weight of 0, the exact phase) or has none to give."""
        if self.prior is None or self.config.prior_weight <= 0.0 or exact:
            return None
        logs = self.prior(view, actions)
        return None if logs is None else list(logs)

    def worlds(self, view: SeatView, exact: bool, rand: Random) -> Worlds:
        """The worlds: behind the gate where it reads (``gate.gates``), else
        :meth:`styled_worlds`."""
        determinizer = Determinizer(view)
        styled = self.styled_worlds(view, determinizer, exact, rand)
        if self.config.gate and gates(view.rules):
            return gate_worlds(view, determinizer, exact, rand, self.config, styled)
        return styled()

    def styled_worlds(
        self, view: SeatView, determinizer: Determinizer, exact: bool, rand: Random
    ) -> Callable[[], Worlds]:
        """The source that builds the worlds: every one the view allows in the exact phase
        when they are few, else read first where the styles are read, else dealt at random."""
        config = self.config

        def build() -> Worlds:
            reader = (
                StyleReader(view, config.noise, config.horizon, config.greedy_share, rand)
                if reads_styles(view, config.styles_players)
                else None
            )
            if exact and determinizer.count() <= config.exact_worlds:
                return EveryWorld(determinizer, reader.weigh if reader is not None else None)
            if reader is None:
                count = config.exact_worlds if exact else config.samples
                return SampledWorlds(determinizer, count, rand)
            count = config.exact_worlds if exact else config.styled_samples
            return ReadWorlds(
                determinizer, count, config.candidates, rand, reader.weigh, reader.styled
            )

        return build

    def values(self, view: SeatView, actions: list[Action], exact: bool) -> Values:
        """Exact solves in the exact phase, else playouts."""
        moves = [move_of(a) for a in actions]
        if exact:
            return ExactValues(view, moves, self.config.points_weight)
        return PlayoutValues(view, moves, self.config.points_weight)
