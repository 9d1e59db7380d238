"""Every card picture in one SVG: a ``<view>`` per card, so that a page shows ``cards.svg#AD``.

A browser parses an SVG picture as a document of its own, once per file: one file for the
41 pictures is one document, however many cards a table shows. The drawings (40 faces,
then the back) sit in a grid, each in a nested ``<svg>`` of one card's size (clipped to it,
as a file of its own would be) and a gap apart, so no stroke of a neighbour reaches into a
card's view. Each view's id is the card's code (or ``back``); the suit symbols and the
back's lattice are defined once. The root's viewBox is one card's, so the picture is 3:5
whichever view it shows.
"""

from __future__ import annotations

from .faces import HEIGHT, WIDTH, Art, back_art, card_art
from .palette import codes
from .svg import document, num, tag

BACK = "back"
COLUMNS = 10
GAP = 10
TITLE = "Carte da Briscola"


def names() -> list[str]:
    """The pictures in the sprite, in order: the 40 codes, then ``back``."""
    return [*codes(), BACK]


def origin(index: int) -> tuple[int, int]:
    """Where the ``index``-th picture's box starts in the sprite."""
    row, column = divmod(index, COLUMNS)
    return column * (WIDTH + GAP), row * (HEIGHT + GAP)


def _art(name: str) -> Art:
    return back_art() if name == BACK else card_art(name)


def sprite_svg() -> str:
    """The SVG file of all the cards: its views, the shared definitions, the drawings."""
    defs: dict[str, None] = {}
    views, drawings = [], []
    for index, name in enumerate(names()):
        art = _art(name)
        defs.setdefault(art.defs)
        x, y = origin(index)
        box = f"{num(x)} {num(y)} {num(WIDTH)} {num(HEIGHT)}"
        views.append(tag("view", id=name, viewBox=box))
        body = f"<title>{art.title}</title>{art.body}"
        drawings.append(tag("svg", body, x=x, y=y, width=WIDTH, height=HEIGHT))
    body = tag("defs", "".join(defs)) + "".join(views) + "".join(drawings)
    return document(WIDTH, HEIGHT, body, TITLE)
