"""Six players: 36 cards, two teams of three in alternating seats, a captain per team."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import GameState, Outcome, Rules, preset
from tests.support.properties import PROPERTY

from .helpers import random_hand

SIX = preset("teams-6")


def test_table() -> None:
    assert Rules.for_table(6) == SIX and SIX.deck == 36 and SIX.tricks == 6
    assert not any(c.rank == "2" for c in SIX.cards)
    assert [SIX.side_of(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert SIX.seats_of(0) == (0, 2, 4) and SIX.sides == 2
    assert Rules(players=4).captain(0, 0) is None


@pytest.mark.parametrize("dealer", range(6))
def test_captains_are_the_two_seats_after_the_dealer(dealer: int) -> None:
    captains = {SIX.captain(side, dealer) for side in (0, 1)}
    assert captains == {(dealer + 1) % 6, (dealer + 2) % 6}
    for side in (0, 1):
        assert SIX.side_of(SIX.captain(side, dealer) or 0) == side


def test_teams_score_together() -> None:
    outcome = Outcome.from_points(SIX, [20, 10, 21, 10, 20, 39])
    assert outcome.side_points == (61, 59) and outcome.winner == 0


def test_the_captain_sees_the_partners_hands_once_the_stock_is_gone() -> None:
    rng = random.Random(4)
    state = GameState.new(SIX, rng, dealer=5)
    while state.stock_left:
        view = state.view(0)
        assert all(view.known[p] == tuple(state.known[p]) for p in (2, 4))
        state.apply(rng.choice(state.legal_actions()))
    captain = state.view(0)
    assert captain.known[2] == tuple(state.hands[2]) and captain.known[4] == tuple(state.hands[4])
    assert captain.known[1] == tuple(state.known[1])  # the other team's hands stay hidden
    partner = state.view(2)
    assert partner.known[4] == tuple(state.known[4])  # only the captain is shown the hands
    other_captain = state.view(1)
    assert other_captain.known[3] == tuple(state.hands[3])
    assert other_captain.known[0] == tuple(state.known[0])


@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_a_hand_of_six(rng: random.Random) -> None:
    states = random_hand(SIX, rng)
    final = states[-1]
    assert len(final.tricks) == 6 and all(len(t.cards) == 6 for t in final.tricks)
    for before in states:
        assert before.stock_left % 6 == 0  # six cards drawn after each trick while it lasts
    outcome = final.outcome()
    assert outcome is not None
    assert sum(outcome.side_points) == 120
    team = [sum(outcome.seat_points[s] for s in SIX.seats_of(side)) for side in (0, 1)]
    assert list(outcome.side_points) == team
    assert outcome.winner == (None if team[0] == team[1] else team.index(max(team)))
