"""The network in pure Python: its file, and the reading's view of the opponent's past."""

from __future__ import annotations

import random
from importlib import resources

import pytest

from briscola.ai.arena import Contestant, run_match
from briscola.ai.learned.encoding import HAND, encode, plays_here
from briscola.ai.learned.network import NAMES, WeightsError, read_arrays, write_arrays
from briscola.ai.learned.reading import face_up_card, pasts
from briscola.ai.learned.supply import shipped
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView
from tests.support.networks import random_network


def test_a_weights_file_reads_back_what_was_written() -> None:
    rng = random.Random(1)
    arrays = {k: [[rng.uniform(-1, 1) for _ in range(3)] for _ in range(2)] for k in NAMES}
    back = read_arrays(write_arrays(arrays))
    for k in NAMES:
        for row, back_row in zip(arrays[k], back[k], strict=True):
            assert back_row == pytest.approx(row, abs=1e-6)


@pytest.mark.parametrize(
    ("data", "message"),
    [(b"XXXX\0\0\0\0", "no BRNN"), (b"BRNN\2\0\0\0{}", "bad weights header")],
)
def test_a_damaged_weights_file_is_refused(data: bytes, message: str) -> None:
    with pytest.raises(WeightsError, match=message):
        read_arrays(data)


def test_a_cut_weights_file_is_refused() -> None:
    rng = random.Random(2)
    arrays = {k: [[rng.random() for _ in range(3)] for _ in range(2)] for k in NAMES}
    with pytest.raises(WeightsError, match="numbers for"):
        read_arrays(write_arrays(arrays)[:-4])


def test_the_network_plays_only_the_plain_two_player_game() -> None:
    plain = GameState.new(Rules.for_table(2), random.Random(1))
    assert plays_here(plain.view(0))
    for rules in (Rules.for_table(4), Rules.for_table(2, variant="briscolone")):
        state = GameState.new(rules, random.Random(1))
        assert not plays_here(state.view(0))


def test_the_reading_rebuilds_what_the_opponent_saw_at_each_play() -> None:
    """Each past's first layer plus the hand it held is the first layer of its view then."""
    network = random_network(random.Random(3))
    pick = random.Random(4)
    checked = 0
    for seed in range(12):
        state = GameState.new(Rules.for_table(2).replace(swap_seven=False), random.Random(seed))
        seen: list[tuple[SeatView, int]] = []
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            card = pick.choice(view.hand)
            if seat == 1:
                seen.append((view, card.index))
            state.apply(state.legal_actions()[view.hand.index(card)], seat)
            me = state.view(0)
            if state.is_over or (face_up_card(me) is None and me.stock_left == 0):
                continue
            found = pasts(me, network, 1, 10)
            then = list(reversed(seen))[: len(found)]
            assert len(found) == min(10, len(seen))
            for past, (old, played) in zip(found, then, strict=True):
                assert played % 10 == past.card % 10
                inputs = encode(old)
                hand = [i for i in inputs.ones if HAND <= i < HAND + 40]
                h1 = list(past.h1)
                for i in hand:
                    h1 = [a + b for a, b in zip(h1, network.w1[i], strict=True)]
                assert h1 == pytest.approx(network.first_layer(inputs), abs=1e-9)
                assert HAND + past.card in hand
                checked += 1
    assert checked > 500


def test_the_shipped_network_is_small_and_beats_the_random_player() -> None:
    """The committed weights read back, stay under a megabyte, and play far above random."""
    data = resources.files("briscola.ai.learned").joinpath("weights.bin").read_bytes()
    assert len(data) <= 1_000_000
    assert shipped().hidden(encode(GameState.new(Rules(players=2), random.Random(3)).view(0)))
    result = run_match(Contestant("net"), Contestant("random"), Rules(players=2), 40, seed=9)
    assert result.score >= 0.7


def test_a_half_precision_file_reads_back_within_float16s_precision() -> None:
    rng = random.Random(4)
    arrays = {k: [[rng.uniform(-3, 3) for _ in range(4)] for _ in range(2)] for k in NAMES}
    half = write_arrays(arrays, half=True)
    assert len(half) < len(write_arrays(arrays))
    back = read_arrays(half)
    for k in NAMES:
        for row, back_row in zip(arrays[k], back[k], strict=True):
            assert back_row == pytest.approx(row, abs=2e-3)
    with pytest.raises(WeightsError, match="numbers for"):
        read_arrays(half[:-2])
    other = half.replace(b'"dtype": "float16"', b'"dtype": "float64"')
    with pytest.raises(WeightsError, match="float64"):
        read_arrays(other)
