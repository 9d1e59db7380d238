"""Trevigiane (Trevisane, Venete): the pattern of Treviso, Venice and the north-east.
Italian-type signs, the coins half blue and half yellow, double-ended courts, the card's value
(1 to 7, then 8, 9 and 10 for the courts) at the top left and, turned, at the bottom right;
a motto on a scroll on every ace, the bearded Fante of swords holding a head, the King of
batons holding the city's shield, a dog beside the Fante of cups."""

from __future__ import annotations

from ..pips import ROUND
from .busts import Attire, bust, clip_def, double, fleuron, rider_half, staff
from .emblems import scroll, shield, sprig
from .frames import divider, edge, index, inner_frame
from .ink import (
    BLUE,
    BLUE_DARK,
    BLUE_LIGHT,
    BROWN,
    GREEN,
    KEY,
    RED,
    RED_DARK,
    WHITE,
    YELLOW,
    disc,
    line,
    shape,
)
from .model import ITALIAN_SUITS, Deck
from .northern import (
    BatonInks,
    BladeInks,
    CoinInks,
    CupInks,
    baton,
    batons,
    coin,
    cup,
    sabre,
    sabres,
)
from .people import Head, brimmed_hat, cap, crown, head

CLIP = "h"
COIN = coin("D", CoinInks(left=BLUE, right=YELLOW, ring=RED, flower=WHITE, heart=RED))
CUP = cup("C", CupInks(body=YELLOW, band=BLUE, foot=RED))
BLADE = BladeInks(blade=BLUE_LIGHT, hilt=YELLOW, grip=RED)
BATON = BatonInks(shaft=RED, band=YELLOW, knob=BLUE)
VALUE = {"A": "1", "F": "8", "C": "9", "R": "10"}
INK = {"D": BLUE_DARK, "C": RED_DARK, "S": BLUE_DARK, "B": RED_DARK}
MOTTO = {
    "D": ("NON VAL SAPER", "A CHI HA FORTUNA CONTRA"),
    "C": ("PER UN PUNTO", "MARTIN PERSE LA CAPA"),
    "S": ("NON TI FIDAR DI ME", "SE IL COR TI MANCA"),
    "B": ("SE TI PERDI", "TUO DANNO"),
}
CLOTH = {
    "D": (BLUE, YELLOW, RED),
    "C": (RED, BLUE, YELLOW),
    "S": (YELLOW, RED, BLUE),
    "B": (BLUE, RED, YELLOW),
}


def _sign(suit: str) -> str:
    x, y = 45.4, 19.6
    if suit == "D":
        return COIN.held(x, y, 12)
    if suit == "C":
        return CUP.held(x, y, 15)
    if suit == "S":
        return sabre((x, y + 2), (x - 5, y - 15), -3, BLADE, 2.4)
    return baton((x + 1.4, y + 5), (x - 2.6, y - 15), BATON, 2.2)


def _dog(x: float, y: float) -> str:
    """A small dog sitting beside the Fante of cups."""
    return (
        shape(f"M{x} {y}c0-5 2-8 5-8s5 2 5 8Z", WHITE, 0.5)
        + shape(f"M{x + 6} {y - 7}c0-3 1.6-5 3.6-5 2 0 3 1.6 3 3.6l-1 1.6-2.6.4Z", WHITE, 0.5)
        + shape(f"M{x + 7.4} {y - 11.4}l-1.4 3 2.4-.4Z", BROWN, 0.4)
        + line(f"M{x + 9.6} {y - 9.6}h.1", KEY, 0.8)
    )


def _court(rank: str, suit: str) -> str:
    coat, trim, sleeve = CLOTH[suit]
    near_at = (22.4, 41.6)
    if rank == "F":
        beard = "#4a3020" if suit == "S" else None
        attire = Attire(
            coat,
            trim,
            sleeve,
            hair="#4a3020",
            beard=beard,
            hat=lambda h: cap(h.cx, h.cy - h.r * 0.72, h.r * 1.05, trim, WHITE),
        )
        near = ""
        if suit == "S":
            near = head(Head(20.4, 45.4, 3.4, hair="#4a3020", beard="#4a3020"))
        if suit == "C":
            near = _dog(12, 49)
        half = bust(attire, "high", near, _sign(suit))
    elif rank == "C":
        attire = Attire(
            coat,
            trim,
            sleeve,
            hair="#3b2412",
            garment="quartered",
            hat=lambda h: brimmed_hat(h.cx, h.cy - h.r * 0.72, h.r, trim, YELLOW, WHITE),
        )
        half = rider_half(attire, BROWN if suit in "DS" else WHITE, KEY, _sign(suit))
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
        if suit == "B":
            near = shield(20.6, 42, 9, WHITE, f'<path d="M0 .34H1V.5H0Z" fill="{RED}"/>')
        else:
            near = staff(near_at, (15.4, 12), YELLOW, YELLOW) + fleuron(15.4, 11, YELLOW)
        half = bust(attire, "high", near, _sign(suit))
    return double(half, CLIP) + divider(KEY) + inner_frame(KEY, 3, 0.7)


def _numbers(rank: str, suit: str) -> str:
    count = int(rank)
    if suit == "S":
        return sabres(count, BLADE)
    if suit == "B":
        return batons(count, BATON)
    places, height = ROUND[count]
    symbol = COIN if suit == "D" else CUP
    size = height * (1.15 if suit == "D" else 1.3)
    art = "".join(symbol.use(x, y, size) for x, y, _ in places)
    if count in (2, 4):
        art = sprig(30, 50, 90, GREEN) + sprig(30, 50, -90, GREEN) + art
    return art


def _motto(suit: str) -> str:
    first, second = MOTTO[suit]
    return scroll(29, 76.4, 42, first, INK[suit]) + scroll(29, 83.6, 42, second, INK[suit])


def _ace(suit: str) -> str:
    if suit == "D":
        art = COIN.use(30, 38, 40) + shape("M30 31.4A6.6 6.6 0 1 0 30.01 31.4Z", WHITE, 0.6)
    elif suit == "C":
        art = CUP.use(30, 38, 52) + _faces(30, 39)
    elif suit == "S":
        art = sabre((30, 66), (28, 8), -3, BLADE, 5) + disc(30, 69.6, 2, YELLOW, 0.5)
    else:
        art = baton((30, 10), (30, 70), BATON, 6) + _rooster(40, 68)
    return art + _motto(suit)


def _faces(cx: float, cy: float) -> str:
    """Two small faces looking out from the cup's belly."""
    return head(Head(cx - 4.4, cy, 2.6, hair="#7a5a34")) + head(
        Head(cx + 4.4, cy, 2.6, hair="#7a5a34")
    )


def _rooster(x: float, y: float) -> str:
    """A rooster at the foot of the ace of batons."""
    return (
        shape(f"M{x - 5} {y}c0-4 3-6 6-6 1 0 2-2 2-4 1 0 2 1 2 2l-1 2c0 3-1 6-4 6Z", WHITE, 0.5)
        + shape(f"M{x - 5} {y - 1}c-3-1-4-4-3-7 1 2 2 3 4 3Z", GREEN, 0.45)
        + shape(f"M{x + 2.4} {y - 10}l.6-1.6.8 1 .8-1.2.4 2Z", RED, 0.35)
        + shape(f"M{x + 5} {y - 8}l1.6.6-1.4.6Z", YELLOW, 0.3)
        + line(f"M{x - 1} {y}v2.4M{x + 1} {y}v2.4", YELLOW, 0.7)
    )


def face(code: str) -> str:
    """The drawing of one Trevigiane face."""
    rank, suit = code[0], code[1]
    if rank == "A":
        art = _ace(suit)
    elif rank in "FCR":
        art = _court(rank, suit)
    else:
        art = _numbers(rank, suit)
    value = VALUE.get(rank, rank)
    return edge() + art + index(value, INK[suit], 6.4)


DECK = Deck(
    ident="trevigiane",
    name="Trevigiane",
    region="Veneto e Friuli",
    suit_kind="northern",
    double_ended=True,
    indices=True,
    suit_names=ITALIAN_SUITS,
    defs=COIN.defs + CUP.defs + clip_def(CLIP),
    face=face,
    back_ident="rombi-rossi",
)
