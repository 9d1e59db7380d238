"""The statistics of the page's person, counted from the hand-over event."""

from __future__ import annotations

from briscola.app.game.events import HandOver
from briscola.app.game.session import HUMAN, Session
from briscola.app.statistics.counts import Result, Stats, TableKey


def count_hand(stats: Stats, session: Session, over: HandOver) -> None:
    """Count the hand ``over`` reports at the session's table (size, variant, level): the
    person's result and their side's points, and the series when a series of more than one
    hand ended with it."""
    if session.settings.friends:
        return  # a hand between several people counts for no one
    mine = session.hand.side_of(HUMAN)  # the Chiamata's call decides the sides
    outcome = over.outcome
    result: Result = (
        "tied" if outcome.winner is None else "won" if outcome.winner == mine else "lost"
    )
    series: Result | None = None
    # The table's rules, not the settings: a table of five plays single hands only.
    if over.series_winner is not None and session.series.rules.best_of > 1:
        series = "won" if over.series_winner == mine else "lost"
    stats.add_hand(TableKey.of(session.settings), result, outcome.side_points[mine], series)
