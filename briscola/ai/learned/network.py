"""The policy-and-value network's forward pass in pure Python, cheap where it can be.

``x → relu(x W1 + b1) → relu(· W2 + b2) → (· Wp + bp: move logits, · Wv + bv: value)``.
The input is sparse (:class:`~briscola.ai.learned.encoding.Inputs`), so the first layer is a
sum of a few rows of W1; only the legal moves' logits are computed.

The weights file: ``BRNN`` and a little-endian uint32 header length, a JSON header
(``{"shapes": {name: [rows, cols]}, "order": [names]}``, and ``"dtype": "float16"`` for half
precision), then every array as little-endian float32 (or float16), rows after rows, in that
order. Training writes float32; the site build writes the page's copy as float16, half the
bytes, the policy's choices unchanged (docs/site-build.md).
"""

from __future__ import annotations

import json
import math
import struct
import sys
from array import array
from collections.abc import Generator, Mapping, Sequence
from operator import add, mul
from typing import Final

from briscola.ai.learned.encoding import Inputs

MAGIC: Final = b"BRNN"
NAMES: Final = ("w1", "b1", "w2", "b2", "wp", "bp", "wv", "bv")
HALF: Final = "float16"
"""The header's ``dtype`` of a half-precision file (float32 without one)."""

Vector = list[float]


class WeightsError(ValueError):
    """A weights file that is not one this module reads."""


def read_arrays(data: bytes) -> dict[str, list[Vector]]:
    """Each array of a weights file as a list of rows (a bias is one row)."""
    parts = reading(data)
    while True:
        try:
            next(parts)
        except StopIteration as done:
            arrays: dict[str, list[Vector]] = done.value
            return arrays


def reading(data: bytes, numbers: int = 16384) -> Generator[None, None, dict[str, list[Vector]]]:
    """:func:`read_arrays` in parts: the file is checked before the first part, then each
    part reads about ``numbers`` numbers (the page reads the file a part per task)."""
    if data[:4] != MAGIC or len(data) < 8:
        raise WeightsError("not a weights file (no BRNN header)")
    (size,) = struct.unpack_from("<I", data, 4)
    try:
        header = json.loads(data[8 : 8 + size])
        shapes = {k: (int(v[0]), int(v[1])) for k, v in header["shapes"].items()}
        order = [str(k) for k in header["order"]]
        dtype = str(header.get("dtype", "float32"))
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as error:
        raise WeightsError(f"bad weights header: {error}") from None
    if sorted(order) != sorted(NAMES):
        raise WeightsError(f"weights for {order}, not {list(NAMES)}")
    if dtype not in ("float32", HALF):
        raise WeightsError(f"weights of type {dtype!r}, not float32 or {HALF}")
    width = 2 if dtype == HALF else 4
    expected = sum(r * c for r, c in shapes.values())
    if len(data) - 8 - size != expected * width:
        raise WeightsError(f"{(len(data) - 8 - size) // width} numbers for {expected} weights")
    arrays: dict[str, list[Vector]] = {}
    at = 8 + size
    for name in order:
        rows, cols = shapes[name]
        arrays[name] = []
        step = max(1, numbers // cols)
        for first in range(0, rows, step):
            count = min(step, rows - first) * cols
            body = data[at : at + count * width]
            flat = list(struct.unpack(f"<{count}e", body)) if dtype == HALF else floats(body)
            arrays[name] += [flat[i : i + cols] for i in range(0, count, cols)]
            at += count * width
            yield
    return arrays


def floats(body: bytes) -> list[float]:
    """Little-endian float32 numbers."""
    values = array("f")
    values.frombytes(body)
    if sys.byteorder == "big":
        values.byteswap()
    return values.tolist()


def write_arrays(arrays: Mapping[str, Sequence[Sequence[float]]], *, half: bool = False) -> bytes:
    """A weights file of ``arrays`` (each a list of rows), in float32 or (``half``) float16."""
    shapes = {k: [len(v), len(v[0])] for k, v in arrays.items()}
    fields: dict[str, object] = {"shapes": shapes, "order": list(NAMES)}
    flat = [x for name in NAMES for row in arrays[name] for x in row]
    if half:
        fields["dtype"] = HALF
        body = struct.pack(f"<{len(flat)}e", *flat)
    else:
        values = array("f", flat)
        if sys.byteorder == "big":
            values.byteswap()
        body = values.tobytes()
    header = json.dumps(fields).encode()
    return MAGIC + struct.pack("<I", len(header)) + header + body


class Network:
    """The network, ready to run: the layers stored the way the forward pass reads them."""

    __slots__ = ("w1", "b1", "w2_columns", "b2", "wp_columns", "bp", "wv", "bv")

    def __init__(self, arrays: Mapping[str, Sequence[Sequence[float]]]) -> None:
        self.w1 = [list(row) for row in arrays["w1"]]
        """One row per input: the first layer is a sum of the active inputs' rows."""
        self.b1 = list(arrays["b1"][0])
        self.w2_columns = [list(c) for c in zip(*arrays["w2"], strict=True)]
        self.b2 = list(arrays["b2"][0])
        self.wp_columns = [list(c) for c in zip(*arrays["wp"], strict=True)]
        self.bp = list(arrays["bp"][0])
        self.wv = [row[0] for row in arrays["wv"]]
        self.bv = arrays["bv"][0][0]

    @classmethod
    def from_bytes(cls, data: bytes) -> Network:
        """The network of a weights file."""
        return cls(read_arrays(data))

    def hidden(self, inputs: Inputs) -> Vector:
        """The second hidden layer's activations for ``inputs``."""
        return self.hidden_from(self.first_layer(inputs))

    def first_layer(self, inputs: Inputs) -> Vector:
        """The first layer before its ReLU: the bias plus the active inputs' rows."""
        w1 = self.w1
        h1 = list(self.b1)
        for i in inputs.ones:
            h1 = list(map(add, h1, w1[i]))
        for i, value in inputs.numbers:
            h1 = [a + value * b for a, b in zip(h1, w1[i], strict=True)]
        return h1

    def hidden_from(self, first: Vector) -> Vector:
        """The second hidden layer's activations from the first layer before its ReLU."""
        h1 = [a if a > 0.0 else 0.0 for a in first]
        return [
            max(0.0, bias + sum(map(mul, h1, column)))
            for bias, column in zip(self.b2, self.w2_columns, strict=True)
        ]

    def logits(self, hidden: Vector, outputs: Sequence[int]) -> Vector:
        """The logits of the given outputs only."""
        return [self.bp[o] + sum(map(mul, hidden, self.wp_columns[o])) for o in outputs]

    def value(self, hidden: Vector) -> float:
        """The value head: the seat's expected return (−1 a loss … +1 a win, plus margin)."""
        total: float = self.bv + sum(map(mul, hidden, self.wv))
        return total


def softmax(logits: Sequence[float]) -> Vector:
    """Probabilities from logits."""
    top = max(logits)
    exps = [math.exp(x - top) for x in logits]
    total = sum(exps)
    return [e / total for e in exps]
