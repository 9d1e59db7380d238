"""Self-play games played in lockstep, and what the learner keeps of its own decisions.

In a rollout the learner plays both seats of most games; in the others it meets a fixed
opponent (an earlier network from the pool, or the greedy baseline) in one seat, drawn per
game. Only the learner's decisions are kept, each with its seat's whole-hand return, so the
advantages are computed per seat over that seat's own decisions (the other seat's moves are
the environment).

The advantages' baseline is the network's own value, or with a privileged critic
(:mod:`training.critic`) a second network's that also sees the opponent's hand and the
stock: the actor still sees only its seat's view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import numpy as np
from numpy.typing import NDArray

from training import critic, net
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
    """The baseline's value (the critic's, with a privileged critic)."""
    advantage: net.Floats
    ret: net.Floats
    private: net.Floats
    """What only the privileged critic sees (no columns without one)."""

    def part(self, rows: Ints) -> Decisions:
        """The decisions ``rows``."""
        return Decisions(*(field[rows] for field in self))  # type: ignore[arg-type]


class Step(NamedTuple):
    """The learner's decisions at one step of the batch."""

    rows: Ints
    seat: Ints
    x: net.Floats
    mask: NDArray[np.bool_]
    move: Ints
    logp: net.Floats
    value: net.Floats
    private: net.Floats


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
    returns: NDArray[np.float64] = outcome + margin_weight * margin
    return returns


class Settings(NamedTuple):
    """How a rollout is played."""

    games: int
    opponent_share: float
    swap_share: float
    margin_weight: float
    lam: float


def play(
    params: net.Params,
    rng: np.random.Generator,
    settings: Settings,
    opponents: Sequence[tuple[str, Opponent]],
    critic_params: net.Params | None = None,
) -> Rollout:
    """Play ``settings.games`` hands and return the learner's decisions with GAE(λ)
    advantages (against ``critic_params``' values when given)."""
    games = settings.games
    batch = Batch.deal(rng, games, settings.swap_share)
    seats = np.ones((games, 2), dtype=bool)
    rival = np.full(games, -1)
    if opponents:
        meets = rng.random(games) < settings.opponent_share
        rival[meets] = rng.integers(0, len(opponents), int(meets.sum()))
        seats[np.flatnonzero(meets), rng.integers(0, 2, int(meets.sum()))] = False
    steps: list[Step] = []
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
        value = fwd.value
        private = np.zeros((rows.size, 0), dtype=np.float32)
        if critic_params is not None:
            private = critic.private(batch)[rows]
            value = critic.values(critic_params, x[rows], private)
        steps.append(
            Step(rows, batch.to_move[rows], x[rows], mask[rows], choice, logp, value, private)
        )
        for k, (_, opponent) in enumerate(opponents):
            theirs = np.flatnonzero(~batch.done & ~mine & (rival == k))
            if theirs.size:
                moves[theirs] = opponent(batch)[theirs]
        batch.step(moves)
    final = returns_of(batch, settings.margin_weight)
    decisions = _advantages(steps, final, games, settings.lam)
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


def _advantages(steps: list[Step], final: NDArray[np.float64], games: int, lam: float) -> Decisions:
    """GAE(λ) with γ = 1 over each (game, seat)'s own decisions; the return at the end."""
    trajectory = np.concatenate([s.rows * 2 + s.seat for s in steps])
    value = np.concatenate([s.value for s in steps]).astype(np.float64)
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
        np.concatenate([s.x for s in steps]),
        np.concatenate([s.mask for s in steps]),
        np.concatenate([s.move for s in steps]),
        np.concatenate([s.logp for s in steps]).astype(np.float32),
        value.astype(np.float32),
        advantage.astype(np.float32),
        (advantage + value).astype(np.float32),
        np.concatenate([s.private for s in steps]),
    )
