"""Piacentine: the pattern of Piacenza, Emilia and the centre. Spanish-type signs standing
apart, double-ended courts on a level line, no corner indices; a crowned single-headed eagle
on the ace of coins (the "Polla"), a red-and-white shield on the four of coins, leaves behind
the five of swords, the King of coins holding an axe."""

from __future__ import annotations

from .busts import Attire, bust, clip_def, double, fleuron, rider_half, staff
from .emblems import eagle, laurel, shield, sprig
from .frames import divider, edge, inner_frame
from .ink import (
    BLUE,
    BLUE_LIGHT,
    BROWN,
    BROWN_DARK,
    GREEN,
    GREEN_DARK,
    KEY,
    ORANGE,
    RED,
    STEEL,
    WHITE,
    YELLOW,
    shape,
)
from .layouts import spanish
from .model import ITALIAN_SUITS, Deck
from .people import brimmed_hat, cap, crown
from .spanish import ClubInks, CoinInks, CupInks, SwordInks, club, coin, cup, sword

CLIP = "h"
SYMBOLS = {
    "D": coin("D", CoinInks(rim=YELLOW, field=ORANGE, petals=YELLOW, heart=RED), 6),
    "C": cup("C", CupInks(bowl=YELLOW, band=RED, stem=YELLOW, wine=BLUE)),
    "S": sword("S", SwordInks(blade=BLUE_LIGHT, guard=YELLOW, grip=BLUE)),
    "B": club("B", ClubInks(wood=ORANGE, knots=BROWN_DARK, cut=YELLOW)),
}
CLOTH = {
    "D": (BLUE, RED, YELLOW),
    "C": (RED, YELLOW, BLUE),
    "S": (GREEN, RED, YELLOW),
    "B": (YELLOW, BLUE, RED),
}


def _sign(suit: str) -> str:
    """The suit's sign in the raised far hand of a half figure."""
    symbol = SYMBOLS[suit]
    x, y = 45.4, 19.6
    if suit == "D":
        return symbol.held(x, y, 12)
    if suit == "C":
        return symbol.held(x, y, 15)
    return symbol.held(x, y, 30)


def _axe(at: tuple[float, float]) -> str:
    x, _y = at
    return staff(at, (x - 7, 6), BROWN, BROWN) + shape(
        f"M{x - 7} 7.6C{x - 11} 5 {x - 14} 6 {x - 15} 9C{x - 14} 12 {x - 11} 13 {x - 7} 11Z",
        STEEL,
        0.5,
    )


def _court(rank: str, suit: str) -> str:
    coat, trim, sleeve = CLOTH[suit]
    near_at = (22.4, 41.6)
    if rank == "F":
        attire = Attire(
            coat,
            trim,
            sleeve,
            hair="#6b3f1d",
            garment="striped",
            hat=lambda h: cap(h.cx, h.cy - h.r * 0.72, h.r * 1.05, trim, WHITE),
        )
        half = bust(attire, "high", "", _sign(suit))
    elif rank == "C":
        attire = Attire(
            coat,
            trim,
            sleeve,
            hair="#3b2412",
            hat=lambda h: brimmed_hat(h.cx, h.cy - h.r * 0.72, h.r, trim, YELLOW, WHITE),
        )
        half = rider_half(attire, WHITE if suit in "CB" else BROWN, KEY, _sign(suit))
    else:
        attire = Attire(
            coat,
            trim,
            sleeve,
            beard="#7a5a34",
            hair="#7a5a34",
            cape=trim,
            garment="robe",
            hat=lambda h: crown(h.cx, h.cy - h.r * 1.95, h.r * 2),
        )
        if suit == "D":
            near = _axe(near_at)
        else:
            near = staff(near_at, (15.4, 12), YELLOW, YELLOW) + fleuron(15.4, 11, YELLOW)
        half = bust(attire, "high", near, _sign(suit))
    return double(half, CLIP) + divider(KEY) + inner_frame(KEY, 3, 0.7)


def _numbers(rank: str, suit: str) -> str:
    count = int(rank)
    symbol = SYMBOLS[suit]
    places, height = spanish(suit, count)
    art = ""
    if suit == "D" and count == 4:
        art = shield(30, 50, 11, WHITE, _chequy())
    if suit == "S" and count == 5:
        art = "".join(
            sprig(30 + dx, 50 + dy, a, GREEN, 1.3)
            for dx, dy, a in (
                (-8, 4, -60),
                (8, 4, 60),
                (-8, -4, -120),
                (8, -4, 120),
                (0, 10, 0),
                (0, -10, 180),
            )
        )
    return art + "".join(symbol.use(x, y, height, angle) for x, y, angle in places)


def _chequy() -> str:
    """Red squares on white, for the shield in a 0..1 box."""
    squares = "".join(
        f"M{c / 4} {r / 5}h.25v.2h-.25Z" for r in range(5) for c in range(4) if (r + c) % 2
    )
    return f'<path d="{squares}" fill="{RED}"/>'


def _ace(suit: str) -> str:
    symbol = SYMBOLS[suit]
    if suit == "D":
        return eagle("#3a3330", double=False, crowned=True, breast=symbol.use(30, 46, 13))
    if suit == "C":
        return laurel(30, 50, 20, 30, GREEN, GREEN_DARK) + symbol.use(30, 50, 48)
    return laurel(30, 50, 20, 34, GREEN, GREEN_DARK) + symbol.use(30, 50, 80)


def face(code: str) -> str:
    """The drawing of one Piacentine face."""
    rank, suit = code[0], code[1]
    if rank == "A":
        art = _ace(suit)
    elif rank in "FCR":
        art = _court(rank, suit)
    else:
        art = _numbers(rank, suit)
    return edge() + art


DECK = Deck(
    ident="piacentine",
    name="Piacentine",
    region="Emilia e Centro",
    suit_kind="spanish",
    double_ended=True,
    indices=False,
    suit_names=ITALIAN_SUITS,
    defs="".join(s.defs for s in SYMBOLS.values()) + clip_def(CLIP),
    face=face,
    back_ident="righe",
)
