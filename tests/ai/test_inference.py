"""The hand reading weighs worlds by the others' past plays."""

from __future__ import annotations

import random

from briscola.ai import make_player
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import trump_index
from briscola.ai.reading.inference import HandReader, greedy_card
from briscola.engine.actions import Play
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from tests.support.ai_hands import seat_zero_views


def test_greedy_card_matches_the_greedy_player() -> None:
    greedy = make_player("greedy")
    for seed in range(40):
        state = GameState.new(Rules(players=2), random.Random(seed))
        while (seat := state.current_player) is not None:
            view = state.view(seat)
            action = greedy.choose(view, random.Random(0))
            before = tuple(c.index for _, c in view.trick)
            trump = trump_index(view.trump_suit)
            assert isinstance(action, Play)
            assert greedy_card([c.index for c in view.hand], before, trump) == action.card.index
            state.apply(action)


def test_greedy_choice_plays_out_as_greedy_card() -> None:
    from briscola.ai.kernel.sim import Sim
    from briscola.ai.reading.inference import greedy_choice

    for seed in range(10):
        state = GameState.new(Rules(players=2), random.Random(seed))
        sim = Sim.from_state(state)
        while not sim.is_over:
            seat = sim.to_move
            hand = sim.hands[seat]
            card = greedy_choice(hand, sim.trick, sim.leader, seat, sim)
            assert card == greedy_card(hand, tuple(sim.trick), sim.trump)
            sim.apply(card)


def test_styles_tell_the_greedy_baseline_from_the_policy() -> None:
    # Against greedy, the strict greedy walk explains the true hand; the policy walk less often.
    as_greedy = as_policy = 0.0
    for seed, state, view in seat_zero_views("greedy", 6, down_to=6):
        if len(view.tricks) > 4:
            reader = HandReader(view, noise=0.1, horizon=10)
            world = Determinizer(view).sample(random.Random(seed).random)
            world.hands[1] = [c.index for c in state.hands[1]]
            g, p, r = reader.styles(world)[1]
            assert g > 0.0
            assert 0.0 < r < 1.0
            as_greedy += g
            as_policy += p
    assert as_greedy > 2 * as_policy


def random_chance(opponent: str) -> float:
    """The chance the styles give seat 1 of playing at random, read by seat 0's search in the
    middle of six hands where seat 1 is ``opponent``: for each move, the mean over the worlds
    weighed, by weight (the worlds the search keeps); then the mean over the moves."""
    from briscola.ai import HardConfig, HardPlayer
    from briscola.ai.search.read_worlds import ReadWorlds
    from briscola.ai.search.world_search import WorldSearch

    search_player = HardPlayer(HardConfig(styled_samples=10, candidates=2))
    means: list[float] = []
    for seed, _, view in seat_zero_views(opponent, 6, down_to=6):
        if len(view.tricks) > 6:
            search = search_player.start(view, random.Random(seed))
            assert isinstance(search, WorldSearch) and isinstance(search.source, ReadWorlds)
            source = search.source
            weighed = [
                source.weigh(source.determinizer.sample(source.rand))
                for _ in range(source.pool_size)
            ]
            total = sum(weight for weight, _ in weighed)
            means.append(sum(w * styles[1][1] for w, styles in weighed) / total)
    return sum(means) / len(means)


def test_styles_read_a_random_player_as_random() -> None:
    # The search then plays such a seat out at random in its worlds (``random_style``).
    assert random_chance("random") > 0.6
    assert random_chance("greedy") < 0.2
