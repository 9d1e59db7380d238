"""The learner: proximal policy optimisation (clipped) on the rollout's decisions.

The loss of a minibatch is the clipped surrogate, plus ``value_weight`` × half the squared
value error, minus ``entropy_weight`` × the policy's entropy (:func:`loss`, in PyTorch); its
gradient is autograd's, and :class:`training.net.Adam` takes the step.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import torch

from training import critic, net
from training.rollout import Decisions


class Settings(NamedTuple):
    """The learner's knobs."""

    epochs: int = 3
    minibatch: int = 8192
    clip: float = 0.2
    value_weight: float = 0.5
    entropy_weight: float = 0.01


class Stats(NamedTuple):
    """Means over an update's minibatches."""

    policy_loss: float
    value_loss: float
    """The baseline's: the privileged critic's where there is one."""
    entropy: float
    kl: float
    clipped: float
    grad_norm: float


def loss(
    w: net.Weights, d: Decisions, settings: Settings
) -> tuple[torch.Tensor, tuple[float, ...]]:
    """The loss on one minibatch, and (policy loss, value loss, entropy, kl, share clipped)."""
    mask = torch.from_numpy(d.mask)
    logits, value = net.outputs(w, torch.from_numpy(d.x), mask)
    logp_all = torch.log_softmax(logits, dim=1)
    logp = logp_all.gather(1, torch.from_numpy(d.move)[:, None])[:, 0]
    old = torch.from_numpy(d.logp)
    ratio = torch.exp(logp - old)
    adv = torch.from_numpy(d.advantage)
    low, high = 1 - settings.clip, 1 + settings.clip
    surrogate = torch.minimum(ratio * adv, torch.clamp(ratio, low, high) * adv)
    entropy = -(torch.exp(logp_all) * torch.where(mask, logp_all, 0.0)).sum(dim=1)
    error = value - torch.from_numpy(d.ret)
    value_loss = 0.5 * (error**2).mean()
    total = (
        -surrogate.mean()
        + settings.value_weight * value_loss
        - settings.entropy_weight * entropy.mean()
    )
    with torch.no_grad():
        clipped = ((adv > 0) & (ratio > high)) | ((adv < 0) & (ratio < low))
        stats = (
            -surrogate.mean().item(),
            value_loss.item(),
            entropy.mean().item(),
            (old - logp).mean().item(),
            clipped.float().mean().item(),
        )
    return total, stats


def update(
    params: net.Params,
    optimiser: net.Adam,
    data: Decisions,
    settings: Settings,
    rng: np.random.Generator,
    critic_params: net.Params | None = None,
    critic_optimiser: net.Adam | None = None,
) -> Stats:
    """Epochs of minibatch steps over ``data`` (advantages normalised once), in place; the
    privileged critic, if any, learns the returns on the same minibatches."""
    adv = data.advantage
    data = data._replace(advantage=((adv - adv.mean()) / (adv.std() + 1e-8)).astype(np.float32))
    size = data.x.shape[0]
    totals = np.zeros(6)
    steps = 0
    for _ in range(settings.epochs):
        order = rng.permutation(size)
        for start in range(0, size, settings.minibatch):
            minibatch = data.part(order[start : start + settings.minibatch])
            total, stats = loss(optimiser.bound(params), minibatch, settings)
            norm = optimiser.step(total)
            if critic_params is not None and critic_optimiser is not None:
                error = critic_step(critic_params, critic_optimiser, minibatch)
                stats = (stats[0], error, *stats[2:])
            totals += (*stats, norm)
            steps += 1
    return Stats(*(totals / max(steps, 1)))


def critic_step(params: net.Params, optimiser: net.Adam, minibatch: Decisions) -> float:
    """One step of the privileged critic towards the minibatch's returns; its loss."""
    error = critic.loss(optimiser.bound(params), minibatch.x, minibatch.private, minibatch.ret)
    optimiser.step(error)
    return error.item()


def fit_critic(
    critic_params: net.Params,
    critic_optimiser: net.Adam,
    data: Decisions,
    settings: Settings,
    rng: np.random.Generator,
) -> float:
    """The privileged critic alone learns the returns (the policy untouched), in the same
    epochs and minibatches as :func:`update`; returns its mean loss over them."""
    size = data.x.shape[0]
    total = 0.0
    steps = 0
    for _ in range(settings.epochs):
        order = rng.permutation(size)
        for start in range(0, size, settings.minibatch):
            minibatch = data.part(order[start : start + settings.minibatch])
            total += critic_step(critic_params, critic_optimiser, minibatch)
            steps += 1
    return total / max(steps, 1)
