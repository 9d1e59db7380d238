"""The learner's written-out gradients against finite differences of its loss."""

from __future__ import annotations

import numpy as np

from training import net, ppo
from training.features import SIZE
from training.rollout import Decisions
from training.sim import MOVES


def loss(params: net.Params, d: Decisions, s: ppo.Settings) -> float:
    """The PPO loss computed directly (the function the gradients are of)."""
    fwd = net.forward(params, d.x, d.mask)
    logp_all = net.log_softmax(fwd.logits)
    p = np.exp(logp_all) * d.mask
    logp = logp_all[np.arange(len(d.move)), d.move]
    ratio = np.exp(logp - d.logp)
    surrogate = np.minimum(
        ratio * d.advantage, np.clip(ratio, 1 - s.clip, 1 + s.clip) * d.advantage
    )
    entropy = -(p * np.where(d.mask, logp_all, 0.0)).sum(axis=1)
    value = 0.5 * (fwd.value - d.ret) ** 2
    return float((-surrogate + s.value_weight * value - s.entropy_weight * entropy).mean())


def test_gradients_match_finite_differences() -> None:
    rng = np.random.default_rng(0)
    params: net.Params = {k: v.astype(np.float64) for k, v in net.init(rng, (12, 10)).items()}
    params["wp"] *= 30  # a policy far from uniform, so ratios leave the clip range
    rows = 16
    mask = rng.random((rows, MOVES)) < 0.2
    mask[np.arange(rows), rng.integers(0, MOVES, rows)] = True
    move = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
    d = Decisions(
        x=(rng.random((rows, SIZE)) < 0.1).astype(np.float64),
        mask=mask,
        move=move,
        logp=np.log(rng.uniform(0.05, 0.9, rows)),
        value=np.zeros(rows),
        advantage=rng.standard_normal(rows),
        ret=rng.standard_normal(rows),
        private=np.zeros((rows, 0)),
    )
    settings = ppo.Settings(entropy_weight=0.05)
    grads, _ = ppo.gradients(params, d, settings)
    eps = 1e-6
    for name, value in params.items():
        flat = value.reshape(-1)
        for i in rng.choice(flat.size, min(flat.size, 12), replace=False):
            keep = flat[i]
            flat[i] = keep + eps
            up = loss(params, d, settings)
            flat[i] = keep - eps
            down = loss(params, d, settings)
            flat[i] = keep
            numeric = (up - down) / (2 * eps)
            assert abs(numeric - grads[name].reshape(-1)[i]) < 1e-5 + 1e-3 * abs(numeric), name
