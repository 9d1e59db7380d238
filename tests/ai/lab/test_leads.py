"""The lead policy: its fast chooser leads as its features score, follows by the rule of
thumb, and the search with it plays legal, reproducible moves."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from briscola.ai.kernel import BEATS, Sim, deal
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.leads import (
    BEATEN_BY,
    BLOCK,
    FACE_POINTS,
    FACE_STRENGTH,
    FACE_TRUMP,
    PHASES,
    SIZE,
    LeadPolicy,
    features,
    moment,
    phase,
    read_weights,
    score,
)
from briscola.ai.playout import choose_card, heuristic_playout
from briscola.rules import Rules
from briscola.state import GameState

from .positions import positions


def expected_lead(weights: list[float], sim: Sim) -> int:
    """The lead of the highest score by ``features``, computed from scratch."""
    seat = sim.to_move
    hand = sim.hands[seat]
    left = len(sim.stock) - sim.drawn
    unseen = sim.hands[1 - seat] + sim.stock[sim.drawn :]
    face = sim.stock[-1] if left else -1
    at = moment(hand, sim.trump, left, unseen, face, sim.points[seat] - sim.points[1 - seat])
    rule = choose_card(hand, sim.trick, sim.leader, seat, sim)
    masks = BEATEN_BY[id(sim.beats)]
    scores = [score(weights, features(c, at, masks, rule)) for c in hand]
    return hand[scores.index(max(scores))]


@pytest.mark.parametrize("two_beats_ace", [False, True])
def test_the_chooser_leads_the_card_its_features_score_highest(two_beats_ace: bool) -> None:
    rand = random.Random(3)
    weights = [rand.uniform(-2, 2) for _ in range(SIZE)]
    policy = LeadPolicy(weights)
    leads = 0
    for sim in positions(600, 5, two_beats_ace):
        seat = sim.to_move
        hand = sim.hands[seat]
        got = policy(hand, sim.trick, sim.leader, seat, sim)
        if sim.trick:
            assert got == choose_card(hand, sim.trick, sim.leader, seat, sim)
        else:
            leads += 1
            assert got == expected_lead(weights, sim)
    assert leads > 200


def test_every_weight_but_the_face_up_trumps_after_the_last_draw_is_met() -> None:
    # No weight is dead in the fit, except the face-up trump's once it is drawn.
    used: set[int] = set()
    for sim in positions(3000, 7):
        if sim.trick:
            continue
        seat = sim.to_move
        hand = sim.hands[seat]
        left = len(sim.stock) - sim.drawn
        unseen = sim.hands[1 - seat] + sim.stock[sim.drawn :]
        at = moment(hand, sim.trump, left, unseen, sim.stock[-1] if left else -1, 11)
        rule = choose_card(hand, sim.trick, sim.leader, seat, sim)
        for card in hand:
            used.update(i for i, _ in features(card, at, BEATEN_BY[id(sim.beats)], rule))
    last = (PHASES - 1) * BLOCK
    assert set(range(SIZE)) - used == {last + FACE_POINTS, last + FACE_STRENGTH, last + FACE_TRUMP}


def test_the_phases_split_the_last_draws() -> None:
    assert [phase(n) for n in (34, 18, 16, 6, 4, 2, 0)] == [0, 0, 1, 1, 2, 3, 4]


def test_weights_from_a_file_play_whole_hands(tmp_path: Path) -> None:
    rand = random.Random(2)
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"weights": [rand.uniform(-1, 1) for _ in range(SIZE)]}))
    policy = LeadPolicy(read_weights(str(path)))
    sim = deal(Rules(players=2, swap_seven=False), random.Random(1).random)
    heuristic_playout(sim, [policy, policy])
    assert sim.is_over
    assert sum(sim.points) == 120


def test_the_stored_weights_load() -> None:
    assert len(read_weights()) == SIZE


def test_a_wrong_number_of_weights_is_refused() -> None:
    with pytest.raises(ValueError, match="weights"):
        LeadPolicy([0.0] * (SIZE + 1))


def test_every_beats_table_has_its_masks() -> None:
    assert all(id(table) in BEATEN_BY for table in BEATS)


def test_the_search_with_the_lead_policy_is_legal_and_reproducible() -> None:
    player = LabPlayer(LabConfig(model="leads", samples=20))
    state = GameState.new(Rules(players=2, swap_seven=False), random.Random(4))
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        first = player.choose(view, random.Random(400 + len(view.tricks)))
        again = player.choose(view, random.Random(400 + len(view.tricks)))
        assert first == again
        assert first in view.legal_actions()
        state.apply(first)
