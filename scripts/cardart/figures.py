"""The court cards: Fante (a standing page), Cavallo (a rider on a horse), Re (a crowned king).

Drawn from plain shapes in the 60 x 100 card; clothes take the suit's colours and each figure
holds the suit symbol.
"""

from __future__ import annotations

from .palette import GOLD, OUTLINE, SKIN, Palette
from .svg import tag
from .symbols import Symbol

HAIR = "#5b3414"
SHADOW = tag("ellipse", cx=30, cy=90.5, rx=13, ry=1.8, fill="#000", fill_opacity=0.14)


def _shape(d: str, fill: str, width: float = 0.6, stroke: str = OUTLINE) -> str:
    return tag("path", d=d, fill=fill, stroke=stroke, stroke_width=width, stroke_linejoin="round")


def _face(cx: float, cy: float, r: float) -> str:
    eyes = f"M{cx - r * 0.36:.2f} {cy:.2f}h.01M{cx + r * 0.36:.2f} {cy:.2f}h.01"
    return tag("circle", cx=cx, cy=cy, r=r, fill=SKIN, stroke=OUTLINE, stroke_width=0.5) + tag(
        "path", d=eyes, stroke=OUTLINE, stroke_width=0.9, stroke_linecap="round"
    )


def _hand(x: float, y: float) -> str:
    return tag("circle", cx=x, cy=y, r=1.7, fill=SKIN, stroke=OUTLINE, stroke_width=0.5)


def _held_height(symbol: Symbol, tall: float, round_: float) -> float:
    return tall if symbol.height > 2 * symbol.width else round_


def fante(pal: Palette, symbol: Symbol) -> str:
    """A page in a short tunic and feathered cap, raising the suit symbol."""
    hand = (44.5, 33.5)
    parts = [
        SHADOW,
        _shape("M24.6 62h4.4l-.2 25.4h-4ZM31 62h4.4l-.2 25.4h-4Z", pal.dark),
        _shape("M22.6 89.6c0-2.6 6.4-2.8 6.4 0ZM30.8 89.6c0-2.8 6.4-2.6 6.4 0Z", "#3b2414"),
        _shape("M23.4 36h13.2l4.6 27q-11.2 3.4-22.4 0Z", pal.main),
        tag("path", d="M30 37.5V64.6", stroke=pal.accent, stroke_width=1.4),
        _shape("M21 50.2h18v2.6H21Z", "#5a3a1a", 0.4),
        tag("rect", x=28.9, y=50.4, width=2.2, height=2.2, fill=GOLD),
        _shape("M23.6 37l-3.8 14.4h3.4l3-11.2Z", pal.main),
        _hand(21.5, 52.6),
        _shape("M27 36h6l-3 3.6Z", "#f6f1e4", 0.4),
        symbol.held(*hand, _held_height(symbol, 30, 13)),
        _shape("M35.6 36.6l6.8-5.8 3 2.6-7.6 7Z", pal.main),
        _hand(*hand),
        tag("rect", x=28.5, y=31, width=3, height=5, fill=SKIN, stroke=OUTLINE, stroke_width=0.4),
        _shape("M24.6 30.4c-.6-7.6 11.4-7.6 10.8 0Z", HAIR, 0.4),
        _face(30, 28.8, 4.6),
        _shape("M22.8 25.2c1-4.6 12.6-4.8 14 0-4.4 1.6-9.6 1.6-14 0Z", pal.accent, 0.5),
        _shape("M34.6 22.4c2.6-4.4 6-5.8 8.2-5-3.2 1.2-5.2 3.2-7 6Z", "#f6f1e4", 0.4),
    ]
    return "".join(parts)


def re_(pal: Palette, symbol: Symbol) -> str:
    """A bearded king with a gold crown, long robe and mantle, holding the suit symbol."""
    hand = (44.6, 45)
    parts = [
        SHADOW,
        _shape("M21.4 37.4h17.2l9.2 51.4H12.2Z", pal.accent),
        _shape("M23 37.8h14l5.4 51H17.6Z", pal.main),
        tag("path", d="M30 42V88.6", stroke=GOLD, stroke_width=2.2),
        tag("path", d="M17.8 86.8H42.2", stroke=GOLD, stroke_width=1.6),
        _shape("M22 37.6q8 5.6 16 0v3.4q-8 5.6-16 0Z", "#f8f4ea", 0.5),
        tag(
            "path",
            d="M25 40.8h.1M30 42.6h.1M35 40.8h.1",
            stroke=OUTLINE,
            stroke_width=0.9,
            stroke_linecap="round",
        ),
        _shape("M23.4 40.6c-3 4-3.6 9-3 14.2h3.4c0-4 .6-7.6 2-10.4Z", pal.main),
        _hand(22.2, 56),
        symbol.held(*hand, _held_height(symbol, 32, 13)),
        _shape("M36 39.6c3.6.6 7.4 2.4 9.8 4.6l-2.4 2.6c-2.2-1.8-5-3-7.6-3.4Z", pal.main),
        _hand(*hand),
        _shape("M24.8 29.6c0-8 10.4-8 10.4 0l.4 6h-11.2Z", "#8a8278", 0.4),
        _face(30, 29, 4.6),
        _shape("M25.4 30.6c1 8.6 8.2 8.6 9.2 0-2.4 1.8-6.8 1.8-9.2 0Z", "#ece6d8", 0.5),
        _shape("M24.6 26l-.8-7.6 3 3.4 3.2-5.4 3.2 5.4 3-3.4-.8 7.6Q30 27.2 24.6 26Z", GOLD, 0.5),
        tag("circle", cx=30, cy=24.4, r=1, fill=pal.accent if pal.accent != GOLD else "#b8322a"),
    ]
    return "".join(parts)


def cavallo(pal: Palette, symbol: Symbol) -> str:
    """A rider on a chestnut horse trotting left, raising the suit symbol."""
    horse, mane = "#a8693a", "#3a2210"
    hand = (42.5, 36)
    parts = [
        tag("ellipse", cx=31, cy=90.5, rx=17, ry=1.8, fill="#000", fill_opacity=0.14),
        _shape("M37.6 64h3l.6 24h-3ZM22.4 64h3l-.4 24h-3Z", "#7d4a26"),
        _shape("M44 56c5 2 6 10 3.4 19-1.6-6-2-11-5-15Z", mane, 0.4),
        _shape("M42.6 63h3.2l1.6 24.6h-3.2ZM17.6 62h3.4l.6 9.6-3.4 7.2h-3l3-7.8Z", horse),
        tag(
            "path",
            d="M19.6 78.6h-3.2M47.4 87.6h-3.2M25 88h-3M41.4 88h-3",
            stroke=mane,
            stroke_width=1.4,
        ),
        tag("ellipse", cx=32, cy=61, rx=14, ry=7.8, fill=horse, stroke=OUTLINE, stroke_width=0.6),
        _shape("M20 58c-2.6-6-4.6-10.4-5.4-15.6l6-1.6c1.2 5.2 4.4 9.6 8.4 12.6Z", horse),
        _shape(
            "M15.4 39.6C18.6 38.6 21.4 40.4 21.2 43.4 20.6 46.4 17.2 49.6 14.2 53.2 12.8 55 9.6 "
            "54.6 9.4 52.4 9.2 50.6 11.4 47.4 12.6 44.6 13.2 42.4 13.8 40.4 15.4 39.6Z",
            horse,
        ),
        _shape("M15.4 40.2l.8-4 1.8 3.4Z", horse, 0.4),
        _shape("M16.4 40.2c2.6 7 5.6 11 10.8 14.2l1.4-1.6c-4.6-3.2-7.6-7.6-9.8-13.8Z", mane, 0.4),
        tag(
            "path",
            d="M16.4 43.6h.1M10.8 52.4h.1",
            stroke=OUTLINE,
            stroke_width=1,
            stroke_linecap="round",
        ),
        _shape("M25.4 53.4h15l1 12.4H24.4Z", pal.main),
        tag("path", d="M24.6 64h16.6", stroke=pal.accent, stroke_width=1.6),
        tag(
            "path",
            d="M12.4 50.2L28 46.6M11.6 49.8l5.6-4.4",
            stroke=mane,
            stroke_width=0.5,
            fill="none",
        ),
        _shape("M28.6 40.6h7.2l1.4 13.6h-9.8Z", pal.accent),
        _shape("M29.2 52h4.6l-1 13h-3.4Z", pal.dark),
        _shape("M28.6 64.4h4.2l.6 2.8h-5.6Z", "#3b2414", 0.4),
        _shape("M29.2 42c-1.4 2.2-1.8 4-1.4 5.6l1.4-.6Z", pal.accent),
        _hand(28.2, 47),
        symbol.held(*hand, _held_height(symbol, 28, 12)),
        _shape("M34.8 41.6l6.2-6.2 2.6 2.4-6.8 6.4Z", pal.accent),
        _hand(*hand),
        _face(32.2, 36.4, 4),
        _shape("M27.8 35.4c-.4-6 9-6.6 8.8 0-2.8-1.4-6-1.4-8.8 0Z", pal.main, 0.5),
        _shape("M31.6 30.2l.6-3.4 1 3.4Z", pal.accent, 0.4),
    ]
    return "".join(parts)
