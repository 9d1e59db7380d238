"""What the page shows for the controller's state: the screen, its model, the notice.

A new screen is a name returned by :func:`screen_name`, a model field of
:class:`~briscola.app.page.Page` filled here, and its markup in the page's adapter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.acts import Act
from briscola.app.counting_view import present_counting
from briscola.app.daily_play import daily_offer, daily_result, today
from briscola.app.hand_keeping import kept_hands
from briscola.app.hinting import position
from briscola.app.i18n import join_names, text
from briscola.app.page import Notice, Page
from briscola.app.result import present_result
from briscola.app.review_view import present_review
from briscola.app.series_end import has_series_end, present_series_end
from briscola.app.sharing import saved_waiting, share_box
from briscola.app.start import present_start
from briscola.app.stats_learn import daily_figures, kept_rows
from briscola.app.stats_page import present_stats
from briscola.app.table import present_table

if TYPE_CHECKING:
    from briscola.app.controller import Controller


def screen_name(game: Controller) -> str:
    """The screen to show now."""
    if game.rules_open:
        return "rules"
    if game.panel.open:
        return "data"
    reviewing = game.reviewing
    if reviewing is not None and reviewing.standalone and reviewing.open:
        return "review"
    if game.stats_open:
        return "stats"
    if game.session is None:
        return "start"
    if game.session.phase in ("hand-over", "series-over") and not game.hold:
        reviewing = game.reviewing
        if reviewing is not None and reviewing.of(game.session):
            return "review"
        return "series" if game.series_open and has_series_end(game.session) else "result"
    return "table"


def present_page(game: Controller) -> Page:
    """What the page shows now."""
    lang, name, session = game.lang, screen_name(game), game.session
    in_game = session is not None and session.phase != "series-over"
    in_play = name in ("table", "result", "series")
    phase = session.phase if session is not None and in_play else name
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
        game.installable,
    )
    if name == "review" and game.reviewing is not None:
        return page._replace(review=present_review(game.reviewing, lang))
    if name == "start":
        start = present_start(game.settings, game.stats, lang, open=game.settings_open)
        return page._replace(start=start._replace(daily=daily_offer(game)))
    if name == "data":
        when = game.clock.local_time
        data = game.panel.model(lang, game.following, lambda ms: when(ms, lang))
        return page._replace(data=data)
    if name == "stats":
        result, ok = game.stats_result
        stats = present_stats(game.stats, lang, result, ok, game.following)
        when = game.clock.local_time
        kept = kept_rows(kept_hands(game), lang, lambda ms: when(ms, lang))
        daily = daily_figures(game.stats, today(game), lang)
        return page._replace(stats=stats._replace(daily=daily, kept=kept))
    if name == "series" and session is not None:
        return page._replace(series=present_series_end(session, lang))
    if name == "result" and session is not None:
        shown = present_result(session, lang)
        review = text(lang, "review.open") if session.hand.tricks and not game.following else ""
        hints = game.hints.used_label(session, lang)
        shown = shown._replace(hints=hints, review_label=review, proof=game.proofs.of(session))
        box = share_box(game, session)
        shown = shown._replace(share_link=box.link, share_compare=box.compare)
        shown = shown._replace(daily=daily_result(game, session))
        return page._replace(result=shown)
    if name == "table" and session is not None:
        table = present_table(
            session,
            lang,
            hold_trick=bool(game.hold),
            following=game.following,
            refusal=game.refusal,
            thinking=game.thinks(session),
        )
        if table.my_turn and session.view().phase not in ("auction", "call") and not game.hold:
            here = position(game.generation, session)
            table = table._replace(learn=game.hints.bar(here, lang))
        table = table._replace(proof=game.proofs.of(session))
        if game.settings.counting != "off" and session.phase in ("human", "computer"):
            counting = present_counting(session.view(), game.settings.counting, lang)
            table = table._replace(counting=counting)
        return page._replace(table=table)
    return page


def notice(game: Controller) -> Notice | None:
    """The line above the screens: a crash, the following tab's offer, or what was wrong."""
    lang = game.lang
    if game.crashed:
        restart = text(lang, "crash.restart")
        return Notice(text(lang, "crash", error=game.crashed), Act.RESTART, restart)
    if game.following:
        return Notice(text(lang, "follow.notice"), Act.TAKE, text(lang, "follow.take"))
    if game.update_ready and game.between_hands():
        return Notice(text(lang, "update.notice"), Act.UPDATE, text(lang, "update.load"))
    sentences = []
    if game.problems:
        what = join_names(lang, [text(lang, f"problem.{kind}") for kind in game.problems])
        sentences.append(text(lang, "problem.sentence", what=what))
    if game.ignored:
        sentences.append(text(lang, "param.ignored", name=", ".join(game.ignored)))
    if game.unknown_act:
        sentences.append(text(lang, "act.unknown", act=game.unknown_act))
    if game.share_refused:
        sentences.append(text(lang, "share.refused"))
    if game.record_refused:
        sentences.append(game.record_refused.notice(lang))
    if game.shared_play is not None and game.session is not None and not game.between_hands():
        sentences.append(text(lang, "share.in_memory"))
    if saved_waiting(game) and game.session is not None and game.session.phase != "series-over":
        sentences.append(text(lang, "share.saved_waits"))
    if game.full() and not game.full_dismissed:
        # Said plainly, with the download: nothing from now on reaches the storage.
        message = " ".join([text(lang, "store.full"), *sentences])
        return Notice(message, Act.DOWNLOAD, text(lang, "store.download"), closable=True)
    if sentences:
        return Notice(" ".join(sentences))
    return None
