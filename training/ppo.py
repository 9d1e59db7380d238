"""The learner: proximal policy optimisation (clipped) on the rollout's decisions.

The loss of a minibatch is the clipped surrogate, plus ``value_weight`` × half the squared
value error, minus ``entropy_weight`` × the policy's entropy; its gradient at the logits and
the value is written out here and pushed through :func:`training.net.backward`.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

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


def gradients(
    params: net.Params, d: Decisions, settings: Settings
) -> tuple[net.Params, tuple[float, ...]]:
    """The loss's gradients on one minibatch, and (policy loss, value loss, entropy, kl,
    share clipped)."""
    size = d.x.shape[0]
    fwd = net.forward(params, d.x, d.mask)
    logp_all = net.log_softmax(fwd.logits)
    p = np.exp(logp_all) * d.mask
    rows = np.arange(size)
    logp = logp_all[rows, d.move]
    ratio = np.exp(logp - d.logp)
    adv = d.advantage
    low, high = 1 - settings.clip, 1 + settings.clip
    clipped = ((adv > 0) & (ratio > high)) | ((adv < 0) & (ratio < low))
    surrogate = np.minimum(ratio * adv, np.clip(ratio, low, high) * adv)
    safe_logp = np.where(d.mask, logp_all, 0.0)
    entropy = -(p * safe_logp).sum(axis=1)
    d_logp = np.where(clipped, 0.0, -adv * ratio)
    d_logits = -p * d_logp[:, None]
    d_logits[rows, d.move] += d_logp
    d_logits += settings.entropy_weight * p * (safe_logp + entropy[:, None])
    error = fwd.value - d.ret
    d_value = settings.value_weight * error
    dtype = fwd.h2.dtype
    grads = net.backward(
        params, fwd, (d_logits / size).astype(dtype), (d_value / size).astype(dtype)
    )
    stats = (
        float(-surrogate.mean()),
        float(0.5 * (error**2).mean()),
        float(entropy.mean()),
        float((d.logp - logp).mean()),
        float(clipped.mean()),
    )
    return grads, stats


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
            grads, stats = gradients(params, minibatch, settings)
            norm = optimiser.update(params, grads)
            if critic_params is not None and critic_optimiser is not None:
                loss, critic_grads = critic.gradients(
                    critic_params, minibatch.x, minibatch.private, minibatch.ret
                )
                critic_optimiser.update(critic_params, critic_grads)
                stats = (stats[0], loss, *stats[2:])
            totals += (*stats, norm)
            steps += 1
    return Stats(*(totals / max(steps, 1)))


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
            loss, grads = critic.gradients(
                critic_params, minibatch.x, minibatch.private, minibatch.ret
            )
            critic_optimiser.update(critic_params, grads)
            total += loss
            steps += 1
    return total / max(steps, 1)
