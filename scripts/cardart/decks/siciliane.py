"""Siciliane: the Sicilian pattern. Spanish-type signs, no corner indices, full-length
figures standing on a ground coloured by rank (red under the Fanti, yellow under the Cavalli,
green under the Re); the Fanti young and long-haired (called "donne" in Sicily), the knights
on grey horses, the kings in long medieval robes; the three of coins struck with the
Trinacria, heads in profile on the two of coins and the middle coin of the five, a ship
under sail on the six of cups, a landscape among the five swords."""

from __future__ import annotations

from .emblems import cross_charge, laurel, shield
from .frames import edge, ground, inner_frame
from .ink import (
    BLUE,
    BLUE_LIGHT,
    BROWN,
    BROWN_DARK,
    GREEN,
    GREEN_DARK,
    KEY,
    RED,
    RED_DARK,
    YELLOW,
    YELLOW_DARK,
    disc,
    shape,
)
from .layouts import spanish
from .model import ITALIAN_SUITS, Deck
from .people import cap, crown, helmet
from .riders import Horse, cavallo
from .spanish import ClubInks, CoinInks, CupInks, SwordInks, club, coin, cup, sword
from .standing import Hold, Look, fante, re_, sceptre
from .vignettes import frame_oval, landscape, profile, ship, trinacria

SYMBOLS = {
    "D": coin("D", CoinInks(rim=YELLOW, field="#f9e7a0", petals=RED, heart=YELLOW_DARK), 8),
    "C": cup("C", CupInks(bowl=BLUE, band=YELLOW, stem=YELLOW, wine=RED)),
    "S": sword("S", SwordInks(blade=BLUE_LIGHT, guard=YELLOW, grip=RED_DARK)),
    "B": club("B", ClubInks(wood=BROWN, knots=BROWN_DARK, cut=YELLOW)),
}
GROUND = {"F": RED, "C": YELLOW, "R": GREEN}
CLOTH = {
    "D": (GREEN, YELLOW, RED, RED),
    "C": (RED, BLUE, YELLOW, BLUE),
    "S": (BLUE, RED, YELLOW, RED),
    "B": (YELLOW, GREEN, RED, GREEN),
}


def _hold(suit: str, rank: str) -> Hold:
    symbol = SYMBOLS[suit]
    if suit in "DC":
        return Hold(symbol, "raise", 12 if suit == "D" else 15)
    if rank == "C":
        return Hold(symbol, "raise", 30)
    return Hold(symbol, "staff", 38)


def _court(rank: str, suit: str) -> str:
    coat, trim, sleeve, hose = CLOTH[suit]
    hold = _hold(suit, rank)
    if rank == "F":
        look = Look(
            coat,
            trim,
            sleeve,
            hose,
            shoe=BROWN_DARK,
            hair="#2a1a0e",
            long_hair=True,
            hat=lambda h: cap(h.cx, h.cy - h.r * 0.7, h.r, RED_DARK, None),
        )
        figure = fante(look, hold)
    elif rank == "C":
        look = Look(
            coat,
            trim,
            sleeve,
            hose,
            hair="#2a1a0e",
            hat=lambda h: helmet(h.cx, h.cy - h.r * 0.45, h.r, "#c9ced4", RED),
        )
        mount = Horse(coat="#aeb4ba", mane="#5d6166", hoof=KEY, cloth=trim, cloth_trim=YELLOW)
        figure = cavallo(look, mount, hold)
    else:
        look = Look(
            coat,
            trim,
            sleeve,
            hose,
            cape=trim,
            beard="#5a4630",
            hair="#5a4630",
            hat=lambda h: crown(h.cx, h.cy - h.r * 1.95, h.r * 2),
        )
        figure = re_(look, hold, sceptre(19.6, 50.5))
    return ground(GROUND[rank]) + figure + inner_frame(KEY, 3, 0.6)


def _coins(count: int) -> str:
    places, height = spanish("D", count)
    symbol = SYMBOLS["D"]
    art = []
    for k, (x, y, _) in enumerate(places):
        art.append(symbol.use(x, y, height))
        device = ""
        if count == 2:
            device = profile(x, y, height * 0.24, YELLOW_DARK)
        elif count == 3 and k == 1:
            device = trinacria(x, y, height * 0.3)
        elif count == 5 and k == 2:
            device = profile(x, y, height * 0.24, YELLOW_DARK)
        if device:
            art.append(disc(x, y, height * 0.31, "#f9e7a0", 0.4) + device)
    return "".join(art)


def _numbers(rank: str, suit: str) -> str:
    count = int(rank)
    if suit == "D":
        return _coins(count)
    symbol = SYMBOLS[suit]
    places, height = spanish(suit, count)
    if suit == "C" and count == 6:
        places = tuple((x, y, 0.0) for y in (24, 76) for x in (16, 30, 44))
    art = "".join(symbol.use(x, y, height, angle) for x, y, angle in places)
    if suit == "C" and count == 6:
        art += frame_oval(30, 50, 13, 9.4, ship(30, 50, 1.05), "v6")
    if suit == "C" and count == 4:
        art += shield(30, 50, 9, RED, cross_charge())
    if suit == "S" and count == 5:
        art = frame_oval(30, 50, 11, 8, landscape(30, 50, 0.95), "v5") + art
    return art


def _ace(suit: str) -> str:
    symbol = SYMBOLS[suit]
    if suit == "D":
        return (
            laurel(30, 50, 20, 24, GREEN, GREEN_DARK)
            + symbol.use(30, 50, 36)
            + disc(30, 50, 6.6, "#f9e7a0", 0.5)
            + trinacria(30, 50, 6)
        )
    if suit == "C":
        return laurel(30, 50, 20, 30, GREEN, GREEN_DARK) + _vase()
    return laurel(30, 50, 20, 34, GREEN, GREEN_DARK) + symbol.use(30, 50, 80)


def _vase() -> str:
    """A two-handled vase on a foot: the ace of cups."""
    return (
        shape("M21.6 34C16 34 14.6 42 20.6 45L21.6 42.4C18.6 41 19.4 37 21.8 37Z", YELLOW, 0.5)
        + shape("M38.4 34C44 34 45.4 42 39.4 45L38.4 42.4C41.4 41 40.6 37 38.2 37Z", YELLOW, 0.5)
        + shape("M22 66C22 63 27 62 28 59H32C33 62 38 63 38 66Z", YELLOW, 0.55)
        + shape("M27.6 52H32.4L32 59.6H28Z", YELLOW, 0.55)
        + shape("M20.4 31.6C18 44 22 52 30 53S42 44 39.6 31.6Z", BLUE, 0.7)
        + shape("M20.2 38Q30 42 39.8 38L39.4 42Q30 46 20.8 42Z", YELLOW, 0.45)
        + tag_oval(30, 31.6, 9.8, 2.2, RED)
    )


def tag_oval(cx: float, cy: float, rx: float, ry: float, fill: str) -> str:
    """An ellipse with the key line (the vase's mouth)."""
    return shape(
        f"M{cx - rx} {cy}A{rx} {ry} 0 1 0 {cx + rx} {cy}A{rx} {ry} 0 1 0 {cx - rx} {cy}Z",
        fill,
        0.6,
    )


def face(code: str) -> str:
    """The drawing of one Siciliane face."""
    rank, suit = code[0], code[1]
    if rank == "A":
        art = _ace(suit)
    elif rank in "FCR":
        art = _court(rank, suit)
    else:
        art = _numbers(rank, suit)
    return edge() + art


DECK = Deck(
    ident="siciliane",
    name="Siciliane",
    region="Sicilia",
    suit_kind="spanish",
    double_ended=False,
    indices=False,
    suit_names=ITALIAN_SUITS,
    defs="".join(s.defs for s in SYMBOLS.values()),
    face=face,
    back_ident="fiori-verdi",
)
