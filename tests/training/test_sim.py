"""The batched simulator against the kernel (itself held to the engine): same deals, same
moves, same hands, legal moves, tricks and points at every step."""

from __future__ import annotations

import random

import numpy as np
import pytest

from briscola.ai.kernel.sim import SWAP_MOVE, Sim
from briscola.ai.learned.encoding import CARDS
from briscola.engine.rules import Rules
from training.sim import HAND_SIZE, MOVES, SWAP, Batch


def kernel_twin(deck: list[int], swap_on: bool, dealer: int) -> Sim:
    """The kernel's hand of the same deal, dealt as the engine deals."""
    rules = Rules.for_table(2).replace(swap_seven=swap_on)
    hands: list[list[int]] = [[], []]
    for i in range(2 * HAND_SIZE):
        hands[(dealer + 1 + i) % 2].append(deck[i])
    face_up = deck[2 * HAND_SIZE]
    stock = [*deck[2 * HAND_SIZE + 1 :], face_up]
    return Sim.make(rules, face_up // 10, hands, stock, leader=(dealer + 1) % 2)


@pytest.mark.parametrize("seed", range(4))
def test_every_step_agrees_with_the_kernel(seed: int) -> None:
    games = 64
    rng = np.random.default_rng(seed)
    decks = rng.permuted(np.tile(np.arange(CARDS), (games, 1)), axis=1)
    swap_on = np.arange(games) % 2 == 0
    dealer = np.arange(games) // 2 % 2
    batch = Batch(decks, swap_on, dealer)
    twins = [
        kernel_twin([int(c) for c in decks[g]], bool(swap_on[g]), int(dealer[g]))
        for g in range(games)
    ]
    pick = random.Random(seed)
    swaps = 0
    while not batch.done.all():
        legal = batch.legal()
        moves = np.zeros(games, dtype=np.int64)
        for g, twin in enumerate(twins):
            assert batch.done[g] == twin.is_over
            if twin.is_over:
                assert not legal[g].any()
                continue
            assert int(batch.to_move[g]) == twin.to_move
            expected = np.zeros(MOVES, dtype=bool)
            expected[twin.legal()] = True
            assert (legal[g] == expected).all()
            for seat in range(2):
                assert set(np.flatnonzero(batch.hands[g, seat])) == set(twin.hands[seat])
            assert list(batch.points[g]) == twin.points
            options = twin.legal()
            move = (
                SWAP_MOVE if SWAP_MOVE in options and pick.random() < 0.7 else pick.choice(options)
            )
            swaps += move == SWAP_MOVE
            twin.apply(move)
            moves[g] = SWAP if move == SWAP_MOVE else move
        batch.step(moves)
    assert all(t.is_over for t in twins)
    assert [list(p) for p in batch.points] == [t.points for t in twins]
    assert swaps > 0
    assert (batch.points.sum(axis=1) == 120).all()


def test_the_face_up_trump_drawn_last_is_known_to_both() -> None:
    rng = np.random.default_rng(3)
    batch = Batch.deal(rng, 200)
    pick = np.random.default_rng(4)
    seen = np.zeros(200, dtype=bool)
    face = batch.stock[:, -1].copy()
    while not batch.done.all():
        legal = batch.legal()
        moves = (pick.random(legal.shape) * legal).argmax(axis=1)
        batch.step(moves)
        holder = batch.hands[batch.rows, :, face]
        known = batch.known[batch.rows, :, face]
        drawn = batch.drawn == 34
        # once drawn, the face-up trump is known exactly while it is in its holder's hand
        assert (known[drawn] == holder[drawn]).all()
        seen |= drawn & holder.any(axis=1)
    assert seen.all()


def test_scores_are_one_half_or_nothing() -> None:
    rng = np.random.default_rng(5)
    batch = Batch.deal(rng, 500)
    pick = np.random.default_rng(6)
    while not batch.done.all():
        legal = batch.legal()
        batch.step((pick.random(legal.shape) * legal).argmax(axis=1))
    scores = batch.scores()
    assert set(np.unique(scores)) <= {0.0, 0.5, 1.0}
    assert (scores.sum(axis=1) == 1).all()
    ties = batch.points[:, 0] == 60
    assert (scores[ties] == 0.5).all()


def test_the_privileged_critic_sees_the_opponent_hand_and_the_stock() -> None:
    from training.critic import private
    from training.features import to_canonical

    rng = np.random.default_rng(8)
    batch = Batch.deal(rng, 50)
    pick = np.random.default_rng(9)
    while not batch.done.all():
        seen = private(batch)
        canon = to_canonical(batch.trump)
        for g in np.flatnonzero(~batch.done)[:10]:
            other = 1 - batch.to_move[g]
            hand = {int(canon[g, c]) for c in np.flatnonzero(batch.hands[g, other])}
            assert set(np.flatnonzero(seen[g, :40])) == hand
            left = {int(canon[g, c]) for c in batch.stock[g, batch.drawn[g] :]}
            assert set(np.flatnonzero(seen[g, 40:80])) == left
            nexts = [int(canon[g, c]) for c in batch.stock[g, batch.drawn[g] : batch.drawn[g] + 2]]
            assert [
                int(np.flatnonzero(seen[g, 80 + 40 * k : 120 + 40 * k])[0])
                for k in range(len(nexts))
            ] == nexts
        legal = batch.legal()
        batch.step((pick.random(legal.shape) * legal).argmax(axis=1))
