"""Baseline computer players: legal actions only, from a view, the same play for a seed."""

from __future__ import annotations

import random

import pytest

from briscola import Rules, SwapSeven, record_of
from briscola.ai import PLAYERS, make_player
from briscola.ai.levels.greedy import GreedyPlayer
from briscola.ai.levels.random_player import RandomPlayer
from briscola.ai.levels.rule_based import RuleBasedPlayer
from briscola.engine.actions import PLAY, SWAP
from tests.support.ai_hands import play_hand

from .helpers import TABLES, card, deal, table_id

BASELINES = ("random", "greedy", "rule")


@pytest.mark.parametrize("name", BASELINES)
@pytest.mark.parametrize("rules", TABLES, ids=table_id)
def test_baselines_play_legal_actions(name: str, rules: Rules) -> None:
    state = play_hand(rules, [make_player(name) for _ in range(rules.players)], seed=3)
    outcome = state.outcome()
    assert outcome is not None and sum(outcome.seat_points) == 120


@pytest.mark.parametrize("name", BASELINES)
def test_baselines_are_deterministic_for_a_seed(name: str) -> None:
    for rules in (Rules(players=2), Rules(players=4)):
        records = [
            record_of(play_hand(rules, [make_player(name) for _ in range(rules.players)], 9))
            for _ in range(2)
        ]
        assert records[0] == records[1]


def test_mixed_table() -> None:
    rules = Rules(players=4)
    state = play_hand(rules, [RandomPlayer(), GreedyPlayer(), RuleBasedPlayer(), GreedyPlayer()], 4)
    assert len(state.tricks) == 10


def test_registry() -> None:
    for name in BASELINES:
        assert make_player(name).name == name
        assert name in PLAYERS
    with pytest.raises(ValueError, match="no computer player named 'grandmaster'"):
        make_player("grandmaster")


def test_greedy_leads_its_cheapest_card() -> None:
    # Key: (is trump, points, strength). Trump D; hand 2D (trump), AC (11), 4S (0): 4S.
    state = deal(Rules(players=2), 1, ["2D AC 4S", "5S 6S 7S"], "RD")
    assert GreedyPlayer().choose(state.view(0), random.Random(0)) == PLAY[card("4S")]


def test_greedy_takes_points_with_the_cheapest_winning_card() -> None:
    # Seat 0 leads the 3C (10 points); seat 1 can win with AC or with a trump (2D, AD).
    state = deal(Rules(players=2), 1, ["3C 4S 5S", "AC 2D AD"], "RD")
    state.apply(PLAY[card("3C")], 0)
    assert GreedyPlayer().choose(state.view(1), random.Random(0)) == PLAY[card("AC")]


def test_greedy_throws_its_cheapest_card_on_a_trick_without_points() -> None:
    state = deal(Rules(players=2), 1, ["4C 4S 5S", "AC 2D 6B"], "RD")
    state.apply(PLAY[card("4C")], 0)
    assert GreedyPlayer().choose(state.view(1), random.Random(0)) == PLAY[card("6B")]


def test_rule_based_swaps_when_it_can_and_greedy_never_does() -> None:
    state = deal(Rules(players=2), 1, ["7D 4C 5C", "6C 4S 5S"], "AD")
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("4S")], 1)
    view = state.view(0)
    assert SWAP[card("7D")] in view.legal_actions()
    assert RuleBasedPlayer().choose(view, random.Random(0)) == SWAP[card("7D")]
    assert not isinstance(GreedyPlayer().choose(view, random.Random(0)), SwapSeven)


def test_random_player_follows_its_rng() -> None:
    state = deal(Rules(players=2), 1, ["7D 4C 5C", "6C 4S 5S"], "AD")
    picks = {RandomPlayer().choose(state.view(0), random.Random(s)) for s in range(30)}
    assert picks == {PLAY[c] for c in state.hands[0]}
    a = [RandomPlayer().choose(state.view(0), random.Random(8)) for _ in range(3)]
    assert len(set(a)) == 1
