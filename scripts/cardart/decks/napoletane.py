"""Napoletane: the pattern of Naples and the south. Spanish-type signs, no corner indices,
single-ended figures standing on a ground coloured by suit (yellow coins, red cups, blue
swords, green clubs), a double-headed eagle on the ace of coins, the arms of Savoy on the
four of coins, a mask where the three clubs cross, a Fante of swords holding his sword point
down and a branch."""

from __future__ import annotations

from .emblems import cross_charge, eagle, laurel, mask, shield, sprig
from .frames import edge, ground, inner_frame
from .ink import (
    BLUE,
    BLUE_LIGHT,
    BROWN,
    GREEN,
    GREEN_DARK,
    KEY,
    RED,
    RED_DARK,
    WHITE,
    YELLOW,
)
from .layouts import spanish
from .model import ITALIAN_SUITS, Deck
from .people import brimmed_hat, cap, crown
from .riders import Horse, cavallo
from .spanish import ClubInks, CoinInks, CupInks, SwordInks, club, coin, cup, sword
from .standing import Hold, Look, branch, fante, re_, sceptre

SYMBOLS = {
    "D": coin("D", CoinInks(rim=YELLOW, field="#f7e08a", petals=RED, heart=GREEN)),
    "C": cup("C", CupInks(bowl=RED, band=YELLOW, stem=YELLOW, wine=RED_DARK)),
    "S": sword("S", SwordInks(blade=BLUE_LIGHT, guard=YELLOW, grip=RED)),
    "B": club("B", ClubInks(wood=GREEN, knots=GREEN_DARK, cut=YELLOW)),
}
GROUND = {"D": YELLOW, "C": RED, "S": BLUE, "B": GREEN}
# Each suit's court colours: coat, trim, sleeve, hose.
CLOTH = {
    "D": (RED, YELLOW, BLUE, GREEN),
    "C": (BLUE, RED, YELLOW, RED),
    "S": (YELLOW, BLUE, RED, BLUE),
    "B": (RED, GREEN, YELLOW, GREEN),
}


def _look(suit: str, **more: object) -> Look:
    coat, trim, sleeve, hose = CLOTH[suit]
    return Look(coat=coat, trim=trim, sleeve=sleeve, hose=hose, **more)  # type: ignore[arg-type]


def _hold(suit: str, rank: str) -> Hold:
    symbol = SYMBOLS[suit]
    if suit in "DC":
        return Hold(symbol, "raise", 12 if suit == "D" else 15)
    if suit == "S" and rank == "F":
        return Hold(symbol, "down", 40)
    if rank == "C":
        return Hold(symbol, "raise", 30)
    return Hold(symbol, "staff", 40)


def _court(rank: str, suit: str) -> str:
    hold = _hold(suit, rank)
    if rank == "F":
        look = _look(
            suit,
            long_hair=True,
            hair="#3b2412",
            hat=lambda h: cap(h.cx, h.cy - h.r * 0.7, h.r, CLOTH[suit][1], WHITE),
        )
        other = branch(19.6, 50.5, GREEN) if suit == "S" else None
        figure = fante(look, hold, other)
    elif rank == "C":
        look = _look(
            suit,
            hair="#3b2412",
            hat=lambda h: brimmed_hat(h.cx, h.cy - h.r * 0.7, h.r, CLOTH[suit][1], YELLOW, WHITE),
        )
        mount = Horse(
            coat=WHITE if suit in "DS" else BROWN,
            mane=KEY,
            hoof=KEY,
            cloth=CLOTH[suit][2],
            cloth_trim=CLOTH[suit][1],
        )
        figure = cavallo(look, mount, hold)
    else:
        look = _look(
            suit,
            cape=CLOTH[suit][1],
            beard="#7a5a34",
            hair="#7a5a34",
            hat=lambda h: crown(h.cx, h.cy - h.r * 1.95, h.r * 2),
        )
        figure = re_(look, hold, sceptre(19.6, 50.5))
    return ground(GROUND[suit]) + figure + inner_frame(KEY, 3, 0.6)


def _numbers(rank: str, suit: str) -> str:
    count = int(rank)
    symbol = SYMBOLS[suit]
    if suit == "B" and count == 3:
        # The three clubs cross at a grotesque mask.
        clubs = "".join(symbol.use(30, 50, 62, angle) for angle in (-26, 26, 0))
        return clubs + mask(30, 50, 7, "#f3c79b", GREEN)
    if suit == "D" and count == 4:
        places, height = spanish(suit, count)
        coins = "".join(symbol.use(x, y, height) for x, y, _ in places)
        return coins + shield(30, 50, 10, RED, cross_charge())
    places, height = spanish(suit, count)
    extra = ""
    if suit in "DC" and count == 2:
        extra = sprig(30, 50, 0, GREEN) + sprig(30, 50, 180, GREEN)
    return extra + "".join(symbol.use(x, y, height, angle) for x, y, angle in places)


def _ace(suit: str) -> str:
    symbol = SYMBOLS[suit]
    if suit == "D":
        return eagle("#2b2622", double=True, crowned=False, breast=symbol.use(30, 45, 13))
    if suit == "C":
        return laurel(30, 50, 20, 32, GREEN, GREEN_DARK) + symbol.use(30, 48, 50)
    if suit == "S":
        return laurel(30, 50, 20, 34, GREEN, GREEN_DARK) + symbol.use(30, 50, 80)
    return laurel(30, 50, 20, 34, GREEN, GREEN_DARK) + symbol.use(30, 50, 80)


def face(code: str) -> str:
    """The drawing of one Napoletane face."""
    rank, suit = code[0], code[1]
    if rank == "A":
        art = _ace(suit)
    elif rank in "FCR":
        art = _court(rank, suit)
    else:
        art = _numbers(rank, suit)
    return edge() + art


DECK = Deck(
    ident="napoletane",
    name="Napoletane",
    region="Campania e Sud",
    suit_kind="spanish",
    double_ended=False,
    indices=False,
    suit_names=ITALIAN_SUITS,
    defs="".join(s.defs for s in SYMBOLS.values()),
    face=face,
    back_ident="scozzese",
)
