"""Every card picture in one SVG, a card per fragment: a page shows ``cards.svg#AD``.

A browser parses an SVG picture as a document of its own, once per file: one file for the
41 pictures is one document, however many cards a table shows. The drawings (40 faces, then
the back) lie on top of each other at the origin, each in a nested ``<svg>`` of one card's
size (clipped to it, as a file of its own would be) whose id is the card's code (or
``back``). The URL's fragment makes that drawing the document's ``:target``, and the file's
one rule hides every other drawing, so a picture lays out and paints one card, not 41 (a
``<view>`` per card in a grid showed the same pixels but laid out and painted the whole
sheet for each card). The suit symbols and the back's lattice are defined once. The root's
viewBox is one card's, so the picture is 3:5.
"""

from __future__ import annotations

from .faces import HEIGHT, WIDTH, Art, back_art, card_art
from .palette import codes
from .svg import document, tag

BACK = "back"
TITLE = "Carte da Briscola"
ONLY_THE_TARGET = "<style>svg>svg:not(:target){display:none}</style>"
"""Every drawing but the one the URL's fragment names is left out of layout and paint."""


def names() -> list[str]:
    """The pictures in the sprite, in order: the 40 codes, then ``back``."""
    return [*codes(), BACK]


def _art(name: str) -> Art:
    return back_art() if name == BACK else card_art(name)


def sprite_svg() -> str:
    """The SVG file of all the cards: its rule, the shared definitions, the drawings."""
    defs: dict[str, None] = {}
    drawings = []
    for name in names():
        art = _art(name)
        defs.setdefault(art.defs)
        body = f"<title>{art.title}</title>{art.body}"
        drawings.append(tag("svg", body, id=name, width=WIDTH, height=HEIGHT))
    body = ONLY_THE_TARGET + tag("defs", "".join(defs)) + "".join(drawings)
    return document(WIDTH, HEIGHT, body, TITLE)
