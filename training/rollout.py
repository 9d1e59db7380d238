"""Self-play games played in lockstep, and what the learner keeps of its own decisions.

In a rollout the learner plays both seats of most games; in the others it meets a fixed
opponent (an earlier network from the pool, or the greedy baseline) in one seat, drawn per
game. Only the learner's decisions are kept, each with its seat's whole-hand return, so the
advantages are computed per seat over that seat's own decisions (the other seat's moves are
the environment).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import numpy as np
from numpy.typing import NDArray

from training import net
from training.features import from_canonical, observe
from training.players import sample_moves
from training.sim import Batch

Ints = NDArray[np.int64]
Opponent = Callable[[Batch], Ints]


class Decisions(NamedTuple):
    """The learner's decisions of a rollout, one row each."""

    x: net.Floats
    mask: NDArray[np.bool_]
    move: Ints
    """Canonical move index."""
    logp: net.Floats
    value: net.Floats
    advantage: net.Floats
    ret: net.Floats


class Rollout(NamedTuple):
    """A rollout's decisions and its games' summary."""

    decisions: Decisions
    games: int
    self_play_score: float
    """Seat 0's mean score in the self-play games (a check on the deal's balance)."""
    opponent_scores: dict[str, float]
    """The learner's mean score against each fixed opponent it met."""


def returns_of(batch: Batch, margin_weight: float) -> NDArray[np.float64]:
    """``(n, 2)``: each seat's return: +1 a win, 0 a tie, −1 a loss, plus the point margin
    / 120 times ``margin_weight``."""
    outcome = batch.scores() * 2 - 1
    margin = (batch.points - batch.points[:, ::-1]) / 120.0
    return outcome + margin_weight * margin


def play(
    params: net.Params,
    rng: np.random.Generator,
    games: int,
    opponents: Sequence[tuple[str, Opponent]],
    opponent_share: float,
    swap_share: float,
    margin_weight: float,
    lam: float,
) -> Rollout:
    """Play ``games`` hands and return the learner's decisions with GAE(λ) advantages."""
    batch = Batch.deal(rng, games, swap_share)
    seats = np.ones((games, 2), dtype=bool)
    rival = np.full(games, -1)
    if opponents:
        meets = rng.random(games) < opponent_share
        rival[meets] = rng.integers(0, len(opponents), int(meets.sum()))
        seats[np.flatnonzero(meets), rng.integers(0, 2, int(meets.sum()))] = False
    steps: list[tuple[Ints, Ints, net.Floats, NDArray[np.bool_], Ints, net.Floats, net.Floats]]
    steps = []
    while not batch.done.all():
        moves = np.zeros(games, dtype=np.int64)
        mine = ~batch.done & seats[batch.rows, batch.to_move]
        rows = np.flatnonzero(mine)
        x, mask = observe(batch)
        fwd = net.forward(params, x[rows], mask[rows])
        choice = sample_moves(fwd.logits, rng)
        logp = np.take_along_axis(net.log_softmax(fwd.logits), choice[:, None], axis=1)[:, 0]
        real = from_canonical(batch.trump[rows])
        moves[rows] = np.take_along_axis(real, choice[:, None], axis=1)[:, 0]
        steps.append((rows, batch.to_move[rows], x[rows], mask[rows], choice, logp, fwd.value))
        for k, (_, opponent) in enumerate(opponents):
            theirs = np.flatnonzero(~batch.done & ~mine & (rival == k))
            if theirs.size:
                moves[theirs] = opponent(batch)[theirs]
        batch.step(moves)
    final = returns_of(batch, margin_weight)
    decisions = _advantages(steps, final, games, lam)
    scores = batch.scores()
    selfplay = rival < 0
    by_opponent = {}
    for k, (name, _) in enumerate(opponents):
        met = rival == k
        if met.any():
            by_opponent[name] = float(scores[np.flatnonzero(met), seats[met].argmax(axis=1)].mean())
    return Rollout(
        decisions,
        games,
        float(scores[selfplay, 0].mean()) if selfplay.any() else 0.5,
        by_opponent,
    )


def _advantages(
    steps: list[tuple[Ints, Ints, net.Floats, NDArray[np.bool_], Ints, net.Floats, net.Floats]],
    final: NDArray[np.float64],
    games: int,
    lam: float,
) -> Decisions:
    """GAE(λ) with γ = 1 over each (game, seat)'s own decisions; the return at the end."""
    trajectory = np.concatenate([rows * 2 + seat for rows, seat, *_ in steps])
    value = np.concatenate([s[6] for s in steps]).astype(np.float64)
    count = np.bincount(trajectory, minlength=games * 2)
    longest = int(count.max())
    order = np.argsort(trajectory, kind="stable")
    position = np.arange(order.size) - np.repeat(np.cumsum(count) - count, count)
    grid = np.zeros((games * 2, longest + 1))
    grid[trajectory[order], position] = value[order]
    ends = count
    grid[np.arange(games * 2), ends] = final.reshape(-1)
    advantage_grid = np.zeros_like(grid)
    running = np.zeros(games * 2)
    for t in range(longest - 1, -1, -1):
        inside = t < ends
        delta = grid[:, t + 1] - grid[:, t]
        running = np.where(inside, delta + lam * running, 0.0)
        advantage_grid[:, t] = running
    advantage = np.empty(order.size)
    advantage[order] = advantage_grid[trajectory[order], position]
    return Decisions(
        np.concatenate([s[2] for s in steps]),
        np.concatenate([s[3] for s in steps]),
        np.concatenate([s[4] for s in steps]),
        np.concatenate([s[5] for s in steps]).astype(np.float32),
        value.astype(np.float32),
        advantage.astype(np.float32),
        (advantage + value).astype(np.float32),
    )
