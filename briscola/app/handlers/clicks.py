"""What each act of the page does: the one table of handlers, by :class:`Act`, the screens'
own buttons, and the start screen's fields."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Final

from briscola.app.acts import Act, act_of
from briscola.app.effects import LogError, PromptInstall, ReloadPage
from briscola.app.handlers.learning import (
    ask_hint,
    close_review,
    download_record,
    go_review,
    next_trick,
    open_review,
    previous_trick,
    review_kept,
)
from briscola.app.handlers.playing import (
    drop_session,
    new_session,
    next_hand,
    offer,
    reveal,
    start_daily,
)
from briscola.app.handlers.saving import (
    download,
    download_erased,
    restart,
    restore,
    save_settings,
    start_here,
    take_over,
)
from briscola.app.handlers.sharing import copy_link, share_hand
from briscola.app.handlers.solving import daily_puzzle, next_puzzle, open_puzzles, pick
from briscola.app.handlers.teaching import end_lesson, play_after_lesson, start_lesson
from briscola.app.screens.start import choose
from briscola.app.state import Overlay
from briscola.app.steps import Change, Redraw, Steps, Then, ask
from briscola.engine.jsonio import shorten
from briscola.i18n import LANGUAGES, text

if TYPE_CHECKING:
    from briscola.app.state import PageState

Handler = Callable[["PageState", str | None], Steps]
"""A handler: the page's state and the click's argument (its ``data-arg`` or, for an offer
of the table, its ``data-action``), to the steps it takes."""


def click(name: str, arg: str | None, state: PageState) -> Steps:
    """A click on the control whose act is ``name``; an act the page does not know (a
    tampered control) is reported: never a silent no-op."""
    act = act_of(name)
    if act is None:
        shown = shorten(name, 40)
        said = text(state.lang, "act.unknown", act=shown)
        return [Change(alerts=state.alerts._replace(unknown_act=shown)), LogError(said), Redraw()]
    return [*HANDLERS[act](state, arg), Redraw()]


def choose_setting(name: str, value: str, state: PageState) -> Steps:
    """A start-screen field changed to ``value``."""
    settings = choose(state.saved.settings, name, value)
    if settings == state.saved.settings:
        return []
    return [Change(saved=state.saved._replace(settings=settings)), Then(save_settings), Redraw()]


def _again(state: PageState, _: str | None) -> Steps:
    if state.play.following:  # another tab holds the table: take it, if nothing is lost
        steps = start_here(state)
        return [*steps, Then(new_session)] if steps else []
    return new_session(state)


def _start(state: PageState, _: str | None) -> Steps:
    if state.play.following:  # another tab holds the table: take it, if nothing is lost
        steps = start_here(state)
        return [*steps, Then(save_settings), Then(new_session)] if steps else []
    return [Then(save_settings), Then(new_session)]


def _to_settings(state: PageState, _: str | None) -> Steps:
    return [] if state.play.following else drop_session(state)


def _leave(state: PageState, arg: str | None) -> Steps:
    if state.net.role:  # the bar's "Nuova partita" at a network table leaves it
        return _net("ask_leave")(state, arg)
    session = state.play.session
    if session is None or state.play.following:
        return []
    if state.in_lesson():  # nothing is lost: the lesson ends at once
        return end_lesson(state)
    started = session.hand.moves or session.series.outcomes
    if session.phase == "series-over" or not started:
        return drop_session(state)
    return ask(state, Act.LEAVE)


def _more(state: PageState, _: str | None) -> Steps:
    return [Change(screen=state.screen._replace(settings_open=not state.screen.settings_open))]


def _open_rules(state: PageState, _: str | None) -> Steps:
    return [Change(screen=state.screen._replace(overlay=Overlay.RULES))]


def _back(state: PageState, _: str | None) -> Steps:
    return [
        Change(screen=state.screen._replace(overlay=None), aids=state.aids._replace(puzzle=None))
    ]


def _open_data(state: PageState, _: str | None) -> Steps:
    state.ports.panel.show()
    return [Change(screen=state.screen._replace(overlay=Overlay.DATA))]


def _open_stats(state: PageState, _: str | None) -> Steps:
    screen = state.screen._replace(overlay=Overlay.STATS, stats_result=("", True))
    return [Change(screen=screen)]


def _reset_stats(state: PageState, _: str | None) -> Steps:
    return [] if state.play.following else ask(state, Act.RESET_STATS)


def _open_series_end(state: PageState, _: str | None) -> Steps:
    return [Change(play=state.play._replace(series_open=True))]


def _erase(state: PageState, _: str | None) -> Steps:
    return [] if state.play.following else ask(state, Act.ERASE)


def _language(state: PageState, code: str | None) -> Steps:
    if code not in LANGUAGES or code == state.lang:
        return []
    settings = state.saved.settings.replace(language=code)
    return [Change(saved=state.saved._replace(settings=settings)), Then(save_settings)]


def _dismiss(state: PageState, _: str | None) -> Steps:
    alerts = state.alerts._replace(
        unknown_act="",
        problems=(),
        ignored=(),
        share_refused=False,
        record_refused=None,
        full_dismissed=state.ports.full(),
    )
    return [Change(alerts=alerts, net=state.net._replace(problem=""))]


def _sound(state: PageState, _: str | None) -> Steps:
    """Switch the sound effects on or off (remembered)."""
    settings = state.saved.settings.replace(sound=not state.saved.settings.sound)
    return [Change(saved=state.saved._replace(settings=settings)), Then(save_settings)]


def _take(state: PageState, _: str | None) -> Steps:
    return take_over(state)


def _update(state: PageState, _: str | None) -> Steps:
    """Load the new version, between hands only (a hand in progress waits for its end)."""
    return [ReloadPage()] if state.alerts.update_ready and state.between_hands() else []


def _install(state: PageState, _: str | None) -> Steps:
    """Show the browser's offer to install; it is good for one answer, so the button goes."""
    if not state.alerts.installable:
        return []
    return [Change(alerts=state.alerts._replace(installable=False)), PromptInstall()]


def _net(name: str) -> Handler:
    """The network table's handler ``name``, its code loaded when first asked for (the boot
    does not load it)."""

    def handler(state: PageState, arg: str | None) -> Steps:
        from briscola.app.handlers import inviting

        steps: Steps = getattr(inviting, name)(state, arg)
        return steps

    handler.__name__ = name
    return handler


HANDLERS: Final[dict[Act, Handler]] = {
    Act.PLAY: partial(offer, Act.PLAY),
    Act.SWAP: partial(offer, Act.SWAP),
    Act.DECLARE: partial(offer, Act.DECLARE),
    Act.SIGNAL: partial(offer, Act.SIGNAL),
    Act.BID: partial(offer, Act.BID),
    Act.CALL: partial(offer, Act.CALL),
    Act.START: _start,
    Act.NEXT: next_hand,
    Act.AGAIN: _again,
    Act.SETTINGS: _to_settings,
    Act.LEAVE: _leave,
    Act.MORE: _more,
    Act.SERIES_END: _open_series_end,
    Act.DAILY: start_daily,
    Act.REVEAL: reveal,
    Act.RULES: _open_rules,
    Act.STATS: _open_stats,
    Act.DATA: _open_data,
    Act.BACK: _back,
    Act.LANGUAGE: _language,
    Act.SOUND: _sound,
    Act.INSTALL: _install,
    Act.DISMISS: _dismiss,
    Act.TAKE: _take,
    Act.RESTART: restart,
    Act.UPDATE: _update,
    Act.RESET_STATS: _reset_stats,
    Act.DOWNLOAD: download,
    Act.DOWNLOAD_ERASED: download_erased,
    Act.RESTORE: restore,
    Act.ERASE: _erase,
    Act.HINT: ask_hint,
    Act.REVIEW: open_review,
    Act.REVIEW_CANCEL: close_review,
    Act.REVIEW_BACK: close_review,
    Act.REVIEW_PREV: previous_trick,
    Act.REVIEW_NEXT: next_trick,
    Act.REVIEW_GO: go_review,
    Act.REVIEW_KEPT: review_kept,
    Act.RECORD: download_record,
    Act.SHARE: share_hand,
    Act.SHARE_COPY: copy_link,
    Act.LESSON: start_lesson,
    Act.LESSON_SKIP: end_lesson,
    Act.LESSON_PLAY: play_after_lesson,
    Act.PUZZLES: open_puzzles,
    Act.PUZZLE_PICK: pick,
    Act.PUZZLE_NEXT: next_puzzle,
    Act.PUZZLE_DAILY: daily_puzzle,
    Act.INVITE: _net("invite"),
    Act.NET_COPY: _net("copy_link"),
    Act.NET_SHARE: _net("share_link"),
    Act.NET_REPLY: _net("take_reply"),
    Act.NET_JOIN: _net("join"),
    Act.NET_INVITATION: _net("take_invitation"),
    Act.NET_AGAIN: _net("invite_again"),
    Act.NET_COMPUTER: _net("give_to_computer"),
    Act.NET_LEAVE: _net("ask_leave"),
    Act.NET_LOCAL: _net("one_device"),
    Act.NET_STUN: _net("set_stun"),
}
"""The handler of every act, by its :class:`Act`: one each."""
