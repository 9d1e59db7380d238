"""The first hand that teaches, in the page: started from the start screen, skipped at any
moment, and left for a real game at its end.

The lesson is a one-hand session on the lesson's fixed deal (:mod:`briscola.learn.lesson`),
played in memory like a shared hand: it never writes the saved game, and its hand moves no
statistics, rating or kept hands. Its notes are read out as they arise (:mod:`playing`
adds them to the sentences of each move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.game.session import Session
from briscola.app.handlers.playing import drop_session, new_session, start_session
from briscola.app.handlers.saving import start_here
from briscola.app.steps import Change, Steps, Then
from briscola.engine.series import Series
from briscola.learn.lesson import SEED, lesson_hand, lesson_settings

if TYPE_CHECKING:
    from briscola.app.state import PageState
    from briscola.setup.settings import Settings


def lesson_session(settings: Settings) -> Session:
    """The lesson's session, with the person's display choices from ``settings``."""
    chosen = lesson_settings(settings.language, settings.pace, settings.sound, settings.clockwise)
    rules = chosen.rules()
    series = Series(rules, lesson_hand(rules), [0] * rules.sides, [], False)
    return Session(chosen, SEED, series)


def start_lesson(state: PageState, _: str | None = None) -> Steps:
    """Deal the lesson (from the start screen or the lesson's end; never over a hand in
    progress, nor over a shared hand; in a tab that follows another, only when that one
    has no game in progress, and then this tab takes the table)."""
    session = state.play.session
    if state.aids.shared_play is not None:
        return []
    if session is not None and session.phase in ("human", "computer") and not state.in_lesson():
        return []
    taken = start_here(state) if state.play.following else []
    if state.play.following and not taken:
        return []
    lesson = lesson_session(state.saved.settings)
    return [
        *taken,
        Change(aids=state.aids._replace(lesson=lesson)),
        Then(lambda now: start_session(now, lesson, proof=False)),
    ]


def end_lesson(state: PageState, _: str | None = None) -> Steps:
    """Leave the lesson, whenever: back to the start screen."""
    if not state.in_lesson():
        return []
    return [Change(aids=state.aids._replace(lesson=None)), Then(drop_session)]


def play_after_lesson(state: PageState, _: str | None = None) -> Steps:
    """The lesson's end offers a real game: a new series with the person's own settings."""
    if not state.in_lesson():
        return []
    return [Change(aids=state.aids._replace(lesson=None)), Then(new_session)]
