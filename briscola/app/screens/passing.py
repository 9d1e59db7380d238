"""The presenter of the pass screen: at a table of several people, between two people's
turns the hands hide behind it until the next person takes the device."""

from __future__ import annotations

from briscola.app.game.seats import seat_names
from briscola.app.game.session import Session
from briscola.app.screens.table import series_label
from briscola.engine.tuples import NamedTuple
from briscola.i18n import text


class PassModel(NamedTuple):
    """Who takes the device now, and the button that shows them their hand."""

    seat: int
    heading: str
    note: str
    button: str
    series_label: str
    stats_note: str
    """Hands between several people are not counted in the statistics (said once, on the
    first pass of a series)."""


def present_pass(session: Session, seat: int, lang: str) -> PassModel:
    """The pass screen for the person at ``seat``.

    >>> from briscola.setup.settings import Settings
    >>> session = Session.new(Settings(players=4, people=(2,)), 7)
    >>> model = present_pass(session, 2, "it")
    >>> model.heading, model.button
    ('Passa il dispositivo a Giulia', 'Sono Giulia: mostra le mie carte')
    """
    name = seat_names(session.settings, lang)[seat]
    first = session.hand_number == 1 and not session.hand.moves
    return PassModel(
        seat,
        text(lang, "pass.heading", name=name),
        text(lang, "pass.note", name=name),
        text(lang, "pass.go", name=name),
        series_label(session, lang),
        text(lang, "pass.friends") if first else "",
    )
