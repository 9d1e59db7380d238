"""Suits, ranks and the colours of the deck."""

from __future__ import annotations

from dataclasses import dataclass

RANKS = ("A", "2", "3", "4", "5", "6", "7", "F", "C", "R")
SUITS = ("D", "C", "S", "B")

RANK_NAMES = {
    "A": "Asso",
    "2": "Due",
    "3": "Tre",
    "4": "Quattro",
    "5": "Cinque",
    "6": "Sei",
    "7": "Sette",
    "F": "Fante",
    "C": "Cavallo",
    "R": "Re",
}
SUIT_NAMES = {"D": "denari", "C": "coppe", "S": "spade", "B": "bastoni"}

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
