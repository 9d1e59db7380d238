"""The lead policy's fit: a recorded lead has the features the chooser computes in play, the
records split into whole games, and the fit learns a lead the data prefers."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from briscola.ai.kernel import POINTS, Sim
from briscola.ai.lab.leads import SIZE, LeadPolicy, score
from briscola.rules import Rules
from briscola.state import GameState
from tests.benchmark_scripts import load_benchmark

load_benchmark("fit_playout_policy.py", "fit_playout_policy")
FIT = load_benchmark("fit_lead_policy.py", "fit_lead_policy")
RECORD = load_benchmark("expert_positions.py", "expert_positions")


def played_leads(games: int, seed: int) -> list[tuple[Sim, dict[str, Any]]]:
    """Leads met in random two-player games (swap off): the world and its record."""
    rand = random.Random(seed)
    found = []
    for _ in range(games):
        state = GameState.new(Rules(players=2, swap_seven=False), rand)
        while (seat := state.current_player) is not None:
            sim = Sim.from_state(state)
            hand = sim.hands[seat]
            if not sim.trick and len(hand) > 1:
                values = {c: rand.random() for c in hand}
                found.append((sim, RECORD.record_of(sim, seat, values, hand[0])))
            state.apply(rand.choice(state.legal_actions()))
    return found


def test_a_recorded_lead_scores_as_the_chooser_plays() -> None:
    rand = random.Random(8)
    weights = [rand.uniform(-2, 2) for _ in range(SIZE)]
    policy = LeadPolicy(weights)
    leads = played_leads(12, 3)
    assert len(leads) > 150
    for sim, record in leads:
        move = FIT.lead_of(record, 0.05)
        assert move is not None
        found = move[0]
        scores = [score(weights, f) for f in found]
        seat = record["seat"]
        hand = sim.hands[seat]
        assert policy(hand, [], seat, seat, sim) == hand[scores.index(max(scores))]


def test_follows_are_left_out_and_games_split_where_nothing_is_gone(tmp_path: Path) -> None:
    rand = random.Random(4)
    path = tmp_path / "e.jsonl"
    lines = []
    for _ in range(3):
        state = GameState.new(Rules(players=2, swap_seven=False), rand)
        while (seat := state.current_player) is not None:
            sim = Sim.from_state(state)
            hand = sim.hands[seat]
            if len(hand) > 1:
                values = {c: rand.random() for c in hand}
                lines.append(json.dumps(RECORD.record_of(sim, seat, values, hand[0])))
            state.apply(rand.choice(state.legal_actions()))
    path.write_text("\n".join(lines) + "\n")
    games = FIT.games_of(str(path))
    assert [len(g) for g in games] == [38, 38, 38]
    follows = [r for g in games for r in g if r["trick"]]
    assert follows
    assert all(FIT.lead_of(r, 0.05) is None for r in follows)


def test_the_fit_learns_to_lead_what_the_search_prefers() -> None:
    # Every record says: lead an Ace when the hand holds one.
    leads = played_leads(20, 6)
    moves = []
    for _, record in leads:
        hand = record["hand"]
        assert isinstance(hand, list)
        best = max(hand, key=lambda c: (POINTS[c] == 11, -c))
        record["values"] = [0.9 if c == best else 0.1 for c in hand]
        record["chosen"] = best
        move = FIT.lead_of(record, 0.05)
        assert move is not None
        moves.append(move)
    aces = [m for m in moves if any(POINTS[c] == 11 for c in m[3]["hand"])]
    weights = FIT.fit(moves, 30, 1e-4, size=SIZE)
    hits = 0
    for found, _, chosen, _ in aces:
        scores = [score(weights, f) for f in found]
        hits += scores.index(max(scores)) == chosen
    assert hits / len(aces) > 0.9
