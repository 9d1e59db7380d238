"""Who wins a trick, free play, and the order of play (rules.md, "A hand" and "Seats")."""

from __future__ import annotations

import itertools

import pytest

from briscola import Rules, Trick, trick_winner
from briscola.engine.actions import PLAY, Play
from briscola.engine.tricks import Placed

from .helpers import card, cards, deal

STRENGTH_HIGH_TO_LOW = "A3RCF76542"


def placed(text: str, leader: int = 0, players: int = 2) -> list[Placed]:
    """Cards in playing order from ``leader``."""
    return [((leader + i) % players, c) for i, c in enumerate(cards(text))]


@pytest.mark.parametrize(
    ("plays", "trump", "winner"),
    [
        ("2S AS", "D", 1),  # same suit: the higher card wins
        ("AS 3S", "D", 0),
        ("3S RS", "D", 0),  # the Three beats the King
        ("RS CS", "D", 0),
        ("CS FS", "D", 0),
        ("FS 7S", "D", 0),  # the Fante beats the 7
        ("7S 6S", "D", 0),
        ("4S 5S", "D", 1),
        ("2S 4S", "D", 1),
        ("2S AC", "D", 0),  # another suit never wins, even an Ace
        ("AS 2D", "D", 1),  # any trump beats the suit led
        ("2D AS", "D", 0),  # a trump led is beaten only by a higher trump
        ("2D 4D", "D", 1),
        ("AD 3D", "D", 0),
        ("3C 7C", "S", 0),
    ],
)
def test_two_card_tricks(plays: str, trump: str, winner: int) -> None:
    assert trick_winner(placed(plays), trump) == winner


@pytest.mark.parametrize("suit", "DCSB")
def test_strength_order_decides_every_pair_of_the_suit_led(suit: str) -> None:
    trump = "B" if suit != "B" else "D"
    for high, low in itertools.combinations(STRENGTH_HIGH_TO_LOW, 2):
        assert trick_winner(placed(f"{high}{suit} {low}{suit}"), trump) == 0
        assert trick_winner(placed(f"{low}{suit} {high}{suit}"), trump) == 1


@pytest.mark.parametrize(
    ("plays", "leader", "trump", "winner"),
    [
        ("RB 3B 7D FD", 2, "D", 1),  # highest trump among two trumps: FD, played by seat 1
        ("RB 3B AC 2C", 2, "D", 3),  # no trump: the highest bastoni (3B, seat 3)
        ("2B AC AS AD", 0, "B", 0),  # trump led, nothing higher: the 2 of trump wins
        ("2B AC AS 4B", 0, "B", 3),
        ("4S AD 5S 6S", 1, "C", 0),  # seat 0 plays the last card, the 6S
        ("4S AD 5S", 0, "C", 2),
        ("4S 2C 5S", 0, "C", 1),  # a lone 2 of trump beats everything else
    ],
)
def test_tricks_of_three_and_four(plays: str, leader: int, trump: str, winner: int) -> None:
    n = len(plays.split())
    assert trick_winner(placed(plays, leader, n), trump) == winner


def test_no_trump_suit_means_only_the_suit_led_wins() -> None:
    # Hook for Briscolone: no trump suit at all.
    assert trick_winner(placed("4S AD 5S", 0, 3), None) == 2


def test_trick_json() -> None:
    trick = Trick(1, ((1, card("AD")), (0, card("3D"))), 1, 21)
    assert trick.to_json() == {
        "leader": 1,
        "cards": [{"seat": 1, "card": "AD"}, {"seat": 0, "card": "3D"}],
        "winner": 1,
        "points": 21,
    }


def test_no_duty_to_follow_win_or_trump() -> None:
    # Seat 0 leads AS; seat 1 holds a spade, a trump and another suit: all are legal.
    state = deal(Rules(players=2), 1, ["AS 4C 5C", "2S 2D 7B"], "RD")
    state.apply(PLAY[card("AS")], 0)
    assert set(state.legal_actions()) == {PLAY[c] for c in cards("2S 2D 7B")}
    state.apply(PLAY[card("7B")], 1)  # neither follows, wins nor trumps
    assert state.tricks[-1].winner == 0
    assert state.tricks[-1].points == 11


def test_the_winner_takes_the_trick_and_leads_the_next() -> None:
    state = deal(Rules.for_table(3), 0, ["4S 5C 6C", "AS 4C 5B", "7S 6B 7B"], "RD")
    assert state.current_player == 1
    state.apply(PLAY[card("AS")], 1)
    state.apply(PLAY[card("7S")], 2)
    state.apply(PLAY[card("4S")], 0)
    trick = state.tricks[-1]
    assert (trick.leader, trick.winner, trick.points) == (1, 1, 11)
    assert state.seat_points == [0, 11, 0]
    assert state.current_player == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_play_goes_round_in_seat_order(players: int) -> None:
    hands = [f"{r}D {r}C {r}S" for r in "A456"[:players]]
    state = deal(Rules.for_table(players), players - 2, hands, "RB")
    leader = players - 1
    order = []
    for _ in range(players):
        seat = state.current_player
        assert seat is not None
        order.append(seat)
        action = state.legal_actions()[0]
        assert isinstance(action, Play)
        state.apply(action, seat)
    assert order == [(leader + i) % players for i in range(players)]
