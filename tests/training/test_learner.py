"""The learner's loss in PyTorch against the same loss computed in NumPy, autograd's gradient
against finite differences of that, and Adam's moments through a checkpoint."""

from __future__ import annotations

import numpy as np
import torch

from training import net, ppo
from training.features import SIZE
from training.rollout import Decisions
from training.sim import MOVES


def loss(params: net.Params, d: Decisions, s: ppo.Settings) -> float:
    """The PPO loss computed directly in NumPy (docs: training/ppo.py)."""
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


def decisions(rng: np.random.Generator, rows: int = 16, dtype: type = np.float64) -> Decisions:
    """Random decisions, their numbers of type ``dtype``."""
    mask = rng.random((rows, MOVES)) < 0.2
    mask[np.arange(rows), rng.integers(0, MOVES, rows)] = True
    move = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
    return Decisions(
        x=(rng.random((rows, SIZE)) < 0.1).astype(dtype),
        mask=mask,
        move=move,
        logp=np.log(rng.uniform(0.05, 0.9, rows)).astype(dtype),
        value=np.zeros(rows, dtype),
        advantage=rng.standard_normal(rows).astype(dtype),
        ret=rng.standard_normal(rows).astype(dtype),
        private=np.zeros((rows, 0), dtype),
    )


def test_the_loss_and_its_gradient_are_the_documented_ones() -> None:
    rng = np.random.default_rng(0)
    params: net.Params = {k: v.astype(np.float64) for k, v in net.init(rng, (12, 10)).items()}
    params["wp"] *= 30  # a policy far from uniform, so ratios leave the clip range
    d = decisions(rng)
    settings = ppo.Settings(entropy_weight=0.05)
    w = {k: t.requires_grad_() for k, t in net.weights(params).items()}
    total, stats = ppo.loss(w, d, settings)
    assert abs(total.item() - loss(params, d, settings)) < 1e-9
    assert 0 < stats[4] < 1  # some ratios clipped, some not
    total.backward()  # type: ignore[no-untyped-call]
    eps = 1e-6
    for name, value in params.items():
        flat = value.reshape(-1)
        grad = w[name].grad
        assert grad is not None
        for i in rng.choice(flat.size, min(flat.size, 12), replace=False):
            keep = flat[i]
            flat[i] = keep + eps
            up = loss(params, d, settings)
            flat[i] = keep - eps
            down = loss(params, d, settings)
            flat[i] = keep
            numeric = (up - down) / (2 * eps)
            assert abs(numeric - float(grad.reshape(-1)[i])) < 1e-5 + 1e-3 * abs(numeric), name


def test_a_step_lowers_the_loss_and_the_moments_survive_a_checkpoint() -> None:
    rng = np.random.default_rng(1)
    params = net.init(rng, (12, 10))
    d = decisions(rng, 64, np.float32)
    settings = ppo.Settings()
    optimiser = net.Adam(params, 1e-2)
    before = ppo.loss(net.weights(params), d, settings)[0].item()
    for _ in range(5):
        optimiser.step(ppo.loss(optimiser.bound(params), d, settings)[0])
    assert ppo.loss(net.weights(params), d, settings)[0].item() < before
    state = {k: v.copy() for k, v in optimiser.state().items()}
    assert int(state["t"][0]) == 5 and float(np.abs(state["m_w1"]).sum()) > 0
    copy = {k: v.copy() for k, v in params.items()}
    again = net.Adam(copy, 1e-2)
    again.load(state)
    for opt, p in ((optimiser, params), (again, copy)):
        opt.step(ppo.loss(opt.bound(p), d, settings)[0])
    for k in params:
        assert np.array_equal(params[k], copy[k]), k
    read = {k: v.copy() for k, v in params.items()}  # a checkpoint read in: new arrays
    optimiser.step(ppo.loss(optimiser.bound(read), d, settings)[0])
    assert not np.array_equal(read["w1"], params["w1"])
    assert torch.equal(optimiser.tensors["w1"], torch.from_numpy(read["w1"]))
