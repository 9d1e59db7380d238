"""The presenter of the series-end screen: who won the series, and every hand's score."""

from __future__ import annotations

from typing import Literal

from briscola.app.game.seats import people_side, seat_names, side_name, table_sides
from briscola.app.game.session import Session
from briscola.app.screens.table import Tally, wins
from briscola.engine.tuples import NamedTuple
from briscola.i18n import text


class HandLine(NamedTuple):
    """One hand of the series: its number, each side's points, who won it."""

    number: int
    points: tuple[int, ...]
    """Per side, in the order of :attr:`SeriesEndModel.sides`."""
    winner: str
    """The winning side's name (with the cappotto said), or "Patta"."""
    outcome: Literal["won", "lost", "tie"]
    """For the person's side."""


class SeriesEndModel(NamedTuple):
    """Everything the series-end screen shows."""

    outcome: Literal["won", "lost"]
    headline: str
    label: str
    """ "Serie al meglio di 3"."""
    sides: tuple[str, ...]
    mine: int | None
    """The people's side, whose column is marked (None when people play on both sides)."""
    hands: tuple[HandLine, ...]
    wins: tuple[Tally, ...]
    celebrate: bool


def has_series_end(session: Session | None) -> bool:
    """Whether ``session`` ended a series of more than one hand (the screen has something
    to show)."""
    return (
        session is not None
        and session.phase == "series-over"
        and session.series.rules.best_of > 1
        and session.series.winner is not None
    )


def present_series_end(session: Session, lang: str) -> SeriesEndModel:
    """What the series-end screen shows (the series must be over: :func:`has_series_end`)."""
    if not has_series_end(session):
        raise ValueError("the series is not over")
    series = session.series
    rules = series.rules
    sides_of = table_sides(rules)  # a series is never the Chiamata: its sides are fixed
    persons = session.settings.persons()
    mine = people_side(sides_of, persons)
    assert series.winner is not None
    seats = seat_names(session.settings, lang)
    names = tuple(side_name(sides_of, side, lang, seats) for side in range(rules.sides))
    pairs = rules.has_teams
    won = any(sides_of[seat] == series.winner for seat in persons)
    headline = (
        text(lang, "result.series.won" + (".pair" if pairs else ""))
        if series.winner == mine
        else text(lang, "result.series.lost", name=names[series.winner])
    )
    hands = []
    for number, outcome in enumerate(series.outcomes, 1):
        result: Literal["won", "lost", "tie"]
        if outcome.winner is None:
            result, winner = "tie", text(lang, "series_end.tie")
        else:
            result = "won" if any(sides_of[s] == outcome.winner for s in persons) else "lost"
            winner = names[outcome.winner]
            if outcome.cappotto:
                winner = text(lang, "series_end.cappotto", name=winner)
        hands.append(HandLine(number, outcome.side_points, winner, result))
    return SeriesEndModel(
        outcome="won" if won else "lost",
        headline=headline,
        label=text(lang, "result.series", best=rules.best_of),
        sides=names,
        mine=mine,
        hands=tuple(hands),
        wins=wins(session, lang),
        celebrate=won,
    )
