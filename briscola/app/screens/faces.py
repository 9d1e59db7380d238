"""A card as the page shows it: its code (for the picture) and its name in a language."""

from __future__ import annotations

from briscola.engine.cards import Card
from briscola.engine.tuples import NamedTuple
from briscola.i18n import card_name


class CardFace(NamedTuple):
    """A card's code (``"AD"``, its picture ``static/cards.svg#AD``) and its spoken name."""

    code: str
    name: str

    @classmethod
    def of(cls, card: Card, lang: str) -> CardFace:
        """The face of ``card`` with its name in ``lang``.

        >>> CardFace.of(Card.from_code("CB"), "it")
        CardFace(code='CB', name='Cavallo di Bastoni')
        """
        return cls(card.code, card_name(card, lang))
