"""A regional deck: what it is called, how it names its suits, and how it draws each card."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..faces import HEIGHT, WIDTH, Art
from ..palette import RANK_NAMES, codes
from ..sprite import BACK, ONLY_THE_TARGET
from ..svg import document, tag
from .backs import BACKS

ITALIAN_SUITS = {"D": "denari", "C": "coppe", "S": "spade", "B": "bastoni"}
FRENCH_SUITS = {"D": "quadri", "C": "cuori", "S": "picche", "B": "fiori"}
"""The French-suited deck's suits, by the code of the Italian suit each one stands for."""


SUIT_KINDS = ("spanish", "northern", "french")
"""The three families of signs: Spanish-type (straight swords, knobbly clubs, apart),
northern Italian (curved swords and long batons crossing), French."""


@dataclass(frozen=True)
class Deck:
    """One pattern: its id (the sprite's file name), its name, the region it comes from, its
    kind of signs, whether its courts are double-ended and whether it prints corner indices,
    its suits' Italian names, the definitions its drawings share, a drawing for each face and
    the back it comes with (``back_ident``, one of the backs a player may choose)."""

    ident: str
    name: str
    region: str
    suit_kind: str
    double_ended: bool
    indices: bool
    suit_names: dict[str, str]
    defs: str
    face: Callable[[str], str]
    back_ident: str

    def art(self, name: str) -> Art:
        """The drawing of a card code (``"AD"``) or of ``"back"``, with its Italian title."""
        if name == BACK:
            return Art(self.defs, BACKS[self.back_ident](), "Dorso")
        title = f"{RANK_NAMES[name[0]]} di {self.suit_names[name[1]]}"
        return Art(self.defs, self.face(name), title)

    def sprite_svg(self) -> str:
        """Every card of the deck in one SVG, shown a card at a time by the URL's fragment,
        built as the default deck's sprite is (``cardart.sprite``)."""
        drawings = []
        for name in [*codes(), BACK]:
            art = self.art(name)
            body = f"<title>{art.title}</title>{art.body}"
            drawings.append(tag("svg", body, id=name, width=WIDTH, height=HEIGHT))
        body = ONLY_THE_TARGET + tag("defs", self.defs) + "".join(drawings)
        return document(WIDTH, HEIGHT, body, f"Carte {self.name}")
