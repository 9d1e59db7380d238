"""Cards of the Italian 40-card deck: suits, ranks, strength, points and short codes."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from briscola.engine.errors import InvalidCardError

SUITS: Final = "DCSB"
"""Suit codes: denari, coppe, spade, bastoni."""

RANKS: Final = "A234567FCR"
"""Rank codes in the deck's natural order (F Fante, C Cavallo, R Re)."""

SUIT_NAMES: Final = {"D": "Denari", "C": "Coppe", "S": "Spade", "B": "Bastoni"}
RANK_NAMES: Final = {
    "A": "Asso",
    "2": "Due",
    "3": "Tre",
    "4": "Quattro",
    "5": "Cinque",
    "6": "Sei",
    "7": "Sette",
    "F": "Fante",
    "C": "Cavallo",
    "R": "Re",
}

# Strength, high to low: A, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2.
_STRENGTH: Final = {r: 10 - i for i, r in enumerate("A3RCF76542")}
_POINTS: Final = {"A": 11, "3": 10, "R": 4, "C": 3, "F": 2}


class Card:
    """One card. Instances are interned: there is exactly one object per code.

    >>> Card.from_code("AD")
    Card.from_code('AD')
    >>> card = Card.from_code("CC")
    >>> str(card), card.points, card.strength, card.name
    ('CC', 3, 7, 'Cavallo di Coppe')
    >>> Card.from_code("3B") is Card.from_code("3B")
    True
    >>> Card.from_code("3B").strength > Card.from_code("RB").strength
    True
    """

    __slots__ = ("code", "rank", "suit", "points", "strength", "index")

    code: str
    rank: str
    suit: str
    points: int
    strength: int
    index: int

    def __new__(cls, code: str) -> Card:
        return cls.from_code(code)

    @classmethod
    def _make(cls, rank: str, suit: str) -> Card:
        card = object.__new__(cls)
        card.code = rank + suit
        card.rank = rank
        card.suit = suit
        card.points = _POINTS.get(rank, 0)
        card.strength = _STRENGTH[rank]
        card.index = SUITS.index(suit) * 10 + RANKS.index(rank)
        return card

    @classmethod
    def from_code(cls, code: str) -> Card:
        """The card with this code, e.g. ``"AD"``; raises :class:`InvalidCardError` otherwise.

        >>> Card.from_code("ZZ")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        briscola.engine.errors.InvalidCardError: not a card code: 'ZZ' ...
        """
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            raise InvalidCardError(
                f"not a card code: {code!r} (rank A 2 3 4 5 6 7 F C R, then suit D C S B)"
            )
        return card

    @property
    def name(self) -> str:
        """Italian name, e.g. ``Asso di Denari``."""
        return f"{RANK_NAMES[self.rank]} di {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.from_code({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.from_code, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __setattr__(self, name: str, value: object) -> None:
        if hasattr(self, "index"):
            raise AttributeError("cards are immutable")
        object.__setattr__(self, name, value)


_BY_CODE: Final[dict[str, Card]] = {}
for _suit in SUITS:
    for _rank in RANKS:
        _card = Card._make(_rank, _suit)
        _BY_CODE[_card.code] = _card

FULL_DECK: Final[tuple[Card, ...]] = tuple(sorted(_BY_CODE.values()))
"""All 40 cards, suit by suit (D, C, S, B), A to Re."""


def cards_from_codes(codes: Iterable[str]) -> list[Card]:
    """Cards for a list of codes; raises :class:`InvalidCardError` on the first bad one.

    >>> cards_from_codes(["AD", "7B"])
    [Card.from_code('AD'), Card.from_code('7B')]
    """
    return [Card.from_code(code) for code in codes]


def codes(cards: Iterable[Card]) -> list[str]:
    """Codes for a list of cards.

    >>> codes(cards_from_codes(["AD", "7B"]))
    ['AD', '7B']
    """
    return [card.code for card in cards]


def total_points(cards: Iterable[Card]) -> int:
    """Sum of card points.

    >>> total_points(FULL_DECK)
    120
    """
    return sum(card.points for card in cards)
