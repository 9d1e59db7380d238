"""The variants offered on the start screen, and the rule options each one sets.

A variant is one of the variants of docs/rules.md that the page can play; the engine's options
in :class:`briscola.rules.Rules` do the work. The start screen offers only the variants that a
table size allows.

>>> variant_options("due", players=2)
{'two_beats_ace': True}
>>> sorted(variant_options("briscolone", players=2, follow_suit=True))
['follow_suit', 'no_trump', 'swap_seven']
>>> offered(3)
('classic', 'due', 'briscolone', 'a31')
"""

from __future__ import annotations

from typing import Any, Final

from briscola.errors import RulesError

VARIANTS: Final = ("classic", "due", "briscolone", "scoperta", "a31")
"""Every variant the page plays, in the order the start screen lists them."""

_TABLES: Final[dict[str, tuple[int, ...]]] = {
    "classic": (2, 3, 4, 5, 6),  # with 5 players: Briscola Chiamata
    "due": (2, 3, 4),
    "briscolone": (2, 3, 4, 6),
    "scoperta": (2,),
    "a31": (2, 3, 4, 6),
}


def allowed(variant: str, players: int, deck: int = 0) -> bool:
    """Whether ``variant`` can be played by a table of ``players`` with ``deck`` cards.

    Con il Due needs the 2s: not with 36 cards (three players' option, or six players).

    >>> allowed("due", 3, 39), allowed("due", 3, 36)
    (True, False)
    """
    if variant == "due" and deck == 36:
        return False
    return players in _TABLES.get(variant, ())


def offered(players: int, deck: int = 0) -> tuple[str, ...]:
    """The variants a table of ``players`` (with ``deck`` cards) may choose."""
    return tuple(v for v in VARIANTS if allowed(v, players, deck))


def variant_options(
    variant: str, *, players: int, deck: int = 0, follow_suit: bool = False
) -> dict[str, Any]:
    """The :class:`~briscola.rules.Rules` options ``variant`` sets on top of the table's own."""
    if variant not in VARIANTS:
        raise RulesError(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
    if not allowed(variant, players, deck):
        raise RulesError(f"the {variant} variant is not played by this table")
    if variant == "due":
        return {"two_beats_ace": True}
    if variant == "briscolone":
        return {"no_trump": True, "swap_seven": False, "follow_suit": follow_suit}
    if variant == "scoperta":
        return {"open_hands": True}
    if variant == "a31":
        return {"declare_31": True}
    return {}
