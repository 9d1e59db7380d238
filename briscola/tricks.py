"""A completed trick and the rule that decides who wins a trick."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from briscola.cards import Card

Placed = tuple[int, Card]
"""A card on the table and the seat that played it."""


def trick_winner(plays: Sequence[Placed], trump_suit: str | None) -> int:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led.

    A card of another suit never wins, however strong.

    >>> c = Card.from_code
    >>> trick_winner([(0, c("2S")), (1, c("AC"))], "D")  # off-suit Ace does not win
    0
    >>> trick_winner([(0, c("AS")), (1, c("2D"))], "D")  # any trump beats the suit led
    1
    >>> trick_winner([(2, c("RB")), (3, c("3B")), (0, c("7D")), (1, c("FD"))], "D")
    1
    """
    winner, best = plays[0]
    for seat, card in plays[1:]:
        if card.suit == best.suit:
            if card.strength > best.strength:
                winner, best = seat, card
        elif card.suit == trump_suit:
            winner, best = seat, card
    return winner


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: who led, the cards in playing order, who won it and its points."""

    leader: int
    cards: tuple[Placed, ...]
    winner: int
    points: int

    def to_json(self) -> dict[str, Any]:
        """The record's form: ``{"leader", "cards": [{"seat", "card"}], "winner", "points"}``."""
        return {
            "leader": self.leader,
            "cards": [{"seat": seat, "card": card.code} for seat, card in self.cards],
            "winner": self.winner,
            "points": self.points,
        }
