"""Where each position of the dealt deck goes: the deal of ``GameState.new``, position by
position (three cards each from the seat after the dealer, one at a time, then the face-up
card, then the stock), so that a deck whose cards are known gives the engine's hand."""

from __future__ import annotations

from collections.abc import Sequence

from briscola.engine.cards import Card
from briscola.engine.rules import Rules
from briscola.engine.state import GameState


def turns_a_card(rules: Rules) -> bool:
    """Whether the deal turns a card face up (not in Briscolone, not at the Chiamata)."""
    return not (rules.no_trump or rules.is_chiamata)


def hand_positions(rules: Rules, dealer: int) -> list[list[int]]:
    """The positions dealt to each seat."""
    n = rules.players
    hands: list[list[int]] = [[] for _ in range(n)]
    for position in range(n * rules.hand_size):
        hands[(dealer + 1 + position) % n].append(position)
    return hands


def stock_positions(rules: Rules) -> list[int]:
    """The stock's positions in drawing order, the face-up card last."""
    dealt = rules.players * rules.hand_size
    if not turns_a_card(rules):
        return list(range(dealt, rules.deck))
    return [*range(dealt + 1, rules.deck), dealt]


def face_up_position(rules: Rules) -> int | None:
    """The position of the card turned face up, or None."""
    return rules.players * rules.hand_size if turns_a_card(rules) else None


def hand_from_cards(rules: Rules, dealer: int, cards: Sequence[Card]) -> GameState:
    """The engine's hand when position ``i`` holds ``cards[i]`` (``GameState.from_deal``
    checks that they are the table's deck)."""
    hands = [[cards[p] for p in positions] for positions in hand_positions(rules, dealer)]
    return GameState.from_deal(rules, dealer, hands, [cards[p] for p in stock_positions(rules)])
