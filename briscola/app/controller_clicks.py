"""What each act of the page does: the one table of handlers, by :class:`Act`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Final

from briscola.app.acts import Act
from briscola.app.controller_learn import (
    ask_hint,
    close_review,
    download_record,
    go_review,
    next_trick,
    open_review,
    previous_trick,
)
from briscola.app.daily_play import start_daily
from briscola.app.record_open import review_kept
from briscola.app.sharing import copy_link, share_hand

if TYPE_CHECKING:
    from briscola.app.controller import Controller

Handler = Callable[["Controller", str | None], None]
"""A handler: the controller and the click's argument (its ``data-arg`` or, for an offer of
the table, its ``data-action``)."""


def _offer(act: Act, game: Controller, arg: str | None) -> None:
    game.offer(act, arg)


def _next(game: Controller, _: str | None) -> None:
    game.next_hand()


def _again(game: Controller, _: str | None) -> None:
    if not game.following:
        game.new_session()


def _start(game: Controller, _: str | None) -> None:
    if not game.following:
        game.save_settings()
        game.new_session()


def _to_settings(game: Controller, _: str | None) -> None:
    if not game.following:
        game.drop_session()


def _leave(game: Controller, _: str | None) -> None:
    session = game.session
    if session is None or game.following:
        return
    started = session.hand.moves or session.series.outcomes
    if session.phase == "series-over" or not started:
        game.drop_session()
    else:
        game.ask(Act.LEAVE)


def _more(game: Controller, _: str | None) -> None:
    game.settings_open = not game.settings_open


def _open_rules(game: Controller, _: str | None) -> None:
    game.rules_open = True
    game.stats_open = False


def _back(game: Controller, _: str | None) -> None:
    game.rules_open = False
    game.panel.open = False
    game.stats_open = False


def _open_data(game: Controller, _: str | None) -> None:
    game.rules_open = False
    game.stats_open = False
    game.panel.show()


def _open_stats(game: Controller, _: str | None) -> None:
    game.rules_open = False
    game.panel.open = False
    game.stats_open = True
    game.stats_result = ("", True)


def _reset_stats(game: Controller, _: str | None) -> None:
    if not game.following:
        game.ask(Act.RESET_STATS)


def _open_series_end(game: Controller, _: str | None) -> None:
    game.series_open = True


def _download(game: Controller, _: str | None) -> None:
    game.download()


def _download_erased(game: Controller, _: str | None) -> None:
    game.download(erased=True)


def _restore(game: Controller, arg: str | None) -> None:
    if not game.following and game.panel.restore(arg, game.clock.now_ms()):
        game.reload_all()


def _erase(game: Controller, _: str | None) -> None:
    if not game.following:
        game.ask(Act.ERASE)


def _language(game: Controller, code: str | None) -> None:
    game.set_language(code)


def _dismiss(game: Controller, _: str | None) -> None:
    game.unknown_act = ""
    game.problems = []
    game.ignored = []
    game.share_refused = False
    game.record_refused = None
    game.full_dismissed = game.full()


def _sound(game: Controller, _: str | None) -> None:
    game.toggle_sound()


def _take(game: Controller, _: str | None) -> None:
    game.take_over()


def _restart(game: Controller, _: str | None) -> None:
    game.restart()


def _update(game: Controller, _: str | None) -> None:
    game.load_update()


def _install(game: Controller, _: str | None) -> None:
    game.install()


HANDLERS: Final[dict[Act, Handler]] = {
    Act.PLAY: partial(_offer, Act.PLAY),
    Act.SWAP: partial(_offer, Act.SWAP),
    Act.DECLARE: partial(_offer, Act.DECLARE),
    Act.SIGNAL: partial(_offer, Act.SIGNAL),
    Act.BID: partial(_offer, Act.BID),
    Act.CALL: partial(_offer, Act.CALL),
    Act.START: _start,
    Act.NEXT: _next,
    Act.AGAIN: _again,
    Act.SETTINGS: _to_settings,
    Act.LEAVE: _leave,
    Act.MORE: _more,
    Act.SERIES_END: _open_series_end,
    Act.DAILY: start_daily,
    Act.RULES: _open_rules,
    Act.STATS: _open_stats,
    Act.DATA: _open_data,
    Act.BACK: _back,
    Act.LANGUAGE: _language,
    Act.SOUND: _sound,
    Act.INSTALL: _install,
    Act.DISMISS: _dismiss,
    Act.TAKE: _take,
    Act.RESTART: _restart,
    Act.UPDATE: _update,
    Act.RESET_STATS: _reset_stats,
    Act.DOWNLOAD: _download,
    Act.DOWNLOAD_ERASED: _download_erased,
    Act.RESTORE: _restore,
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
}
"""The handler of every act, by its :class:`Act`: one each."""
