"""Briscola con il Due: the 2 of trump beats the Ace of trump, and nothing else changes."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from briscola import Rules, preset, trick_winner
from briscola.engine.actions import PLAY
from tests.support.properties import PROPERTY

from .helpers import card, cards, deal, random_hand

DUE = Rules(players=2, two_beats_ace=True)


def test_the_two_of_trump_beats_the_ace_of_trump() -> None:
    plays = [(0, card("AD")), (1, card("2D"))]
    assert trick_winner(plays, "D") == 0
    assert trick_winner(plays, "D", two_beats_ace=True) == 1
    assert trick_winner([(1, card("2D")), (0, card("AD"))], "D", two_beats_ace=True) == 1


def test_only_the_two_of_trump_is_raised() -> None:
    # A 2 of another suit stays the weakest card of its suit, and the 2 of trump is still
    # a trump: it beats any card of another suit and loses to nothing.
    assert trick_winner([(0, card("2S")), (1, card("4S"))], "D", True) == 1
    assert trick_winner([(0, card("AS")), (1, card("2S"))], "D", True) == 0
    four = [(0, card("AD")), (1, card("3D")), (2, card("2D")), (3, card("RD"))]
    assert trick_winner(four, "D", True) == 2
    assert trick_winner([(0, card("AC")), (1, card("2D"))], "D", True) == 1


def test_the_engine_plays_it() -> None:
    state = deal(DUE, 1, ["AD 4S 5S", "2D 4C 5C"], "6D")
    state.apply(PLAY[card("AD")], 0)
    state.apply(PLAY[card("2D")], 1)
    assert state.tricks[-1].winner == 1 and state.seat_points == [0, 11]
    classic = deal(Rules(players=2), 1, ["AD 4S 5S", "2D 4C 5C"], "6D")
    classic.apply(PLAY[card("AD")], 0)
    classic.apply(PLAY[card("2D")], 1)
    assert classic.tricks[-1].winner == 0


def test_view_helpers_know_the_option() -> None:
    state = deal(DUE, 1, ["AD 4S 5S", "2D 4C 5C"], "6D")
    view = state.view(1)
    assert view.beats(card("2D"), card("AD")) and not view.beats(card("AD"), card("2D"))
    assert view.strength(card("2D")) > view.strength(card("AD")) > view.strength(card("3D"))
    assert sorted(cards("3D 2D AD"), key=view.strength) == cards("3D AD 2D")


def test_preset_and_json() -> None:
    rules = preset("con-il-due-2")
    assert rules == DUE and rules.swap_seven
    assert rules.to_json()["two_beats_ace"] is True
    assert "two_beats_ace" not in Rules().to_json()  # classic JSON as before the variants
    assert Rules.from_json(rules.to_json()) == rules


@PROPERTY
@given(rng=st.randoms(use_true_random=False), players=st.sampled_from([2, 3, 4]))
def test_whenever_two_and_ace_of_trump_meet_the_two_wins(rng: random.Random, players: int) -> None:
    rules = Rules.for_table(players, two_beats_ace=True)
    final = random_hand(rules, rng)[-1]
    met = 0
    for trick in final.tricks:
        by_card = {c.code: seat for seat, c in trick.cards}
        two, ace = f"2{final.trump_suit}", f"A{final.trump_suit}"
        if two in by_card:
            assert trick.winner == by_card[two]
            met += ace in by_card
        else:
            assert trick.winner == trick_winner(trick.cards, final.trump_suit)
    assert sum(final.seat_points) == 120
    assert met in (0, 1)
