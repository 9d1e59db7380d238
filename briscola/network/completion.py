"""A deal that agrees with what one page knows: the cards it has seen where it saw them, and
every other card somewhere no claim of a seat forbids (a seat that did not follow suit holds
none of the suit led; a seat that signalled "nothing" holds no Ace, 3 or trump). The page's
engine plays the hand on it: every rule that public cards decide, it decides exactly as on
the real deal, and the rules that hidden cards decide are the claims it keeps."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from briscola.engine.cards import Card


def complete(
    deck: Sequence[Card], known: Mapping[int, Card], forbidden: Mapping[int, frozenset[Card]]
) -> list[Card] | None:
    """A card for every position of ``deck``: ``known`` ones as they are, the others from the
    cards not known, none where ``forbidden`` forbids it; None if no such deal exists.

    Positions with a claim on them are matched first (augmenting paths), the rest take the
    cards left in order.

    >>> c = Card.from_code
    >>> deck = [c("AD"), c("2D"), c("AS")]
    >>> complete(deck, {0: c("AS")}, {1: frozenset({c("AD")})})
    [Card.from_code('AS'), Card.from_code('2D'), Card.from_code('AD')]
    >>> complete(deck, {}, {0: frozenset(deck)}) is None
    True
    """
    unseen = [card for card in deck if card not in set(known.values())]
    free = [p for p in range(len(deck)) if p not in known]
    claimed = [p for p in free if forbidden.get(p)]
    owner: dict[Card, int] = {}

    def place(position: int, tried: set[Card]) -> bool:
        for card in unseen:
            if card in tried or card in forbidden.get(position, frozenset()):
                continue
            tried.add(card)
            if card not in owner or place(owner[card], tried):
                owner[card] = position
                return True
        return False

    for position in claimed:
        if not place(position, set()):
            return None
    cards: list[Card | None] = [known.get(p) for p in range(len(deck))]
    for card, position in owner.items():
        cards[position] = card
    rest = iter(card for card in unseen if card not in owner)
    for position in free:
        if cards[position] is None:
            cards[position] = next(rest)
    return [card for card in cards if card is not None]
