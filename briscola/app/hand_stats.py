"""The statistics of the page's person, counted from the hand-over event."""

from __future__ import annotations

from briscola.app.events import HandOver
from briscola.app.session import HUMAN, Session
from briscola.app.stats import Stats


def count_hand(stats: Stats, session: Session, over: HandOver) -> None:
    """Count the hand ``over`` reports (and the series, when it ended with it)."""
    players = session.settings.players
    mine = session.hand.side_of(HUMAN)  # the Chiamata's call decides the sides
    winner = over.outcome.winner
    if winner is None:
        stats.count(players, "hands_tied")
    else:
        stats.count(players, "hands_won" if winner == mine else "hands_lost")
    if over.series_winner is not None and session.settings.best_of > 1:
        stats.count(players, "series_won" if over.series_winner == mine else "series_lost")
