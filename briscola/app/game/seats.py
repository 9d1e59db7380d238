"""Who sits where: names of the computer players, places around the table, side names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from briscola.i18n import text
from briscola.rules import Rules

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


def seat_name(seat: int, lang: str) -> str:
    """The name shown for a seat: "Tu"/"You"/"Du" for the person, else a first name."""
    return text(lang, "you") if seat == 0 else NAMES[seat]


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


def role(sides: Sequence[int | None], seat: int) -> Role:
    """The person, a partner, an opponent, or unknown (the Chiamata's secret partner)."""
    if seat == 0:
        return "you"
    if sides[seat] is None or sides[0] is None:
        return "unknown"
    return "partner" if sides[seat] == sides[0] else "opponent"


def role_label(sides: Sequence[int | None], seat: int, lang: str) -> str:
    """ "avversario", "compagna"… for a computer seat; empty for the person and the unknown."""
    kind = role(sides, seat)
    if kind in ("you", "unknown"):
        return ""
    gender = "f" if seat in _FEMININE else "m"
    return text(lang, f"role.{kind}.{gender}")


def side_name(sides: Sequence[int | None], side: int, lang: str) -> str:
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
        return seat_name(seats[0], lang)
    *first, last = (seat_name(s, lang) for s in seats)
    return text(lang, "pair", a=", ".join(first), b=last)
