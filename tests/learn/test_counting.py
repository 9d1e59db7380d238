"""The counting aid shows only what the player could have counted."""

from __future__ import annotations

import pytest

from briscola.engine.rules import preset
from briscola.engine.state import GameState
from briscola.learn.counting import MODES, counting_aid, still_out
from tests.learn.hands import played_hand


@pytest.mark.parametrize("name", ["classic-2", "pairs-4", "briscolone-2", "chiamata-5"])
def test_the_grid_is_every_card_neither_held_nor_played(name: str) -> None:
    hand = played_hand(12, rules=preset(name))
    state = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, hand.initial_stock)
    for seat, action in hand.moves:
        view = state.view(seat)
        grid = [c for cards in counting_aid(view, "grid").values() for c in cards]
        assert len(grid) == len(set(grid)) == len(still_out(view))
        assert set(grid) == set(hand.rules.cards) - set(view.hand) - set(view.played_cards())
        key = [c for cards in counting_aid(view, "key").values() for c in cards]
        assert key == [c for c in grid if c.rank in "A3" or c.suit == view.trump_suit]
        by_suit = counting_aid(view, "grid")
        if view.trump_suit in by_suit:  # the trumps come first
            assert next(iter(by_suit)) == view.trump_suit
        state.apply(action, seat)
    last = hand.view(0)
    assert counting_aid(last, "grid") == {} and counting_aid(last, "off") == {}


def test_the_same_view_gives_the_same_aid_whatever_the_hidden_cards() -> None:
    hand = played_hand(13)
    hands = [list(cards) for cards in hand.dealt]
    stock = list(hand.initial_stock)
    hands[1][0], stock[0] = stock[0], hands[1][0]  # the opponent's hidden card exchanged
    other = GameState.from_deal(hand.rules, hand.dealer, hands, stock)
    first = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, hand.initial_stock)
    assert first.view(0).hand == other.view(0).hand and first.dealt != other.dealt
    for mode in MODES:
        assert counting_aid(first.view(0), mode) == counting_aid(other.view(0), mode)


def test_an_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="off, key, grid"):
        counting_aid(played_hand(1).view(0), "all")
