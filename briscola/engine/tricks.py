"""A completed trick and the rule that decides who wins a trick."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from briscola.engine.cards import Card
from briscola.engine.values import value

Placed = tuple[int, Card]
"""A card on the table and the seat that played it."""


def strength(card: Card, trump_suit: str | None, two_beats_ace: bool = False) -> int:
    """A card's strength in play: its rank's, except the 2 of trump con il Due (above the Ace).

    >>> c = Card.from_code
    >>> strength(c("2D"), "D"), strength(c("2D"), "D", True), strength(c("AD"), "D", True)
    (1, 11, 10)
    """
    if two_beats_ace and card.rank == "2" and card.suit == trump_suit:
        return 11
    return card.strength


def beats(card: Card, best: Card, trump_suit: str | None, two_beats_ace: bool = False) -> bool:
    """True if ``card``, played after ``best`` (the trick's best card so far), takes the lead.

    >>> c = Card.from_code
    >>> beats(c("2D"), c("AD"), "D"), beats(c("2D"), c("AD"), "D", True)
    (False, True)
    """
    if card.suit == best.suit:
        return strength(card, trump_suit, two_beats_ace) > strength(best, trump_suit, two_beats_ace)
    return card.suit == trump_suit


def trick_winner(
    plays: Sequence[Placed], trump_suit: str | None, two_beats_ace: bool = False
) -> int:
    """The seat that wins a trick: the highest trump, else the highest card of the suit led.

    A card of another suit never wins, however strong. ``trump_suit`` is None when there is
    no trump (Briscolone); ``two_beats_ace`` makes the 2 of trump the highest (con il Due).

    >>> c = Card.from_code
    >>> trick_winner([(0, c("2S")), (1, c("AC"))], "D")  # off-suit Ace does not win
    0
    >>> trick_winner([(0, c("AS")), (1, c("2D"))], "D")  # any trump beats the suit led
    1
    >>> trick_winner([(2, c("RB")), (3, c("3B")), (0, c("7D")), (1, c("FD"))], "D")
    1
    >>> trick_winner([(0, c("AD")), (1, c("2D"))], "D", two_beats_ace=True)
    1
    """
    winner, best = plays[0]
    for seat, card in plays[1:]:
        if beats(card, best, trump_suit, two_beats_ace):
            winner, best = seat, card
    return winner


def playable(hand: Sequence[Card], trick: Sequence[Placed], follow_suit: bool) -> list[Card]:
    """The cards of ``hand`` that may go on ``trick``: any, or with ``follow_suit`` those of
    the suit led when the hand holds some.

    >>> c = Card.from_code
    >>> playable([c("AD"), c("2S"), c("3S")], [(0, c("4S"))], True)
    [Card.from_code('2S'), Card.from_code('3S')]
    >>> playable([c("AD")], [(0, c("4S"))], True)
    [Card.from_code('AD')]
    """
    if follow_suit and trick:
        led = trick[0][1].suit
        same = [card for card in hand if card.suit == led]
        if same:
            return same
    return list(hand)


@value
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
