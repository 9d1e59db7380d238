"""Each card's value in a mid-hand position: the search's, over sampled deals of the view.

With four or more cards left in the stock the deals the seat's view allows are far too many
to solve each one. Here a card is valued as the hard level's search values it
(``ai/search/world_search.py``): over :data:`WORLDS` deals of the hidden cards drawn
uniformly at random from the view, each card played in every one of the same deals and the
hand finished by the search's playout policy (``ai/kernel/playout.py``), or once at most
:data:`EXACT_STOCK` cards are left to draw solved exactly in that deal
(``ai/kernel/endgame.py``), as the hard level does. A card's value is its side's final
points in each deal; its mean is the expected points.

A card is the search's *clear best* when its mean is at least :data:`MARGIN` points above
every other card's. The search is run twice on the position, with two random sources
seeded from the puzzle's own seed and place (:func:`search_key`): the position is a puzzle
only if both runs find the same clear best card (:func:`stable_best`).
"""

from __future__ import annotations

import random
from typing import Final

from briscola.ai.kernel.endgame import EndgameSearch, Tables
from briscola.ai.kernel.playout import heuristic_playout
from briscola.ai.kernel.sampling import Determinizer
from briscola.engine.actions import Play
from briscola.engine.view import SeatView
from briscola.puzzles.making.solve import MARGIN, CardValue

WORLDS: Final = 400
"""Deals per run of the search (``docs/research/puzzles-log.md`` gives the measurements)."""
EXACT_STOCK: Final = 4
"""At most this many cards left to draw: each deal solved exactly (the hard level's
``exact_stock``)."""
FEWEST_STOCK: Final = 4
"""A mid-hand position has at least this many cards left in the stock."""
RUNS: Final = 2
"""Independent runs of the search that must agree."""


def is_midhand(view: SeatView) -> bool:
    """Whether the position may be a mid-hand puzzle: two players, the seat to move with at
    least two cards, at least :data:`FEWEST_STOCK` cards in the stock, only card plays legal
    (no swap)."""
    rules = view.rules
    return (
        rules.players == 2
        and rules.declare_target == 0
        and view.is_my_turn
        and view.stock_left >= FEWEST_STOCK
        and len(view.playable()) >= 2
        and all(isinstance(a, Play) for a in view.legal_actions())
    )


def search_key(seed: int, moves: int, run: int) -> str:
    """The text that seeds run ``run`` of the search at the position after ``moves`` moves
    of hand ``seed``.

    >>> search_key(12, 9, 1)
    '12:9:search:1'
    """
    return f"{seed}:{moves}:search:{run}"


def search_values(view: SeatView, worlds: int, key: str) -> list[CardValue]:
    """Each card the seat may play (in the view's order) with its side's final points in
    each of ``worlds`` deals drawn from ``random.Random(key)``."""
    if view.rules.players != 2 or not view.is_my_turn:
        raise ValueError("a puzzle is a two-player position with the seat to move")
    determinizer = Determinizer(view)
    rand = random.Random(key).random
    cards = view.playable()
    side = view.my_side
    exact = view.stock_left <= EXACT_STOCK
    tables = Tables()
    points: list[list[int]] = [[] for _ in cards]
    for _ in range(worlds):
        sim = determinizer.sample(rand)
        search = EndgameSearch(sim, tables) if exact else None
        for i, card in enumerate(cards):
            if search is not None:
                points[i].append(search.points_after(card.index, side))
                continue
            played = sim.copy()
            played.apply(card.index)
            heuristic_playout(played)
            points[i].append(played.side_points(side))
    return [CardValue(card, tuple(p)) for card, p in zip(cards, points, strict=True)]


def margin(values: list[CardValue]) -> float:
    """How many points on average the best card brings over the next best."""
    means = sorted((v.mean for v in values), reverse=True)
    return means[0] - means[1]


def search_best(values: list[CardValue]) -> CardValue | None:
    """The card whose mean is at least :data:`MARGIN` above every other's, or None."""
    top = max(values, key=lambda v: v.mean)
    return top if len(values) >= 2 and margin(values) >= MARGIN else None


def runner_up(values: list[CardValue], best: CardValue) -> CardValue:
    """The card with the best mean after ``best`` (the first of equal ones)."""
    return max((v for v in values if v.card != best.card), key=lambda v: v.mean)


def stable_best(
    view: SeatView, seed: int, moves: int, worlds: int = WORLDS
) -> tuple[CardValue, list[CardValue]] | None:
    """The clear best card found by every one of :data:`RUNS` runs, with the first run's
    values; None when a run finds none or the runs disagree."""
    first: tuple[CardValue, list[CardValue]] | None = None
    for run in range(RUNS):  # the next run only while every one so far agrees
        values = search_values(view, worlds, search_key(seed, moves, run))
        best = search_best(values)
        if best is None or (first is not None and best.card != first[0].card):
            return None
        first = first or (best, values)
    return first
