"""Bergamasche: the pattern of Bergamo. Italian-type signs (curved swords meeting in ovals,
long batons crossing), double-ended courts cut by a slightly tilted line, no corner indices;
the ace of batons held up by a hand with the word VINCERAI on a scroll, Cupid on the ace of
cups, a crown over the three of swords, a woman's face among the four swords (the "Margì"),
the Fante of swords with a second sword whose hilt alone shows."""

from __future__ import annotations

from ..pips import ROUND
from .busts import Attire, bust, clip_def, double, rider_half, staff
from .emblems import laurel, scroll, sprig
from .frames import divider, edge, inner_frame
from .ink import (
    BLUE,
    BLUE_LIGHT,
    BROWN,
    FLESH,
    GREEN,
    GREEN_DARK,
    KEY,
    ORANGE,
    RED,
    RED_DARK,
    STEEL,
    WHITE,
    YELLOW,
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

SLOPE = 6
CLIP = "h"
COIN = coin("D", CoinInks(left=YELLOW, right=YELLOW, ring=RED, flower=ORANGE, heart=RED))
CUP = cup("C", CupInks(body=RED, band=YELLOW, foot=YELLOW))
BLADE = BladeInks(blade=BLUE_LIGHT, hilt=YELLOW, grip=RED)
BATON = BatonInks(shaft=GREEN, band=RED, knob=YELLOW)
CLOTH = {
    "D": (RED, YELLOW, BLUE),
    "C": (BLUE, RED, YELLOW),
    "S": (YELLOW, BLUE, RED),
    "B": (GREEN, RED, YELLOW),
}


def _sign(suit: str, at: tuple[float, float], high: bool) -> str:
    """The suit's sign as a half figure holds it at the hand ``at``."""
    x, y = at
    if suit == "D":
        return COIN.held(x, y, 11)
    if suit == "C":
        return CUP.held(x, y, 14)
    if suit == "S":
        return sabre((x, y + 2), (x - 4, y - 20), -3, BLADE, 2.2)
    return baton((x + 1.6, y + 6), (x - 2.4, y - 20), BATON, 2)


def _court(rank: str, suit: str) -> str:
    coat, trim, sleeve = CLOTH[suit]
    if rank == "F":
        attire = Attire(
            coat,
            trim,
            sleeve,
            hair="#6b3f1d",
            garment="quartered",
            hat=lambda h: cap(h.cx, h.cy - h.r * 0.72, h.r * 1.05, trim, WHITE),
        )
        near = ""
        if suit == "S":
            # The second sword: only its hilt shows above the near hand.
            near = sabre((24.6, 46), (22, 36), 0.5, BLADE, 2)
        half = bust(attire, "high", near, _sign(suit, (42.6, 24.4), True))
    elif rank == "C":
        attire = Attire(
            coat,
            trim,
            sleeve,
            hair="#3b2412",
            garment="striped",
            hat=lambda h: brimmed_hat(h.cx, h.cy - h.r * 0.72, h.r, trim, YELLOW, None),
        )
        half = rider_half(
            attire, WHITE if suit in "DS" else BROWN, KEY, _sign(suit, (42.6, 24.4), True)
        )
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
        near = staff((24.6, 43.4), (14.6, 12), YELLOW, YELLOW)
        half = bust(attire, "high", near, _sign(suit, (42.6, 24.4), True))
    return (
        double(half, CLIP)
        + divider(KEY, SLOPE)
        + inner_frame(KEY, 3, 0.7)
        + inner_frame(RED, 4.2, 0.5)
    )


def _round(suit: str, count: int) -> str:
    places, height = ROUND[count]
    symbol = COIN if suit == "D" else CUP
    size = height * (1.2 if suit == "D" else 1.35)
    art = "".join(symbol.use(x, y, size) for x, y, _ in places)
    if count in (2, 4, 6):
        art = sprig(30, 50, 90, GREEN) + sprig(30, 50, -90, GREEN) + art
    return art


def _numbers(rank: str, suit: str) -> str:
    count = int(rank)
    if suit in "DC":
        return _round(suit, count)
    if suit == "S":
        art = sabres(count, BLADE)
        if count == 3:
            art += crown(30, 3.8, 9)
        if count == 4:
            art += _margi()
        if count in (2, 6):
            art += sprig(30, 56, 0, GREEN, 1.1) + sprig(30, 44, 180, GREEN, 1.1)
        return art
    return batons(count, BATON)


def _margi() -> str:
    """The woman's face among the four swords."""
    return head(Head(30, 50, 4.2, hair="#3b2412", long_hair=True)) + shape(
        "M25.6 47.6C26 43.6 34 43.6 34.4 47.6C32 46.2 28 46.2 25.6 47.6Z", RED, 0.4
    )


def _cupid() -> str:
    """Cupid, blindfolded, drawing his bow over a great cup."""
    body = (
        shape("M24 20C21 16 18 16 16 18 18.6 19 20 21 22 22.4Z", WHITE, 0.45)
        + shape("M36 20C39 16 42 16 44 18 41.4 19 40 21 38 22.4Z", WHITE, 0.45)
        + shape("M26 19.6C27 17.6 33 17.6 34 19.6L34.6 28C33 30 27 30 25.4 28Z", FLESH, 0.55)
        + line("M27.4 28.4L26.4 34.6M32.6 28.4L33.6 34.6", KEY, 2.4)
        + line("M27.4 28.4L26.4 34.6M32.6 28.4L33.6 34.6", FLESH, 1.4)
        + head(Head(30, 14.6, 3.6, hair="#d9a441"))
        + line("M26.6 14.2H33.4", WHITE, 1.3)
        + line("M26.6 14.2H33.4", KEY, 0.2)
        + line("M20.4 12.4Q17 20 21 27.4", BROWN, 0.9)
        + line("M20.4 12.4L21 27.4", KEY, 0.25)
        + line("M21 20.2H34", KEY, 0.5)
        + shape("M18.6 20.2l2.4-1.2v2.4Z", STEEL, 0.3)
    )
    return CUP.use(30, 62, 46) + body


def _ace(suit: str) -> str:
    if suit == "D":
        ring = laurel(30, 50, 20, 22, GREEN, GREEN_DARK)
        return ring + COIN.use(30, 50, 34) + shape("M30 40.6A9.4 9.4 0 1 0 30.01 40.6Z", WHITE, 0.6)
    if suit == "C":
        return _cupid()
    if suit == "S":
        return (
            sabre((30, 80), (27, 8), -4, BLADE, 5)
            + _hand_from_below(30, 84)
            + laurel(30, 52, 18, 30, GREEN, GREEN_DARK)
        )
    return (
        baton((30, 8), (30, 86), BATON, 6)
        + _hand_from_below(30, 86)
        + scroll(30, 42, 36, "VINCERAI", RED_DARK)
    )


def _hand_from_below(x: float, y: float) -> str:
    """A hand and cuff rising from the foot of the card, gripping what stands above it."""
    return (
        shape(f"M{x - 4} 96V{y + 3}C{x - 4} {y} {x + 4} {y} {x + 4} {y + 3}V96Z", BLUE, 0.55)
        + shape(f"M{x - 4.4} {y + 4}H{x + 4.4}V{y + 6}H{x - 4.4}Z", WHITE, 0.45)
        + shape(
            f"M{x - 3.4} {y + 3}C{x - 4.6} {y - 1} {x - 2.6} {y - 4} {x} {y - 4}"
            f"C{x + 2.6} {y - 4} {x + 4.4} {y - 1} {x + 3.4} {y + 3}Z",
            FLESH,
            0.5,
        )
        + line(f"M{x - 2.6} {y - 2}h5.2M{x - 2.8} {y}h5.6", KEY, 0.4)
    )


def face(code: str) -> str:
    """The drawing of one Bergamasche face."""
    rank, suit = code[0], code[1]
    if rank == "A":
        art = _ace(suit)
    elif rank in "FCR":
        art = _court(rank, suit)
    else:
        art = _numbers(rank, suit)
    return edge() + art


DECK = Deck(
    ident="bergamasche",
    name="Bergamasche",
    region="Bergamo e Lombardia orientale",
    suit_kind="northern",
    double_ended=True,
    indices=False,
    suit_names=ITALIAN_SUITS,
    defs=COIN.defs + CUP.defs + clip_def(CLIP, SLOPE),
    face=face,
    back_ident="fiori-rossi",
)
