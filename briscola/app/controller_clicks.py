"""The screens' buttons other than the table's offers: what each ``data-act`` does."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from briscola.app.controller import Controller

Handler = Callable[["Controller", str | None], None]


def clicks(game: Controller) -> dict[str, Callable[[str | None], None]]:
    """The handler of every button, by its ``data-act``."""
    return {act: partial(handler, game) for act, handler in _HANDLERS.items()}


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
        game.ask("leave")


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
        game.ask("reset-stats")


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
        game.ask("erase")


def _language(game: Controller, code: str | None) -> None:
    game.set_language(code)


def _dismiss(game: Controller, _: str | None) -> None:
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


_HANDLERS: Final[dict[str, Handler]] = {
    "next": _next,
    "again": _again,
    "settings": _to_settings,
    "start": _start,
    "more": _more,
    "rules": _open_rules,
    "back": _back,
    "data": _open_data,
    "stats": _open_stats,
    "reset-stats": _reset_stats,
    "series-end": _open_series_end,
    "download": _download,
    "download-erased": _download_erased,
    "restore": _restore,
    "erase": _erase,
    "leave": _leave,
    "language": _language,
    "sound": _sound,
    "dismiss": _dismiss,
    "take": _take,
    "restart": _restart,
    "update": _update,
    "install": _install,
}
