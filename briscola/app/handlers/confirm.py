"""The confirmation dialog's answer: leave the series, erase the saved data, start the
statistics afresh, or declare 31, once the person said yes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.acts import Act
from briscola.app.effects import Focus
from briscola.app.handlers.playing import act_now, drop_session, playing_session
from briscola.app.handlers.saving import reload_all
from briscola.app.statistics.counts import Stats
from briscola.app.steps import Change, Erase, Redraw, ResetStats, Steps, Then, say
from briscola.i18n import text

if TYPE_CHECKING:
    from briscola.app.state import PageState


def confirmed(answer: str, state: PageState) -> Steps:
    """The dialog closed with ``answer``: carry out what it asked about on "yes"."""
    what, pending = state.play.confirming, state.play.pending
    steps: Steps = [Change(play=state.play._replace(confirming=None, pending=None))]
    if answer != "yes" or state.play.following:
        return steps
    if what == Act.ERASE:
        steps.append(Erase(reload_all))
    elif what == Act.DECLARE and state.net.table is not None and pending is not None:
        from briscola.app.handlers.net_hand import net_act

        steps.append(Then(lambda now: net_act(now, pending)))
    elif what == Act.NET_LEAVE:
        from briscola.app.handlers.inviting import leave

        steps.append(Then(leave))
    elif what == Act.DECLARE:
        session = playing_session(state)
        if session is not None and pending is not None:
            steps.append(Then(lambda now: act_now(now, session, pending)))
    elif what == Act.LEAVE:
        steps.append(Then(drop_session))
    elif what == Act.RESET_STATS:
        steps.append(Then(reset_stats))
    return [*steps, Redraw()]


def reset_stats(state: PageState) -> Steps:
    """Start the statistics afresh; the saved ones go to a backup first."""
    return [ResetStats(_stats_reset, _stats_kept)]


def _stats_reset(state: PageState) -> Steps:
    result = (text(state.lang, "stats.reset_done"), True)
    saved = state.saved._replace(stats=Stats(), ratings=None)
    return [Change(saved=saved, screen=state.screen._replace(stats_result=result)), *_said(result)]


def _stats_kept(state: PageState) -> Steps:
    result = (text(state.lang, "stats.reset_failed"), False)
    return [Change(screen=state.screen._replace(stats_result=result)), *_said(result)]


def _said(result: tuple[str, bool]) -> Steps:
    # The page is written anew (the reset button goes): the focus goes to its heading.
    return [*say(result[0]), Focus("#stats-heading")]
