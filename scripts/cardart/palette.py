"""Suits, ranks and the colours of the deck."""

from __future__ import annotations

from dataclasses import dataclass

from briscola.engine.cards import RANK_NAMES as RANK_NAMES
from briscola.engine.cards import RANKS as RANK_CODES
from briscola.engine.cards import SUIT_NAMES as _SUIT_NAMES
from briscola.engine.cards import SUITS as SUIT_CODES

# The deck's own codes and Italian names, from the engine (one place for them).
RANKS = tuple(RANK_CODES)
SUITS = tuple(SUIT_CODES)
SUIT_NAMES = {code: name.lower() for code, name in _SUIT_NAMES.items()}

# Shared colours.
PAPER = "#fcf7ea"
BORDER = "#2b2622"
OUTLINE = "#2b1d12"
GOLD = "#f0bd34"
GOLD_DARK = "#8a5c06"
SKIN = "#f3cfa6"
WOOD = "#9c6534"
WOOD_DARK = "#4d2d12"
RED = "#c42a2f"
RED_DARK = "#6b1116"
STEEL = "#4f7fc4"
STEEL_DARK = "#1c3564"
GREEN = "#3b8a35"


@dataclass(frozen=True)
class Palette:
    """Colours of one suit: ``ink`` for the index, ``main``/``accent`` for clothes."""

    ink: str
    main: str
    dark: str
    light: str
    accent: str


PALETTES = {
    "D": Palette(ink="#9a6300", main="#eab52c", dark="#7a5000", light="#fbefc6", accent="#b8322a"),
    "C": Palette(ink="#b81f2a", main="#cf3035", dark="#6b1116", light="#f8dcd8", accent="#2f62a8"),
    "S": Palette(ink="#1f4e9a", main="#3f70bd", dark="#1c3564", light="#dce7f7", accent="#d6a22c"),
    "B": Palette(ink="#2d7330", main="#3f8c39", dark="#1f4d22", light="#e0eed6", accent="#a5602c"),
}


def codes() -> list[str]:
    """The 40 card codes, rank then suit, suit by suit.

    >>> codes()[:3], len(codes())
    (['AD', '2D', '3D'], 40)
    """
    return [rank + suit for suit in SUITS for rank in RANKS]
