"""The number that stands for each card in the group: a hash of its code, squared.

Plain SRA leaks a card's quadratic residuosity (its Legendre symbol survives every odd
exponent); squaring puts every card in the subgroup of residues, so all cards look alike. The
hash matters too: cards numbered 4, 9, 16... would keep their products (16 = 4 · 4, and so
``E(16) = E(4)²`` under any key), so a seat could pick the cards out of a locked deck;
numbers from a hash have no relation anyone can find.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from briscola.engine.cards import Card
from briscola.network.group import Group

LABEL = b"briscola-network card "


def card_value(group: Group, card: Card) -> int:
    """The subgroup element of ``card``: SHA-256 of the group's name and the card's code,
    stretched to 16 bytes more than ``p``, reduced modulo ``p`` and squared.

    >>> from briscola.network.group import GROUPS
    >>> group = GROUPS["modp1536"]
    >>> value = card_value(group, Card.from_code("AD"))
    >>> group.is_element(value), value == card_value(group, Card.from_code("2D"))
    (True, False)
    """
    seed = LABEL + group.name.encode("ascii") + b" " + card.code.encode("ascii")
    stream = b"".join(
        hashlib.sha256(seed + bytes([block])).digest() for block in range(group.size // 32 + 2)
    )
    root = int.from_bytes(stream[: group.size + 16], "big") % group.p
    return pow(root, 2, group.p)


def deck_values(group: Group, cards: Sequence[Card]) -> tuple[int, ...]:
    """The elements of ``cards``, in their order (the unlocked deck everybody starts from)."""
    return tuple(card_value(group, card) for card in cards)
