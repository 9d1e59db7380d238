"""What the counting aid shows on the table: the cards still out, by suit, trumps first."""

from __future__ import annotations

from briscola.app.faces import CardFace
from briscola.i18n import suit_name, text
from briscola.learn.counting import counting_aid
from briscola.tuples import NamedTuple
from briscola.view import SeatView


class CountSuit(NamedTuple):
    """One suit's cards still out, strongest first."""

    label: str
    cards: tuple[CardFace, ...]


def present_counting(view: SeatView, mode: str, lang: str) -> tuple[CountSuit, ...]:
    """The aid for the person's ``view`` in ``mode`` (empty when off)."""
    shown = []
    for suit, cards in counting_aid(view, mode).items():
        name = suit_name(suit, lang)
        label = text(lang, "count.trump", suit=name) if suit == view.trump_suit else name
        shown.append(CountSuit(label, tuple(CardFace.of(card, lang) for card in cards)))
    return tuple(shown)
