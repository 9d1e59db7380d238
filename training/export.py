"""Weights of a run for the pure-Python network (``briscola.ai.learned.network``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from briscola.ai.learned.network import NAMES, read_arrays, write_arrays
from training import net


def load_params(source: Path, critic: bool = False) -> net.Params:
    """The weights of a run folder (its checkpoint), a checkpoint, a pool file or an exported
    weights file (``.bin``); with ``critic``, a checkpoint's privileged critic
    (``training/critic.py``) instead."""
    if source.suffix == ".bin":
        rows = read_arrays(source.read_bytes())
        return {
            k: np.array(rows[k][0] if k.startswith("b") else rows[k], np.float32) for k in NAMES
        }
    if source.is_dir():
        source = source / "checkpoint.npz"
    with np.load(source) as data:
        if critic and "c_w1" not in data.files:
            raise ValueError(f"{source} holds no privileged critic")
        prefix = "c_" if critic else "p_" if "p_w1" in data.files else ""
        return {k: data[prefix + k].astype(np.float32) for k in NAMES}


def as_rows(params: net.Params) -> dict[str, Sequence[Sequence[float]]]:
    """Each array as a list of rows (a bias as one row)."""
    return {k: np.atleast_2d(v).tolist() for k, v in params.items()}


def export(source: Path, out: Path, critic: bool = False) -> int:
    """Write ``source``'s weights (or its critic's) to ``out``; returns the file's size."""
    data = write_arrays(as_rows(load_params(source, critic)))
    out.write_bytes(data)
    return len(data)
