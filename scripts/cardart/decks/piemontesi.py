"""Piemontesi: the French-suited pattern of Piedmont (akin to the Genovesi and Milanesi), and
the easiest deck for a player used to French cards. Quadri, cuori, picche and fiori stand for
denari, coppe, spade and bastoni; the courts are double-ended half figures parted by a level
line (the Fante with a halberd, the Donna with a flower, the Re with a sceptre), the aces of
quadri, picche and fiori sit in an oval garland, and every card has its index in two corners
(J, Q, K for the courts, the letters a player of French cards reads at once)."""

from __future__ import annotations

from .busts import Attire, bust, clip_def, double, fleuron, flower, halberd, staff
from .emblems import laurel
from .frames import divider, edge, index, inner_frame
from .french import PIPS, ink, symbols
from .ink import (
    BLACK,
    BLUE,
    BLUE_DARK,
    BROWN,
    GREEN,
    GREEN_DARK,
    KEY,
    RED,
    STEEL,
    YELLOW,
)
from .model import FRENCH_SUITS, Deck
from .people import cap, crown

SYMBOLS = symbols()
CLIP = "h"
INDEX = {"A": "A", "F": "J", "C": "Q", "R": "K"}
CLOTH = {
    "D": (RED, YELLOW, BLUE),
    "C": (BLUE, RED, YELLOW),
    "S": (BLACK, YELLOW, RED),
    "B": (RED, BLUE, YELLOW),
}


def _corner(rank: str, suit: str) -> str:
    """The index: the rank, and the suit's sign under it, at two corners."""
    return index(INDEX.get(rank, rank), ink(suit), 7, SYMBOLS[suit].use(6.4, 16.4, 5.6))


def _court(rank: str, suit: str) -> str:
    coat, trim, sleeve = CLOTH[suit]
    if rank == "F":
        attire = Attire(
            coat,
            trim,
            sleeve,
            garment="striped",
            hat=lambda h: cap(h.cx, h.cy - h.r * 0.72, h.r * 1.05, trim, None),
        )
        near = halberd((22.4, 41.6), (16.6, 6.8), BROWN, STEEL)
        half = bust(attire, "low", near)
    elif rank == "C":
        attire = Attire(
            trim,
            coat,
            sleeve,
            hair="#3b2412",
            long_hair=True,
            garment="gown",
            collar=None,
            hat=lambda h: crown(h.cx, h.cy - h.r * 1.55, h.r * 1.5),
        )
        near = flower(22.4, 41.6, RED, YELLOW, GREEN_DARK)
        half = bust(attire, "low", near)
    else:
        attire = Attire(
            coat,
            trim,
            sleeve,
            beard="#7a5a34",
            hair="#7a5a34",
            cape=BLUE_DARK,
            garment="robe",
            hat=lambda h: crown(h.cx, h.cy - h.r * 1.95, h.r * 2),
        )
        near = staff((22.4, 41.6), (15.4, 12), YELLOW, YELLOW) + fleuron(15.4, 11, YELLOW)
        half = bust(attire, "low", near)
    return double(half, CLIP) + divider(KEY) + inner_frame(KEY, 3.4, 0.6)


def _numbers(rank: str, suit: str) -> str:
    places, height = PIPS[int(rank)]
    return "".join(SYMBOLS[suit].use(x, y, height, angle) for x, y, angle in places)


def _ace(suit: str) -> str:
    garland = laurel(30, 50, 15, 20, GREEN, GREEN_DARK) if suit != "C" else ""
    return garland + SYMBOLS[suit].use(30, 50, 22)


def face(code: str) -> str:
    """The drawing of one Piemontesi face."""
    rank, suit = code[0], code[1]
    if rank == "A":
        art = _ace(suit)
    elif rank in "FCR":
        art = _court(rank, suit)
    else:
        art = _numbers(rank, suit)
    return edge("#ffffff") + art + _corner(rank, suit)


DECK = Deck(
    ident="piemontesi",
    name="Piemontesi",
    region="Piemonte e Liguria",
    suit_kind="french",
    double_ended=True,
    indices=True,
    suit_names=FRENCH_SUITS,
    defs="".join(s.defs for s in SYMBOLS.values()) + clip_def(CLIP),
    face=face,
    back_ident="rombi-blu",
)
