"""The presenter of the first hand that teaches: its offer on the start screen, its panel on
the table (the notes of the moment, the tip, the way out) and its end on the result screen.

The notes themselves, and when they arise, are :mod:`briscola.learn.lesson`'s; this module
puts them in the page's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.game.seats import seat_names
from briscola.engine.tuples import NamedTuple
from briscola.i18n import lesson_text
from briscola.learn.lesson import OPPONENT, Note, just_said, moments, note_text, shown, tip

if TYPE_CHECKING:
    from briscola.app.game.session import Session
    from briscola.app.state import PageState


class LessonOffer(NamedTuple):
    """The start screen's "Impara a giocare": the button and its line; ``first`` for a
    first visitor (nothing played yet), to whom it is offered before "Gioca"."""

    label: str
    note: str
    first: bool


class LessonPanel(NamedTuple):
    """The lesson on the table: its notes since the learner's last card (a paragraph for
    each move that brought some), the tip on the learner's turn and the card it names (its
    code, "" when none), and the button that leaves the lesson."""

    heading: str
    notes: tuple[str, ...]
    tip: str
    tip_card: str
    skip: str


class LessonEnd(NamedTuple):
    """The lesson's end on the result screen: its last notes and the ways on."""

    heading: str
    notes: tuple[str, ...]
    play: str
    back: str


def lesson_offer(state: PageState) -> LessonOffer:
    """The offer of the lesson (a first visitor: no hand counted yet)."""
    lang = state.lang
    first = not state.saved.stats.tables
    return LessonOffer(
        lesson_text(lang, "lesson.offer"), lesson_text(lang, "lesson.offer.note"), first
    )


def _words(notes: tuple[Note, ...], session: Session, lang: str) -> tuple[str, ...]:
    name = seat_names(session.settings, lang)[OPPONENT]
    return tuple(note_text(note, lang, name) for note in notes)


def present_lesson(state: PageState) -> LessonPanel | None:
    """The lesson's panel on the table (None when the hand in play is no lesson)."""
    session = state.play.session
    if session is None or not state.in_lesson():
        return None
    lang, hand = state.lang, session.hand
    suggested = tip(hand) if not state.play.hold else None
    return LessonPanel(
        lesson_text(lang, "lesson.heading"),
        tuple(" ".join(_words(moment, session, lang)) for moment in moments(shown(hand))),
        _words((suggested,), session, lang)[0] if suggested is not None else "",
        suggested.cards[0].code if suggested is not None else "",
        lesson_text(lang, "lesson.skip"),
    )


def present_lesson_end(state: PageState) -> LessonEnd | None:
    """The lesson's end on the result screen (None after any other hand)."""
    session = state.play.session
    if session is None or not state.in_lesson() or not session.hand.is_over:
        return None
    lang, hand = state.lang, session.hand
    last = tuple(note for note in shown(hand) if note.key.startswith("end."))
    return LessonEnd(
        lesson_text(lang, "lesson.done"),
        _words(last, session, lang),
        lesson_text(lang, "lesson.play"),
        lesson_text(lang, "lesson.back"),
    )


def lesson_sentences(state: PageState) -> list[str]:
    """The notes that arose with the move just made (or the deal), to read out now."""
    session = state.play.session
    if session is None or not state.in_lesson():
        return []
    return list(_words(just_said(session.hand), session, state.lang))


def tip_sentences(state: PageState) -> list[str]:
    """The tip of the learner's turn, to read out with "Tocca a te"."""
    session = state.play.session
    if session is None or not state.in_lesson():
        return []
    suggested = tip(session.hand)
    return [] if suggested is None else list(_words((suggested,), session, state.lang))
