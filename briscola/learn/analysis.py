"""The strongest level's search over one view, run in slices, keeping every action's figures.

The review (each of a seat's moves) and the hint (the move to make now) both ask this: the
hard planner's search for the view, the same worlds and the same evaluation, with each
action's value split into the chance of winning and the points (``figures.py``). Once
finished it gives the position's :class:`~briscola.learn.judgement.Judgement`; ``judge``
starts it with the position's own random source.
"""

from __future__ import annotations

import random

from briscola.ai.kernel.endgame import Tables
from briscola.ai.levels.base import Search
from briscola.ai.levels.hard import HardConfig, HardPlayer
from briscola.ai.search.open_search import OpenSearch
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.actions import Action
from briscola.engine.view import SeatView
from briscola.learn.figures import Choice, TalliedSearch, open_choices
from briscola.learn.judgement import Judgement
from briscola.learn.position import position_rng


class Analysis:
    """The hard search for ``view`` in slices: ``step(budget)`` until True, then ``best()``
    (the hard level's own choice) and ``choices()`` (every action's figures, or None when
    the planner settles the move without weighing actions: one legal action, a right
    declaration of 31, a partner's signal, a bid). ``tables``: the exact solves' proved
    bounds, shared with the other analyses of the same hand."""

    def __init__(
        self,
        view: SeatView,
        rng: random.Random,
        config: HardConfig | None = None,
        tables: Tables | None = None,
    ):
        search: Search = HardPlayer(config).start(view, rng)
        self.exact = False
        if isinstance(search, WorldSearch):
            search = TalliedSearch(search, tables)
            self.exact = search.exact
        elif isinstance(search, OpenSearch):
            self.exact = search.exact_cards >= sum(view.hand_sizes) + view.stock_left
        self.search = search
        self.view = view
        self.finished = False

    @property
    def total(self) -> int:
        """Units of work of the whole search (the hard search's own count)."""
        return self.search.total

    @property
    def progress(self) -> float:
        """The share of the work done, from 0 to 1."""
        if self.finished:
            return 1.0
        search = self.search
        if isinstance(search, WorldSearch) and search.worlds:
            return search.worlds_done / search.worlds
        if isinstance(search, OpenSearch) and search.moves:
            return search.searched / len(search.moves)
        return 0.0

    def step(self, budget: int) -> bool:
        """About ``budget`` units of work (at least one piece); True once finished."""
        if not self.finished:
            self.finished = self.search.step(budget)
        return self.finished

    def best(self) -> Action:
        """The action the hard level chooses (once finished)."""
        return self.search.best()

    def choices(self) -> list[Choice] | None:
        """Every weighed action's figures, in the order of the legal actions; None when the
        move was settled without weighing (see the class docstring)."""
        search = self.search
        if isinstance(search, TalliedSearch):
            return search.choices()
        if isinstance(search, OpenSearch):
            return open_choices(search)
        return None

    def judgement(self) -> Judgement:
        """The position's judgement (once finished)."""
        if not self.finished:
            raise ValueError("the search is not finished")
        return Judgement(self.view, self.best(), tuple(self.choices() or ()), self.exact)


def judge(
    view: SeatView, config: HardConfig | None = None, tables: Tables | None = None
) -> Analysis:
    """The search of ``view``'s judgement, with the position's own random source
    (:func:`~briscola.learn.position.position_rng`), no work done yet."""
    return Analysis(view, position_rng(view), config, tables)
