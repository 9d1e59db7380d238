"""The policy taught the teacher's choices (``training/teach.py``): expert iteration's step.

The network (from a run, a checkpoint or a weights file) is fine-tuned by cross-entropy to a
target distribution made from each position's record:

- ``soft``: ``softmax((mean + λ log π) / τ)`` over the legal moves, the search's mean values
  with the prior's bonus (λ: the dataset's prior weight unless given), the search's choice in
  the limit τ → 0 and the near-ties left as near-ties;
- ``chosen``: the move the search played, one-hot.

With ``kl`` β above 0, the loss adds β × the cross-entropy to the starting network's own
policy (a KL to it, up to a constant), which keeps what it knew where the teacher says
little. A tenth of the hands (all their positions) is held out: the held-out loss and the
share of held-out positions where the network's most likely move is the teacher's choice
are reported each epoch, and the epoch with the least held-out loss is kept. The value head
is kept as it was (the loss does not reach it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

import numpy as np
from numpy.typing import NDArray

from training import net
from training.distill import Lesson, cross_entropy, held_loss
from training.evaluate import Score, match
from training.players import NetPlayer, greedy_moves
from training.teach import Shard

TARGETS: Final = ("soft", "chosen")


@dataclass(frozen=True, slots=True)
class LearnConfig:
    """How the network learns from a dataset."""

    target: str = "soft"
    temperature: float = 0.05
    """τ of the soft target."""
    lam: float | None = None
    """λ of the soft target (None: the dataset's prior weight)."""
    kl: float = 0.0
    """β: the weight of the cross-entropy to the starting policy."""
    epochs: int = 20
    lr: float = 3e-4
    minibatch: int = 256
    held_share: float = 0.1
    seed: int = 1

    def __post_init__(self) -> None:
        if self.target not in TARGETS:
            raise ValueError(f"target must be one of {', '.join(TARGETS)}")
        if self.temperature <= 0 or self.kl < 0 or not 0 < self.held_share < 1:
            raise ValueError("temperature > 0, kl ≥ 0 and 0 < held_share < 1")


def targets(data: Shard, config: LearnConfig, lam: float) -> NDArray[np.float32]:
    """Each position's target distribution over the 41 moves (0 off the legal ones)."""
    mask = data["mask"]
    if config.target == "chosen":
        out = np.zeros(mask.shape, np.float32)
        out[np.arange(mask.shape[0]), data["chosen"].astype(np.int64)] = 1.0
        return out
    score = np.where(mask, (data["mean"] + lam * data["logp"]) / config.temperature, -np.inf)
    score -= score.max(axis=1, keepdims=True)
    weights = np.exp(score) * mask
    soft: NDArray[np.float32] = (weights / weights.sum(axis=1, keepdims=True)).astype(np.float32)
    return soft


def held_out(hands: NDArray[np.int32], share: float, rng: np.random.Generator) -> NDArray[np.bool_]:
    """The rows of a random ``share`` of the hands (at least one hand)."""
    distinct = np.unique(hands)
    count = max(1, round(share * distinct.size))
    chosen = rng.choice(distinct, count, replace=False)
    held: NDArray[np.bool_] = np.isin(hands, chosen)
    return held


def policy(params: net.Params, x: net.Floats, mask: NDArray[np.bool_]) -> net.Floats:
    """The network's probabilities over the legal moves."""
    probs: net.Floats = np.exp(net.log_softmax(net.forward(params, x, mask).logits)) * mask
    return probs


def agreement(params: net.Params, lesson: Lesson, chosen: NDArray[np.int8]) -> float:
    """The share of positions where the network's most likely move is ``chosen``."""
    logits = net.forward(params, lesson.x, lesson.mask).logits
    return float((logits.argmax(axis=1) == chosen).mean())


@dataclass(frozen=True, slots=True)
class Epoch:
    """One epoch's figures (epoch 0: the starting network)."""

    epoch: int
    train_loss: float
    held_loss: float
    held_agreement: float


def learn(
    start: net.Params, data: Shard, config: LearnConfig, lam: float, log: Callable[[Epoch], None]
) -> tuple[net.Params, list[Epoch]]:
    """The network fine-tuned on ``data`` (the epoch of least held-out loss) and each
    epoch's figures."""
    rng = np.random.default_rng(config.seed)
    held = held_out(data["hand"], config.held_share, rng)
    target = targets(data, config, lam)
    x, mask, chosen = data["x"].astype(np.float32), data["mask"], data["chosen"]
    test = Lesson(x[held], mask[held], target[held])
    teach: net.Floats = target[~held]
    if config.kl > 0:
        teach = (teach + config.kl * policy(start, x[~held], mask[~held])) / (1 + config.kl)
    train = Lesson(x[~held], mask[~held], teach.astype(np.float32))
    params = {k: v.copy() for k, v in start.items()}
    optimiser = net.Adam(params, config.lr)

    def figures(epoch: int) -> Epoch:
        result = Epoch(
            epoch,
            held_loss(params, train),
            held_loss(params, test),
            agreement(params, test, chosen[held]),
        )
        log(result)
        return result

    curve = [figures(0)]
    best = (curve[0].held_loss, {k: v.copy() for k, v in params.items()})
    order = np.arange(train.x.shape[0])
    for epoch in range(1, config.epochs + 1):
        rng.shuffle(order)
        for begin in range(0, order.size, config.minibatch):
            part = train.part(order[begin : begin + config.minibatch])
            optimiser.step(cross_entropy(optimiser.bound(params), part))
        curve.append(figures(epoch))
        if curve[-1].held_loss < best[0]:
            best = (curve[-1].held_loss, {k: v.copy() for k, v in params.items()})
    return best[1], curve


def measure(student: net.Params, start: net.Params, deals: int, seed: int) -> dict[str, Score]:
    """The student's most likely move against greedy and against the starting network, and
    the starting network against greedy, on the same paired deals (half with the swap)."""
    rng = np.random.default_rng(seed)

    def plays(params: net.Params) -> NetPlayer:
        return NetPlayer(params, rng, sample=False)

    return {
        "student vs greedy": match(plays(student), greedy_moves, deals, seed, 0.5),
        "start vs greedy": match(plays(start), greedy_moves, deals, seed, 0.5),
        "student vs start": match(plays(student), plays(start), deals, seed, 0.5),
    }
