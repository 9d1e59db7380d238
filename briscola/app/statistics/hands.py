"""The statistics of the page's person, counted from the hand-over event, and their rating."""

from __future__ import annotations

from briscola.app.game.events import HandOver
from briscola.app.game.session import HUMAN, Session
from briscola.app.statistics.counts import Result, Stats, TableKey
from briscola.app.statistics.rating import Ratings, hand_games


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


def rate_hand(ratings: Ratings, session: Session, over: HandOver) -> bool:
    """Move the person's rating at the session's table size by the hand ``over`` reports;
    False (nothing moves) when a seat has no fixed rating (a baseline computer player) or
    several people played it."""
    settings = session.settings
    if settings.friends:
        return False
    hand = session.hand
    players = hand.rules.players
    levels = [
        None if settings.is_person(seat) else settings.levels[seat - 1] for seat in range(players)
    ]
    sides = [hand.side_of(seat) for seat in range(players)]
    games = hand_games(over.outcome, sides, levels, hand.side_of(HUMAN))
    if games is None:
        return False
    ratings.rate(players, games)
    return True
