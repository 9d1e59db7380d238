"""The policy-and-value network: a small MLP in PyTorch (CPU), learned by autograd and Adam.

``x → relu(x W1 + b1) → relu(· W2 + b2) → (· Wp + bp: 41 move logits, · Wv + bv: the value)``.
The value estimates the seat's return (see :mod:`training.ppo`). Parameters are a dict of
float32 NumPy arrays (:data:`Params`), so a checkpoint is one ``.npz`` and the batched
simulator feeds them NumPy; the learner's tensors share the arrays' memory
(:func:`weights`), so a step of :class:`Adam` changes the arrays in place.
``briscola.ai.learned`` runs the same network in pure Python from the exported weights.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

import numpy as np
import torch
from numpy.typing import NDArray

from briscola.ai.learned.encoding import OUTPUTS, SIZE

Floats = NDArray[np.floating[Any]]
Params = dict[str, Floats]
"""The network's arrays by name (:data:`NAMES`), float32 (float64 in a test)."""
Weights = dict[str, torch.Tensor]
"""The same arrays as tensors sharing their memory, for autograd."""
NAMES: Final = ("w1", "b1", "w2", "b2", "wp", "bp", "wv", "bv")
NEG: Final = -1e9
"""The logit of an illegal move."""

torch.set_num_threads(1)  # one core: the matrices are small, and idle threads would spin


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


def weights(params: Params) -> Weights:
    """Tensors sharing ``params``' memory (no copy)."""
    return {k: torch.from_numpy(v) for k, v in params.items()}


def hidden(w: Weights, x: torch.Tensor) -> torch.Tensor:
    """The second hidden layer's activations of each row."""
    h1 = torch.relu(x @ w["w1"] + w["b1"])
    return torch.relu(h1 @ w["w2"] + w["b2"])


def outputs(w: Weights, x: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """The network: each row's masked move logits (illegal moves at :data:`NEG`) and value."""
    h2 = hidden(w, x)
    logits = torch.where(mask, h2 @ w["wp"] + w["bp"], NEG)
    return logits, (h2 @ w["wv"] + w["bv"])[:, 0]


def value(w: Weights, x: torch.Tensor) -> torch.Tensor:
    """The value head alone (a critic's output)."""
    return (hidden(w, x) @ w["wv"] + w["bv"])[:, 0]


class Forward(NamedTuple):
    """A forward pass's outputs, as NumPy arrays."""

    logits: Floats
    """Masked: illegal moves at :data:`NEG`."""
    value: Floats


def forward(params: Params, x: Floats, mask: NDArray[np.bool_]) -> Forward:
    """The masked move logits and the value of each row (no gradient kept)."""
    with torch.no_grad():
        logits, value = outputs(weights(params), torch.from_numpy(x), torch.from_numpy(mask))
    return Forward(logits.numpy(), value.numpy())


def log_softmax(logits: Floats) -> Floats:
    """Row-wise log-probabilities (masked entries come out very negative)."""
    top = logits.max(axis=1, keepdims=True)
    shifted = logits - top
    out: Floats = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    return out


class Adam:
    """``torch.optim.Adam`` over a network's arrays with a global gradient-norm clip; its
    moments are part of a checkpoint (:meth:`state`, :meth:`load`).

    :meth:`bound` gives the tensors of the arrays a loss is computed on; :meth:`step` then
    takes one step from that loss, changing the arrays in place. Should an array of the
    dict be replaced by another (a checkpoint read in), the next :meth:`bound` points the
    same tensor at it, so Adam's moments stay with their parameter.
    """

    def __init__(self, params: Params, lr: float, clip: float = 1.0) -> None:
        self.lr = lr
        self.clip = clip
        self.arrays = dict(params)
        self.tensors = {k: torch.from_numpy(v).requires_grad_() for k, v in params.items()}
        self.optimiser = torch.optim.Adam(list(self.tensors.values()), lr=lr, eps=1e-8)

    def bound(self, params: Params) -> Weights:
        """The learner's tensors, sharing ``params``' arrays."""
        for k, array in params.items():
            if array is not self.arrays[k]:
                self.tensors[k].data = torch.from_numpy(array)
                self.arrays[k] = array
        return self.tensors

    def step(self, loss: torch.Tensor) -> float:
        """One step down ``loss`` (computed on :meth:`bound`'s tensors); returns the
        gradient's norm before clipping."""
        self.optimiser.zero_grad(set_to_none=True)
        loss.backward()  # type: ignore[no-untyped-call]
        tensors = list(self.tensors.values())
        norm = torch.nn.utils.clip_grad_norm_(tensors, self.clip).item()
        for group in self.optimiser.param_groups:
            group["lr"] = self.lr
        self.optimiser.step()
        return norm

    @property
    def t(self) -> int:
        """Steps taken."""
        state = self.optimiser.state.get(self.tensors[NAMES[0]], {})
        return int(state["step"]) if "step" in state else 0

    def state(self) -> dict[str, NDArray[Any]]:
        """The moments (m, v) and the step count, for a checkpoint."""
        out: dict[str, NDArray[Any]] = {}
        for k, tensor in self.tensors.items():
            state = self.optimiser.state.get(tensor, {})
            zeros = np.zeros_like(self.arrays[k])
            out[f"m_{k}"] = state["exp_avg"].numpy() if state else zeros
            out[f"v_{k}"] = state["exp_avg_sq"].numpy() if state else zeros
        out["t"] = np.array([self.t], np.int64)
        return out

    def load(self, state: dict[str, NDArray[Any]]) -> None:
        """Restore what :meth:`state` saved."""
        steps = int(state["t"][0])
        for k, tensor in self.tensors.items():
            self.optimiser.state.pop(tensor, None)
            if steps:
                self.optimiser.state[tensor] = {
                    "step": torch.tensor(float(steps)),
                    "exp_avg": torch.from_numpy(state[f"m_{k}"].astype(self.arrays[k].dtype)),
                    "exp_avg_sq": torch.from_numpy(state[f"v_{k}"].astype(self.arrays[k].dtype)),
                }
