"""The coach: known patterns of a costly move, each a function of the seat's view before
the move, the move and the trick it was played in (once complete).

The patterns are the advice of the rule texts: lead lisci rather than carichi, keep trumps
for tricks with points, do not spend the Ace or the 3 of trump early, give an opponent's
trick no points when a cheaper card loses it as well, take with the lowest card that
suffices. Each returns a :class:`Tip` (the i18n key ``coach.<pattern>`` turns it into words)
or None.

A pattern names the card that would have kept to its rule (``better``): of the cards that
would have, the one ``pick`` chooses, by default the cheapest. The judgement of a position
(``judgement.py``) picks by the search's values instead, so a tip never holds up a card the
search values no higher than the card played. Given no completed trick (``trick`` None: the
move is not played yet), a pattern judges by the cards already on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Protocol

from briscola.ai.levels.base import card_key
from briscola.engine.actions import Action, Play
from briscola.engine.cards import Card
from briscola.engine.state import GameState
from briscola.engine.tricks import Trick
from briscola.engine.view import SeatView

CARICO: Final = 10
"""A carico is worth at least this: an Ace or a 3."""
HIGH_TRUMPS: Final = ("A", "3")


@dataclass(frozen=True, slots=True)
class Tip:
    """A pattern found in a move: the card played, the card that kept to the rule, and the
    points the text needs (the trick's or the card's, by pattern)."""

    pattern: str
    card: Card
    better: Card | None = None
    points: int = 0


Pick = Callable[[list[Card]], Card | None]
"""Which of the cards that keep to a pattern's rule the tip names (None: no tip)."""


class Pattern(Protocol):
    """A pattern of the coach: a :class:`Tip` when the move matches it, else None."""

    __name__: str

    def __call__(
        self, view: SeatView, action: Action, trick: Trick | None, pick: Pick | None = None
    ) -> Tip | None: ...


def _is_trump(view: SeatView, card: Card) -> bool:
    return card.suit == view.trump_suit


def cheapest(view: SeatView) -> Pick:
    """The rule of thumb's choice: the cheapest card (``card_key``)."""
    return lambda cards: min(cards, key=lambda c: card_key(c, view.trump_suit), default=None)


def _pick(view: SeatView, pick: Pick | None, cards: list[Card]) -> Card | None:
    return (pick or cheapest(view))(cards) if cards else None


def _others(view: SeatView, card: Card) -> list[Card]:
    """The other cards the seat could have played."""
    return [c for c in view.playable() if c != card]


def _plays_last(view: SeatView) -> bool:
    return len(view.trick) == view.rules.players - 1


def lead_carico(
    view: SeatView, action: Action, trick: Trick | None, pick: Pick | None = None
) -> Tip | None:
    """Leading an Ace or a 3 (not trump) while holding a liscio (a card of no points, not
    trump): it invites a trump to take 10 or 11 points."""
    if not isinstance(action, Play) or view.trick:
        return None
    card = action.card
    if card.points < CARICO or _is_trump(view, card):
        return None
    lisci = [c for c in _others(view, card) if c.points == 0 and not _is_trump(view, c)]
    better = _pick(view, pick, lisci)
    return None if better is None else Tip("lead_carico", card, better, card.points)


def trump_on_nothing(
    view: SeatView, action: Action, trick: Trick | None, pick: Pick | None = None
) -> Tip | None:
    """Playing a trump on a trick with no points while holding a liscio to let it go."""
    if not isinstance(action, Play) or not view.trick or not _is_trump(view, action.card):
        return None
    if any(c.points for _, c in view.trick):
        return None
    lisci = [c for c in _others(view, action.card) if c.points == 0 and not _is_trump(view, c)]
    better = _pick(view, pick, lisci)
    return None if better is None else Tip("trump_on_nothing", action.card, better)


def early_high_trump(
    view: SeatView, action: Action, trick: Trick | None, pick: Pick | None = None
) -> Tip | None:
    """Spending the Ace or the 3 of trump in the first half of the hand on a trick where
    the other cards bring fewer than 10 points (before the trick is complete: the cards on
    the table), while holding a card that is neither."""
    if not isinstance(action, Play):
        return None
    card = action.card
    if not _is_trump(view, card) or card.rank not in HIGH_TRUMPS:
        return None
    if len(view.tricks) >= view.rules.tricks // 2:
        return None
    others = (
        trick.points - card.points if trick is not None else sum(c.points for _, c in view.trick)
    )
    if others >= CARICO:
        return None
    kept = [c for c in _others(view, card) if not (_is_trump(view, c) and c.rank in HIGH_TRUMPS)]
    better = _pick(view, pick, kept)
    return None if better is None else Tip("early_high_trump", card, better, others)


def points_to_opponent(
    view: SeatView, action: Action, trick: Trick | None, pick: Pick | None = None
) -> Tip | None:
    """Playing last to a trick an opponent takes, a card with points, when a card with
    fewer points would have lost it as well."""
    if not isinstance(action, Play) or not _plays_last(view):
        return None
    card = action.card
    plays = (*view.trick, (view.seat, card))
    winner = view.winning_seat(plays)
    if card.points == 0 or view.side_of(winner) == view.my_side:
        return None
    if view.side_of(winner) is None:  # the Chiamata's secret partner: not known
        return None
    losing = [
        c
        for c in _others(view, card)
        if c.points < card.points and view.winning_seat((*view.trick, (view.seat, c))) != view.seat
    ]
    better = _pick(view, pick, losing)
    return None if better is None else Tip("points_to_opponent", card, better, card.points)


def overtake_high(
    view: SeatView, action: Action, trick: Trick | None, pick: Pick | None = None
) -> Tip | None:
    """Playing last and taking the trick with a higher card than needed: a lower card of
    the same kind (or a card that is not trump instead of a trump) would have taken it."""
    if not isinstance(action, Play) or not _plays_last(view):
        return None
    card = action.card
    if view.winning_seat((*view.trick, (view.seat, card))) != view.seat:
        return None
    trump = _is_trump(view, card)

    def cheaper(other: Card) -> bool:
        if _is_trump(view, other) != trump:
            return trump  # a plain card instead of a trump
        return view.strength(other) < view.strength(card) and other.points <= card.points

    winners = [
        c
        for c in _others(view, card)
        if cheaper(c) and view.winning_seat((*view.trick, (view.seat, c))) == view.seat
    ]
    better = _pick(view, pick, winners)
    points = sum(c.points for _, c in view.trick) + card.points
    return None if better is None else Tip("overtake_high", card, better, points)


PATTERNS: Final[tuple[Pattern, ...]] = (
    lead_carico,
    trump_on_nothing,
    early_high_trump,
    points_to_opponent,
    overtake_high,
)


def tips(
    view: SeatView, action: Action, trick: Trick | None, pick: Pick | None = None
) -> list[Tip]:
    """Every pattern the move matches, in the order of :data:`PATTERNS`."""
    return [t for pattern in PATTERNS if (t := pattern(view, action, trick, pick)) is not None]


def trick_of(hand: GameState, number: int) -> Trick | None:
    """The completed trick in which move ``number`` (a card play) of ``hand`` was played;
    None for a move that plays no card or a trick not completed."""
    action = hand.moves[number][1]
    if not isinstance(action, Play):
        return None
    plays = sum(1 for _, a in hand.moves[:number] if isinstance(a, Play))
    index = plays // hand.rules.players
    return hand.tricks[index] if index < len(hand.tricks) else None
