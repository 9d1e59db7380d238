"""The confirmation dialog's answer: leave the series, erase the saved data, start the
statistics afresh, or declare 31, once the person said yes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.acts import Act
from briscola.app.effects import Focus
from briscola.app.handlers.playing import act_now, drop_session, playing_session
from briscola.app.handlers.saving import may_write, reload_all
from briscola.app.saved import data_file
from briscola.app.statistics.counts import Stats
from briscola.app.steps import Change, Redraw, Steps, Then, say
from briscola.engine.errors import InvalidStateError
from briscola.i18n import text

if TYPE_CHECKING:
    from briscola.app.state import PageState


def confirmed(answer: str, state: PageState) -> Steps:
    """The dialog closed with ``answer``: carry out what it asked about on "yes"."""
    what, pending = state.confirming, state.pending
    steps: Steps = [Change(confirming=None, pending=None)]
    if answer != "yes" or state.following:
        return steps
    if what == Act.ERASE:
        if state.panel.erase(state.clock.now_ms()):
            steps.append(Then(reload_all))
    elif what == Act.DECLARE:
        session = playing_session(state)
        if session is not None and pending is not None:
            steps += act_now(state, session, pending)
    elif what == Act.LEAVE:
        steps += drop_session(state)
    elif what == Act.RESET_STATS:
        steps += reset_stats(state)
    return [*steps, Redraw()]


def reset_stats(state: PageState) -> Steps:
    """Start the statistics afresh; the saved ones go to a backup first."""
    may, steps = may_write(state)
    if not may:
        return steps
    lang = state.lang
    try:
        data_file.reset_stats(state.store, state.ns.site, state.clock.now_ms())
    except InvalidStateError:
        result = (text(lang, "stats.reset_failed"), False)
        steps = [Change(stats_result=result)]
    else:
        result = (text(lang, "stats.reset_done"), True)
        steps = [Change(stats=Stats(), ratings=None, stats_result=result)]
    # The page is written anew (the reset button goes): the focus goes to its heading.
    return [*steps, *say(result[0]), Focus("#stats-heading")]
