"""The policy-and-value network: a small MLP on NumPy, its gradients written out, and Adam.

``x → relu(x W1 + b1) → relu(· W2 + b2) → (· Wp + bp: 41 move logits, · Wv + bv: the value)``.
The value estimates the seat's return (see :mod:`training.ppo`). Parameters are a dict of
float32 arrays, so a checkpoint is one ``.npz``; ``briscola.ai.learned`` runs the same
network in pure Python from the exported weights.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

import numpy as np
from numpy.typing import NDArray

from briscola.ai.learned.encoding import OUTPUTS, SIZE

Floats = NDArray[np.floating[Any]]
Params = dict[str, Floats]
NAMES: Final = ("w1", "b1", "w2", "b2", "wp", "bp", "wv", "bv")
NEG: Final = np.float32(-1e9)


def init(
    rng: np.random.Generator, hidden: tuple[int, int] = (256, 256), inputs: int = SIZE
) -> Params:
    """He-initialised weights, zero biases, a small policy layer (a near-uniform start)."""
    h1, h2 = hidden

    def he(rows: int, cols: int, gain: float = 2.0) -> Floats:
        weights: Floats = rng.standard_normal((rows, cols)) * np.sqrt(gain / rows)
        return weights.astype(np.float32)

    return {
        "w1": he(inputs, h1),
        "b1": np.zeros(h1, np.float32),
        "w2": he(h1, h2),
        "b2": np.zeros(h2, np.float32),
        "wp": he(h2, OUTPUTS, 0.01),
        "bp": np.zeros(OUTPUTS, np.float32),
        "wv": he(h2, 1, 1.0),
        "bv": np.zeros(1, np.float32),
    }


class Forward(NamedTuple):
    """What a forward pass keeps for its backward pass."""

    x: Floats
    h1: Floats
    h2: Floats
    logits: Floats
    """Masked: illegal moves at :data:`NEG`."""
    value: Floats


def forward(params: Params, x: Floats, mask: NDArray[np.bool_]) -> Forward:
    """The masked move logits and the value of each row."""
    h1 = np.maximum(x @ params["w1"] + params["b1"], 0)
    h2 = np.maximum(h1 @ params["w2"] + params["b2"], 0)
    logits = np.where(mask, h2 @ params["wp"] + params["bp"], NEG).astype(h2.dtype)
    value = (h2 @ params["wv"] + params["bv"])[:, 0]
    return Forward(x, h1, h2, logits, value)


def log_softmax(logits: Floats) -> Floats:
    """Row-wise log-probabilities (masked entries come out very negative)."""
    top = logits.max(axis=1, keepdims=True)
    shifted = logits - top
    out: Floats = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    return out


def backward(params: Params, fwd: Forward, d_logits: Floats, d_value: Floats) -> Params:
    """Gradients of a loss given its gradients at the logits and the value."""
    d_h2 = d_logits @ params["wp"].T + d_value[:, None] @ params["wv"].T
    d_h2 *= fwd.h2 > 0
    d_h1 = d_h2 @ params["w2"].T
    d_h1 *= fwd.h1 > 0
    return {
        "wp": fwd.h2.T @ d_logits,
        "bp": d_logits.sum(axis=0),
        "wv": fwd.h2.T @ d_value[:, None],
        "bv": d_value.sum(keepdims=True),
        "w2": fwd.h1.T @ d_h2,
        "b2": d_h2.sum(axis=0),
        "w1": fwd.x.T @ d_h1,
        "b1": d_h1.sum(axis=0),
    }


class Adam:
    """Adam with a global gradient-norm clip; its moments are part of a checkpoint."""

    def __init__(self, params: Params, lr: float, clip: float = 1.0) -> None:
        self.lr = lr
        self.clip = clip
        self.t = 0
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}

    def update(self, params: Params, grads: Params) -> float:
        """One step in place; returns the gradient's norm before clipping."""
        norm = float(np.sqrt(sum(float((g.astype(np.float64) ** 2).sum()) for g in grads.values())))
        scale = min(1.0, self.clip / (norm + 1e-8))
        self.t += 1
        b1, b2 = 0.9, 0.999
        correction = np.sqrt(1 - b2**self.t) / (1 - b1**self.t)
        for k, p in params.items():
            g = grads[k] * scale
            self.m[k] = b1 * self.m[k] + (1 - b1) * g
            self.v[k] = b2 * self.v[k] + (1 - b2) * g * g
            p -= (self.lr * correction * self.m[k] / (np.sqrt(self.v[k]) + 1e-8)).astype(np.float32)
        return norm

    def state(self) -> dict[str, NDArray[Any]]:
        """The moments and step count, for a checkpoint."""
        out: dict[str, NDArray[Any]] = {f"m_{k}": v for k, v in self.m.items()}
        out.update({f"v_{k}": v for k, v in self.v.items()})
        out["t"] = np.array([self.t], np.int64)
        return out

    def load(self, state: dict[str, NDArray[Any]]) -> None:
        """Restore what :meth:`state` saved."""
        for k in self.m:
            self.m[k] = state[f"m_{k}"].astype(np.float32)
            self.v[k] = state[f"v_{k}"].astype(np.float32)
        self.t = int(state["t"][0])
