"""The deal: first dealer by lot, three cards each one at a time, the face-up trump."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any

import pytest

from briscola import GameState, InvalidStateError, Rules

from .helpers import TABLES, card, cards, table_id


class UnshuffledRandom(random.Random):
    """A random source whose shuffle leaves the deck in deck order (AD 2D 3D ... RB)."""

    def shuffle(self, x: MutableSequence[Any]) -> None:
        pass


def codes_of(hand: list[Any]) -> str:
    return " ".join(c.code for c in hand)


def test_two_players_deal_one_card_at_a_time_from_the_player_after_the_dealer() -> None:
    # Deck order AD 2D 3D 4D 5D 6D 7D ...; dealer 0, so seat 1 receives first.
    state = GameState.new(Rules(players=2), UnshuffledRandom(), dealer=0)
    assert codes_of(state.hands[1]) == "AD 3D 5D"
    assert codes_of(state.hands[0]) == "2D 4D 6D"
    # The next card (7D) is turned face up: trump is denari; it lies under the stock.
    assert state.trump_card == card("7D") == state.face_up
    assert state.trump_suit == "D"
    assert state.stock[-1] == card("7D")
    assert state.stock[0] == card("FD")  # the first card drawn is the one after the face-up
    assert state.stock_left == 34
    assert state.current_player == 1  # the player after the dealer leads


def test_three_players_deal_without_the_two_of_denari() -> None:
    # 39-card deck order: AD 3D 4D 5D 6D 7D FD CD RD AC ...; dealer 1, so seat 2 first.
    state = GameState.new(Rules.for_table(3), UnshuffledRandom(), dealer=1)
    assert codes_of(state.hands[2]) == "AD 5D FD"
    assert codes_of(state.hands[0]) == "3D 6D CD"
    assert codes_of(state.hands[1]) == "4D 7D RD"
    assert state.trump_card == card("AC")
    assert state.trump_suit == "C"
    assert state.stock_left == 30
    assert state.current_player == 2


def test_three_players_36_cards() -> None:
    # No 2s: AD 3D 4D 5D 6D 7D FD CD RD AC 3C ...; dealer 2, so seat 0 first.
    state = GameState.new(Rules.for_table(3, deck=36), UnshuffledRandom(), dealer=2)
    assert codes_of(state.hands[0]) == "AD 5D FD"
    assert state.trump_card == card("AC")
    assert state.stock_left == 27
    assert card("2C") not in state.stock


def test_four_players_deal() -> None:
    # Dealer 3, so seat 0 first: AD 2D 3D 4D | 5D 6D 7D FD | CD RD AC 2C, face-up 3C.
    state = GameState.new(Rules(players=4), UnshuffledRandom(), dealer=3)
    assert [codes_of(h) for h in state.hands] == ["AD 5D CD", "2D 6D RD", "3D 7D AC", "4D FD 2C"]
    assert state.trump_card == card("3C")
    assert state.stock_left == 28
    assert state.current_player == 0


@pytest.mark.parametrize("rules", TABLES, ids=table_id)
def test_everyone_gets_three_and_the_player_after_the_dealer_leads(rules: Rules) -> None:
    for dealer in range(rules.players):
        state = GameState.new(rules, random.Random(dealer), dealer)
        assert state.dealer == dealer
        assert [len(h) for h in state.hands] == [3] * rules.players
        assert state.current_player == state.leader == (dealer + 1) % rules.players
        assert state.stock_left == rules.deck - 3 * rules.players
        assert state.face_up is not None and state.face_up.suit == state.trump_suit
        assert state.tricks == [] and state.trick == [] and not state.is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_dealer_is_drawn_by_lot(players: int) -> None:
    rules = Rules.for_table(players)
    dealers = [GameState.new(rules, random.Random(seed)).dealer for seed in range(60)]
    assert set(dealers) == set(range(players))


def test_the_same_seed_gives_the_same_deal() -> None:
    for rules in TABLES:
        a = GameState.new(rules, random.Random(42))
        b = GameState.new(rules, random.Random(42))
        assert a == b
        assert a.dealt == b.dealt and a.initial_stock == b.initial_stock
    c = GameState.new(Rules(), random.Random(43))
    assert c.initial_stock != GameState.new(Rules(), random.Random(42)).initial_stock


def test_from_deal_keeps_the_given_cards() -> None:
    hands = [cards("AD 2D 3D"), cards("4D 5D 6D")]
    stock = [c for c in Rules().cards if c not in hands[0] + hands[1]]
    state = GameState.from_deal(Rules(), 1, hands, stock)
    assert state.hands == hands
    assert state.stock == stock
    assert state.trump_card == stock[-1] == card("RB")
    assert state.trump_suit == "B"
    assert state.current_player == 0


def _valid_deal() -> tuple[list[list[Any]], list[Any]]:
    hands = [cards("AD 2D 3D"), cards("4D 5D 6D")]
    return hands, [c for c in Rules().cards if c not in hands[0] + hands[1]]


@pytest.mark.parametrize("dealer", [-1, 2, True, "0", None])
def test_from_deal_rejects_a_dealer_that_is_not_a_seat(dealer: Any) -> None:
    hands, stock = _valid_deal()
    with pytest.raises(InvalidStateError, match="dealer must be a seat from 0 to 1"):
        GameState.from_deal(Rules(), dealer, hands, stock)


def test_from_deal_rejects_the_wrong_number_of_hands() -> None:
    hands, stock = _valid_deal()
    with pytest.raises(InvalidStateError, match="3 hands dealt, but the table has 2 seats"):
        GameState.from_deal(Rules(), 0, [*hands, []], stock)


def test_from_deal_rejects_a_hand_of_the_wrong_size() -> None:
    hands, stock = _valid_deal()
    hands[1].append(stock.pop(0))
    with pytest.raises(InvalidStateError, match="seat 1 was dealt 4 cards instead of 3"):
        GameState.from_deal(Rules(), 0, hands, stock)


def test_from_deal_rejects_a_short_stock() -> None:
    hands, stock = _valid_deal()
    with pytest.raises(InvalidStateError, match="the stock holds 33 cards instead of 34"):
        GameState.from_deal(Rules(), 0, hands, stock[1:])


def test_from_deal_rejects_a_card_dealt_twice() -> None:
    hands, stock = _valid_deal()
    stock[0] = card("AD")
    with pytest.raises(InvalidStateError, match="the deal: AD appears twice"):
        GameState.from_deal(Rules(), 0, hands, stock)


def test_from_deal_rejects_a_card_outside_the_table_deck() -> None:
    rules = Rules.for_table(3)
    hands = [cards("AD 3D 4D"), cards("5D 6D 7D"), cards("FD CD RD")]
    stock = [c for c in rules.cards if c not in hands[0] + hands[1] + hands[2]]
    stock[0] = card("2D")  # the 2 of denari is out with three players
    with pytest.raises(InvalidStateError, match="not in this deck: 2D; missing: AC"):
        GameState.from_deal(rules, 0, hands, stock)
