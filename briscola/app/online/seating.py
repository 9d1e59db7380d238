"""A network table's hand as the table screen shows it, from one seat: the settings that name
its seats (drawn with this page's own display choices), and the hand seen from that seat.

The table screen's presenter (``app/screens/table.py``) reads a :class:`NetHand` as it reads
a session on this device. Names come from other devices: they are cleaned for display (the
markup escapes them too) and cut to the length the page shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from briscola.app.online.lobby import NetSeat
from briscola.engine.rules import Rules
from briscola.engine.variants import VARIANTS
from briscola.engine.view import SeatView
from briscola.setup.levels import DEFAULT_LEVEL
from briscola.setup.settings import COMPUTER_SEATS, SEATS, Settings, clean_name

_DISPLAY: Final = (
    "language",
    "show_points",
    "show_tricks",
    "clockwise",
    "sound",
    "pace",
    "counting",
)
"""The settings that are this page's own choices of how to show a table."""


def variant_of(rules: Rules) -> str | None:
    """The variant whose table ``rules`` are, with the options a player may switch; None
    when no table of this page plays them (a network table then refuses them).

    >>> variant_of(Settings(players=2, variant="briscolone").rules())
    'briscolone'
    >>> from briscola.engine.values import replace
    >>> variant_of(replace(Rules.for_table(2), two_beats_ace=True, open_hands=True)) is None
    True
    """
    for name, variant in VARIANTS.items():
        if not variant.plays(rules.players, rules.deck):
            continue
        toggles = {option: getattr(rules, option) for option in variant.toggles_at(rules.players)}
        try:
            settings = Settings(
                players=rules.players, deck=rules.deck, variant=name, best_of=rules.best_of
            ).replace(**toggles)
        except ValueError:
            continue
        if settings.rules() == rules:
            return name
    return None


def shown_name(name: str) -> str:
    """A seat's name as the table shows it: printable, at most 20 characters (never empty).

    >>> shown_name("Anna\\u202eMaria"), shown_name("x" * 30)[-3:]
    ('Anna Maria', 'xxx')
    """
    return clean_name(name) or "?"


def table_settings(
    mine: Settings, rules: Rules, variant: str, seats: Sequence[NetSeat]
) -> Settings:
    """The settings the table screen draws a network table with: its rules, who sits where
    and their names, in this page's own display choices."""
    display = {name: getattr(mine, name) for name in _DISPLAY}
    people = tuple(n for n, seat in enumerate(seats) if n and seat.who != "computer")
    levels = [DEFAULT_LEVEL] * COMPUTER_SEATS
    for n, seat in enumerate(seats):
        if n and seat.level is not None:
            levels[n - 1] = seat.level
    names = [shown_name(seat.name) for seat in seats] + [""] * (SEATS - len(seats))
    toggles = {
        option: getattr(rules, option) for option in VARIANTS[variant].toggles_at(rules.players)
    }
    return Settings(
        players=rules.players,
        deck=rules.deck,
        variant=variant,
        levels=tuple(levels),
        people=people,
        names=tuple(names),
        **display,
    ).replace(**toggles)


class Tally:
    """A single hand's score line: one hand, no wins yet."""

    __slots__ = ("rules", "wins")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.wins: tuple[int, ...] = (0,) * rules.sides


class NetHand:
    """A network table's hand seen from this page's seat, for the table screen."""

    __slots__ = ("_view", "settings", "viewer", "you", "series", "over")

    def __init__(self, settings: Settings, seat: int, view: SeatView, over: bool = False) -> None:
        self.settings = settings
        self.viewer = seat
        self.you: int | None = seat
        self.series = Tally(settings.rules())
        self.over = over
        self._view = view

    @property
    def phase(self) -> str:
        """Whose move it is: this page's person's ("human"), another seat's ("computer"), or
        "hand-over"."""
        if self.over or self._view.current_player is None:
            return "hand-over"
        return "human" if self._view.current_player == self.viewer else "computer"

    @property
    def hand_number(self) -> int:
        """One hand at a time."""
        return 1

    def view(self) -> SeatView:
        """What this page's seat sees."""
        return self._view
