"""What the page shows for the controller's state: the screen, its model, the notice.

A new screen is a name returned by :func:`screen_name`, a model field of
:class:`~briscola.app.page.Page` filled here, and its markup in the page's adapter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.i18n import join_names, text
from briscola.app.page import Notice, Page
from briscola.app.result import present_result
from briscola.app.start import present_start
from briscola.app.table import present_table

if TYPE_CHECKING:
    from briscola.app.controller import Controller


def screen_name(game: Controller) -> str:
    """The screen to show now."""
    if game.rules_open:
        return "rules"
    if game.panel.open:
        return "data"
    if game.session is None:
        return "start"
    if game.session.phase in ("hand-over", "series-over") and not game.hold:
        return "result"
    return "table"


def present_page(game: Controller) -> Page:
    """What the page shows now."""
    lang, name, session = game.lang, screen_name(game), game.session
    in_game = session is not None and session.phase != "series-over"
    phase = session.phase if session is not None and name in ("table", "result") else name
    page = Page(
        name,
        lang,
        text(lang, "app.title"),
        in_game,
        notice(game),
        phase,
        bool(game.hold),
        game.following,
        game.settings.sound,
    )
    if name == "start":
        return page._replace(start=present_start(game.settings, game.stats, lang))
    if name == "data":
        when = game.clock.local_time
        data = game.panel.model(lang, game.following, lambda ms: when(ms, lang))
        return page._replace(data=data)
    if name == "result" and session is not None:
        return page._replace(result=present_result(session, lang))
    if name == "table" and session is not None:
        table = present_table(
            session,
            lang,
            hold_trick=bool(game.hold),
            following=game.following,
            refusal=game.refusal,
        )
        return page._replace(table=table)
    return page


def notice(game: Controller) -> Notice | None:
    """The line above the screens: a crash, the following tab's offer, or what was wrong."""
    lang = game.lang
    if game.crashed:
        restart = text(lang, "crash.restart")
        return Notice(text(lang, "crash", error=game.crashed), "restart", restart)
    if game.following:
        return Notice(text(lang, "follow.notice"), "take", text(lang, "follow.take"))
    sentences = []
    if game.problems:
        what = join_names(lang, [text(lang, f"problem.{kind}") for kind in game.problems])
        sentences.append(text(lang, "problem.sentence", what=what))
    if game.ignored:
        sentences.append(text(lang, "param.ignored", name=", ".join(game.ignored)))
    if game.full() and not game.full_dismissed:
        # Said plainly, with the download: nothing from now on reaches the storage.
        message = " ".join([text(lang, "store.full"), *sentences])
        return Notice(message, "download", text(lang, "store.download"), closable=True)
    if sentences:
        return Notice(" ".join(sentences))
    return None
