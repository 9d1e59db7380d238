"""What the learning aids show: the counting aid on the table (the cards still out, by suit,
trumps first) and the result's share box (the link, the comparison with the sharer's result)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.screens.faces import CardFace
from briscola.engine.tuples import NamedTuple
from briscola.engine.view import SeatView
from briscola.i18n import suit_name, text
from briscola.learn.counting import counting_aid

if TYPE_CHECKING:
    from briscola.app.game.session import Session
    from briscola.app.state import PageState


class CountSuit(NamedTuple):
    """One suit's cards still out, strongest first, and the face-up trump if it is of the
    suit and still lies under the stock: not played, but seen by everyone."""

    label: str
    cards: tuple[CardFace, ...]
    seen: tuple[CardFace, ...] = ()


def present_counting(view: SeatView, mode: str, lang: str) -> tuple[CountSuit, ...]:
    """The aid for the person's ``view`` in ``mode`` (empty when off); the face-up trump is
    shown apart, as seen, while it lies under the stock."""
    shown = []
    for suit, cards in counting_aid(view, mode).items():
        name = suit_name(suit, lang)
        label = text(lang, "count.trump", suit=name) if suit == view.trump_suit else name
        out = tuple(CardFace.of(card, lang) for card in cards if card != view.face_up)
        seen = tuple(CardFace.of(card, lang) for card in cards if card == view.face_up)
        shown.append(CountSuit(label, out, seen))
    return tuple(shown)


class ShareBox(NamedTuple):
    """The result screen's share box: the link to copy (empty until asked) and the
    comparison with the sharer's result (empty when the link carried none)."""

    link: str
    compare: str


def share_box(state: PageState, session: Session) -> ShareBox:
    """The share box of the result screen for ``session``'s finished hand."""
    shared = state.aids.shared_play
    compare = ""
    if shared is not None and shared.result is not None:
        outcome = session.hand.outcome()
        if outcome is not None:
            mine = outcome.side_points[session.hand.side_of(0)]
            theirs = shared.result.points
            verdict = "better" if mine > theirs else "worse" if mine < theirs else "same"
            compare = text(
                state.lang,
                f"share.compare.{verdict}",
                points=theirs,
                result=text(state.lang, f"share.res.{shared.result.result}"),
                mine=mine,
            )
    return ShareBox(state.aids.share_link, compare)
