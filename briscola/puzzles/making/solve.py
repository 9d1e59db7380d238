"""Each card's value in a puzzle's position: exact over every deal the seat's view allows.

Two players, the last cards. With the stock empty the other hand is known (every other card
is played or in the seat's hand) and the position has one deal; with two cards left in the
stock (one hidden, the face-up one) the seat does not know which of four cards lies in the
stock, so four deals. Each deal is solved exactly (``ai/kernel/endgame.py``: both sides play
perfectly, every card known), and a card's value is its points over the deals, each deal
counted once (the hard level's search over every world, without reading the other's style).

A card is *clearly best* when, against every other legal card, it does at least as well in
every deal and either brings at least :data:`MARGIN` more points on average or wins the hand
in at least half more of the deals (with one deal: it wins where the other does not).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from briscola.ai.kernel.endgame import EndgameSearch, Tables, endgame_values
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Sim, move_of
from briscola.engine.actions import Action, Play
from briscola.engine.cards import Card
from briscola.engine.state import GameState
from briscola.engine.view import SeatView

MARGIN: Final = 10
"""Points on average the best card must gain over every other (or win where it loses)."""
WIN_MARGIN: Final = 0.5
"""The share of the deals more that the best card must win, when its points margin is less."""
HALF: Final = 60
"""Points of a tie: more wins the hand."""
MOST_DEALS: Final = 24
"""The most deals a position may allow to be solved here (the stock of two gives four)."""


@dataclass(frozen=True, slots=True)
class CardValue:
    """One legal card: the seat side's final points in each deal (perfect play after it)."""

    card: Card
    points: tuple[int, ...]

    @property
    def mean(self) -> float:
        """The mean points over the deals."""
        return sum(self.points) / len(self.points)

    @property
    def wins(self) -> float:
        """The share of the deals it wins (a tie counts half)."""
        return sum(1.0 if p > HALF else 0.5 if p == HALF else 0.0 for p in self.points) / len(
            self.points
        )


def worlds(view: SeatView) -> list[Sim]:
    """Every deal ``view`` allows, in a fixed order; ValueError if there are too many."""
    determinizer = Determinizer(view)
    if determinizer.count() > MOST_DEALS:
        raise ValueError(f"the position allows {determinizer.count()} deals, too many to solve")
    return list(determinizer.every())


def card_values(view: SeatView) -> list[CardValue]:
    """Each card the seat may play (in the view's order) with its points in every deal.

    Only card plays are valued; a position where the seat may also swap the 7 of trump is
    not a puzzle (see :func:`is_candidate`).
    """
    if view.rules.players != 2 or not view.is_my_turn:
        raise ValueError("a puzzle is a two-player position with the seat to move")
    deals = worlds(view)
    tables = Tables()
    side = view.my_side
    searches = [EndgameSearch(sim, tables) for sim in deals]
    return [
        CardValue(card, tuple(search.points_after(card.index, side) for search in searches))
        for card in view.playable()
    ]


def is_candidate(view: SeatView) -> bool:
    """Whether the position may be a puzzle: two players, the seat to move with at least
    two cards, at most two cards in the stock, only card plays legal (no swap, no 31)."""
    rules = view.rules
    return (
        rules.players == 2
        and rules.declare_target == 0
        and view.is_my_turn
        and view.stock_left <= 2
        and len(view.playable()) >= 2
        and all(isinstance(a, Play) for a in view.legal_actions())
    )


def beats_clearly(best: CardValue, other: CardValue) -> bool:
    """Whether ``best`` is clearly better than ``other`` (the module's definition)."""
    if any(b < o for b, o in zip(best.points, other.points, strict=True)):
        return False
    return best.mean - other.mean >= MARGIN or best.wins - other.wins >= WIN_MARGIN


def clear_best(values: list[CardValue]) -> CardValue | None:
    """The card clearly better than every other, or None."""
    top = max(values, key=lambda v: v.mean)
    others = [v for v in values if v is not top]
    return top if others and all(beats_clearly(top, o) for o in others) else None


def best_line(state: GameState, first: Action) -> list[Action]:
    """``first``, then the rest of the hand with both sides playing perfectly in this very
    deal (every card known); among equal moves the first legal one."""
    hand = state.copy()
    hand.apply(first)
    return [first, *perfect_rest(hand)]


def perfect_rest(state: GameState) -> list[Action]:
    """The rest of the hand from ``state`` with both sides playing perfectly in this very
    deal (every card known); among equal moves the first legal one."""
    hand = state.copy()
    line: list[Action] = []
    while not hand.is_over:
        sim = Sim.from_state(hand)
        mover = hand.current_player
        assert mover is not None
        values = endgame_values(sim, sim.side[mover])
        actions = hand.legal_actions()
        by_move = {move_of(a): a for a in actions}
        move = max(values, key=lambda m: (values[m], -list(values).index(m)))
        action = by_move[move]
        line.append(action)
        hand.apply(action)
    return line
