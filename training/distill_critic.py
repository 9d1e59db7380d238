"""A smaller privileged critic taught to value positions as a run's critic does.

The search's leaf value (``briscola.ai.lab.critic_leaf``) runs the critic hundreds of times a
move in pure Python; the run's critic (365 → 256 → 256) takes milliseconds there. A student a
fraction of its size is taught the teacher's values, by mean squared error, on the positions
of the run's policy playing itself (sampling its moves).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from training import critic, net
from training.features import observe
from training.players import NetPlayer
from training.sim import Batch


class Values(NamedTuple):
    """Positions (the critic's 365 inputs) and the teacher's value of each."""

    x: net.Floats
    value: net.Floats


def positions(
    policy: net.Params, teacher: net.Params, rng: np.random.Generator, games: int
) -> Values:
    """Every position of ``games`` hands of ``policy`` against itself, valued by ``teacher``."""
    batch = Batch.deal(rng, games, swap_share=0.5)
    player = NetPlayer(policy, rng)
    xs, values = [], []
    while not batch.done.all():
        on = np.flatnonzero(~batch.done)
        x, _ = observe(batch)
        both = np.concatenate([x, critic.private(batch)], axis=1)[on]
        xs.append(both)
        values.append(critic.values(teacher, both[:, : x.shape[1]], both[:, x.shape[1] :]))
        batch.step(player(batch))
    return Values(np.concatenate(xs), np.concatenate(values).astype(np.float32))


def teach_critic(
    policy: net.Params,
    teacher: net.Params,
    hidden: tuple[int, int],
    rng: np.random.Generator,
    games: int,
    epochs: int,
    minibatch: int = 4096,
    lr: float = 1e-3,
) -> tuple[net.Params, list[tuple[float, float]]]:
    """A student critic of ``hidden`` size and, after each epoch, its held-out mean squared
    error to the teacher and correlation with it (a tenth of the positions held out)."""
    data = positions(policy, teacher, rng, games)
    size = data.x.shape[0]
    order = rng.permutation(size)
    held, train = order[: size // 10], order[size // 10 :]
    student = critic.init(rng, hidden)
    optimiser = net.Adam(student, lr)
    split = data.x.shape[1] - critic.PRIVATE
    curve = []
    for _ in range(epochs):
        rng.shuffle(train)
        for start in range(0, train.size, minibatch):
            part = train[start : start + minibatch]
            x = data.x[part]
            w = optimiser.bound(student)
            optimiser.step(critic.loss(w, x[:, :split], x[:, split:], data.value[part]))
        x = data.x[held]
        guess = critic.values(student, x[:, :split], x[:, split:])
        error = float(((guess - data.value[held]) ** 2).mean())
        curve.append((error, float(np.corrcoef(guess, data.value[held])[0, 1])))
    return student, curve
