"""A smaller network taught to play as a larger one: the teacher's move probabilities on the
positions of its own self-play, matched by cross-entropy.

The reading of the opponent (``briscola.ai.learned.reading``) runs the network thousands of
times a move in pure Python; a student a tenth of the teacher's size keeps most of what the
teacher's policy says about a hand for a tenth of the work.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import torch
from numpy.typing import NDArray

from training import net
from training.features import observe
from training.players import NetPlayer
from training.sim import Batch


class Lesson(NamedTuple):
    """Positions and the teacher's probabilities over their legal moves."""

    x: net.Floats
    mask: NDArray[np.bool_]
    target: net.Floats

    def part(self, rows: NDArray[np.int64]) -> Lesson:
        """The lesson's positions ``rows``."""
        return Lesson(self.x[rows], self.mask[rows], self.target[rows])


def lessons(teacher: net.Params, rng: np.random.Generator, games: int) -> Lesson:
    """Every position of ``games`` hands of the teacher against itself (sampling its policy)."""
    batch = Batch.deal(rng, games, swap_share=0.5)
    player = NetPlayer(teacher, rng)
    xs, masks, targets = [], [], []
    while not batch.done.all():
        on = np.flatnonzero(~batch.done)
        x, mask = observe(batch)
        logits = net.forward(teacher, x[on], mask[on]).logits
        xs.append(x[on])
        masks.append(mask[on])
        targets.append(np.exp(net.log_softmax(logits)) * mask[on])
        batch.step(player(batch))
    return Lesson(np.concatenate(xs), np.concatenate(masks), np.concatenate(targets))


def cross_entropy(w: net.Weights, lesson: Lesson) -> torch.Tensor:
    """The mean cross-entropy of the policy of ``w`` to the lesson's targets."""
    mask = torch.from_numpy(lesson.mask)
    logits, _ = net.outputs(w, torch.from_numpy(lesson.x), mask)
    logp = torch.where(mask, torch.log_softmax(logits, dim=1), 0.0)
    return -(torch.from_numpy(lesson.target) * logp).sum().div(lesson.x.shape[0])


def held_loss(params: net.Params, lesson: Lesson) -> float:
    """:func:`cross_entropy` of ``params`` on ``lesson``, as a number."""
    with torch.no_grad():
        return cross_entropy(net.weights(params), lesson).item()


def teach(
    teacher: net.Params,
    hidden: tuple[int, int],
    rng: np.random.Generator,
    games: int,
    epochs: int,
    minibatch: int = 4096,
    lr: float = 1e-3,
) -> tuple[net.Params, list[float]]:
    """A student of ``hidden`` size and its held-out cross-entropy after each epoch (a tenth
    of the positions is held out)."""
    lesson = lessons(teacher, rng, games)
    size = lesson.x.shape[0]
    order = rng.permutation(size)
    held, train = order[: size // 10], order[size // 10 :]
    student = net.init(rng, hidden)
    optimiser = net.Adam(student, lr)
    curve = []
    for _ in range(epochs):
        rng.shuffle(train)
        for start in range(0, train.size, minibatch):
            part = train[start : start + minibatch]
            optimiser.step(cross_entropy(optimiser.bound(student), lesson.part(part)))
        curve.append(held_loss(student, lesson.part(held)))
    return student, curve
