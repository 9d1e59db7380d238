"""Who sits where: names of the computer players, places around the table, side names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from briscola.engine.rules import Rules
from briscola.i18n import text
from briscola.setup.settings import Settings

Place = Literal["bottom", "left", "top-left", "top", "top-right", "right"]

NAMES: Final = ("", "Marco", "Giulia", "Luca", "Sara", "Paolo")
"""Computer players by seat (seat 0 is the person, called "you" in each language)."""
_FEMININE: Final = frozenset({2, 4})

# Seat 0 is at the bottom; the others follow clockwise (bottom, left, top, right): the
# order of play seen from above, when the next player sits at the person's left.
_CLOCKWISE: Final[dict[int, tuple[Place, ...]]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "left", "top-left", "top-right", "right"),
    6: ("bottom", "left", "top-left", "top", "top-right", "right"),
}
_MIRROR: Final[dict[Place, Place]] = {
    "bottom": "bottom",
    "top": "top",
    "left": "right",
    "right": "left",
    "top-left": "top-right",
    "top-right": "top-left",
}


def places(players: int, clockwise: bool = False) -> tuple[Place, ...]:
    """Where each seat is drawn, in the order of play from the person at the bottom:
    counter-clockwise (the next player at the right, the Italian custom), or clockwise.

    >>> places(3), places(3, clockwise=True)
    (('bottom', 'right', 'left'), ('bottom', 'left', 'right'))
    """
    order = _CLOCKWISE[players]
    return order if clockwise else tuple(_MIRROR[p] for p in order)


def seat_name(seat: int, lang: str, names: Sequence[str] = ()) -> str:
    """The name shown for a seat: ``names[seat]`` when given (:func:`seat_names`), else "Tu"/
    "You"/"Du" for the one person and a first name for the computer."""
    if names:
        return names[seat]
    return text(lang, "you") if seat == 0 else NAMES[seat]


def person_name(settings: Settings, seat: int, lang: str) -> str:
    """A person's name at a table of several people: the one they gave, else the seat's own
    (seat 0, the first person, is "Giocatore 1" / "Player 1" / "Spieler 1").

    >>> person_name(Settings(players=4, people=(2,)), 2, "en")
    'Giulia'
    >>> person_name(Settings(players=4, people=(2,)), 0, "de")
    'Spieler 1'
    """
    return settings.names[seat] or (NAMES[seat] if seat else text(lang, "person.first"))


def seat_names(settings: Settings, lang: str) -> tuple[str, ...]:
    """The name shown for every seat: with one person, "Tu" and the computer's names; at a
    table of several people, everyone by name (the device passes from one to another, so
    no seat is "you").

    >>> seat_names(Settings(players=3), "it")
    ('Tu', 'Marco', 'Giulia')
    >>> seat_names(Settings(players=3, people=(2,), names=("Anna", "", "", "", "", "")), "it")
    ('Anna', 'Marco', 'Giulia')
    """
    if not settings.friends:
        return tuple(seat_name(seat, lang) for seat in range(settings.players))
    return tuple(
        person_name(settings, seat, lang) if settings.is_person(seat) else NAMES[seat]
        for seat in range(settings.players)
    )


Role = Literal["you", "partner", "opponent", "unknown"]


def table_sides(rules: Rules) -> tuple[int | None, ...]:
    """The side of each seat as the rules fix it; None in Briscola Chiamata, where the call
    decides (a hand's view knows more: ``SeatView.side_of``).

    >>> table_sides(Rules(players=4)), table_sides(Rules.for_table(5, swap_seven=False))
    ((0, 1, 0, 1), (None, None, None, None, None))
    """
    if rules.is_chiamata:
        return (None,) * rules.players
    return tuple(rules.side_of(seat) for seat in range(rules.players))


def role(sides: Sequence[int | None], seat: int, me: int = 0) -> Role:
    """The person at ``me``, or for them a partner, an opponent, or unknown (the Chiamata's
    secret partner)."""
    if seat == me:
        return "you"
    if sides[seat] is None or sides[me] is None:
        return "unknown"
    return "partner" if sides[seat] == sides[me] else "opponent"


def role_label(
    sides: Sequence[int | None], seat: int, lang: str, me: int = 0, *, named: bool = False
) -> str:
    """ "avversario", "compagna"… for another seat than ``me``; empty for ``me`` and the
    unknown. A seat ``named`` by the person who sits there (whose gender the page does not
    know) gets words without one: "con te", "contro di te".

    >>> sides = table_sides(Rules(players=4))
    >>> role_label(sides, 2, "it"), role_label(sides, 2, "it", named=True)
    ('compagna', 'con te')
    """
    kind = role(sides, seat, me)
    if kind in ("you", "unknown"):
        return ""
    gender = "n" if named else "f" if seat in _FEMININE else "m"
    return text(lang, f"role.{kind}.{gender}")


def side_name(sides: Sequence[int | None], side: int, lang: str, names: Sequence[str] = ()) -> str:
    """A scoring side: a seat's name, a pair's two names (4 players) or a team's three (6).

    >>> side_name(table_sides(Rules(players=4)), 0, "it")
    'Tu e Giulia'
    >>> side_name(table_sides(Rules(players=4)), 1, "en")
    'Marco & Luca'
    >>> side_name(table_sides(Rules.for_table(6)), 0, "it")
    'Tu, Giulia e Sara'
    """
    seats = [seat for seat, of in enumerate(sides) if of == side]
    if len(seats) == 1:
        return seat_name(seats[0], lang, names)
    *first, last = (seat_name(s, lang, names) for s in seats)
    return text(lang, "pair", a=", ".join(first), b=last)


def people_side(sides: Sequence[int | None], persons: Sequence[int]) -> int | None:
    """The side every person at the table plays on; None when they play on different sides
    (or a side is not known yet).

    >>> people_side((0, 1, 0, 1), (0, 2)), people_side((0, 1, 0, 1), (0, 1))
    (0, None)
    """
    found = {sides[seat] for seat in persons}
    return found.pop() if len(found) == 1 else None
