"""A run in one small file that a clone carries: :func:`take` it from a run's folder,
:func:`adopt` it into a new folder and train on from there.

The snapshot (a compressed ``.npz``) holds the policy's and the privileged critic's weights
(float32), Adam's moments of both (float32, as the checkpoint has them), the iteration and
counts, the configuration, the random generator's state, the learning curve and the names of
the pool's entries, and the anchor's weights where the run has one. It leaves out the pool's
weights: :func:`adopt` rebuilds the pool as one entry, the snapshot's policy. A run adopted
from a snapshot of a run without a pool goes on exactly as that run does; with a pool, its
rollouts meet the snapshot's policy where the run met its earlier networks.

:func:`rebuild` makes a snapshot of what an exported policy (``briscola/ai/learned``'s
``.bin``) keeps of a run: its weights alone, at a given iteration of a configuration. The
critic, Adam's moments and the generator's state are then missing, and :func:`adopt` starts
them fresh (the generator from the configuration's seed).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

import numpy as np

from training.export import load_params
from training.run import Config, Progress, Run


def _arrays(prefix: str, params: dict[str, Any]) -> dict[str, Any]:
    return {f"{prefix}{k}": v for k, v in params.items()}


def _part(data: Any, prefix: str) -> dict[str, Any]:
    return {k[len(prefix) :]: data[k] for k in data.files if k.startswith(prefix)}


def write(out: Path, arrays: dict[str, Any], meta: dict[str, Any]) -> int:
    """Write a snapshot; returns its size in bytes."""
    arrays = {**arrays, "meta": np.array(json.dumps(meta))}
    with out.open("wb") as file:
        np.savez_compressed(file, **arrays)
    return out.stat().st_size


def take(folder: Path, out: Path, moments: bool = True) -> int:
    """Write a snapshot of the run in ``folder`` (without Adam's moments unless
    ``moments``); returns its size in bytes."""
    run = Run(folder, read_only=True)
    arrays = _arrays("p_", run.params)
    if moments:
        arrays.update(_arrays("a_", run.optimiser.state()))
    if run.critic is not None and run.critic_optimiser is not None:
        arrays.update(_arrays("c_", run.critic))
        if moments:
            arrays.update(_arrays("ca_", run.critic_optimiser.state()))
    if run.config.anchor:
        arrays.update(_arrays("n_", load_params(Path(run.config.anchor))))
    meta = {
        "config": asdict(run.config),
        "progress": asdict(run.progress),
        "rng": run.rng.bit_generator.state,
        "pool": [entry.stem for entry in sorted((folder / "pool").glob("*.npz"))],
        "curve": run.curve(),
    }
    return write(out, arrays, meta)


def rebuild(weights: Path, config: Config, progress: Progress, out: Path) -> int:
    """Write a snapshot of a run that kept only its policy (``weights``, a ``.bin`` or a
    ``.npz``) at ``progress``; returns its size in bytes."""
    meta = {
        "config": asdict(config),
        "progress": asdict(progress),
        "rng": None,
        "pool": [f"{progress.iteration:06d}"],
        "curve": [],
    }
    return write(out, _arrays("p_", load_params(weights)), meta)


def adopt(snapshot: Path, folder: Path, changes: dict[str, Any]) -> Run:
    """A run in the new ``folder`` that goes on from ``snapshot`` with ``changes`` to its
    configuration (an ``anchor`` given there is copied into the folder); what the snapshot
    lacks starts fresh."""
    if (folder / "config.json").exists():
        raise ValueError(f"{folder} already holds a run")
    unknown = set(changes) - set(Config.__dataclass_fields__)
    if unknown:
        raise ValueError(f"not a field of the configuration: {', '.join(sorted(unknown))}")
    with np.load(snapshot) as data:
        meta = json.loads(str(data["meta"]))
        parts = {prefix: _part(data, prefix) for prefix in ("p_", "a_", "c_", "ca_", "n_")}
    fields = {**meta["config"], **changes}
    if tuple(fields["hidden"]) != tuple(meta["config"]["hidden"]):
        raise ValueError("an adopted run keeps the network's shape")
    anchor = load_params(Path(changes["anchor"])) if changes.get("anchor") else parts["n_"]
    fields["anchor"] = str((folder / "anchor.npz").resolve()) if anchor else ""
    run = Run(folder, Config.from_json(fields))
    if anchor:
        np.savez(folder / "anchor.npz", **anchor)
    run.params.update({k: v.astype(np.float32) for k, v in parts["p_"].items()})
    if parts["a_"]:
        run.optimiser.load(parts["a_"])
    if run.critic is not None and run.critic_optimiser is not None:
        run.critic.update({k: v.astype(np.float32) for k, v in parts["c_"].items()})
        if parts["ca_"]:
            run.critic_optimiser.load(parts["ca_"])
    run.progress = Progress(**meta["progress"])
    if meta["rng"] is not None:
        run.rng.bit_generator.state = meta["rng"]
    if meta["pool"]:
        policy: dict[str, Any] = dict(run.params)
        np.savez(folder / "pool" / f"{run.progress.iteration:06d}.npz", **policy)
    if meta["curve"]:
        (folder / "curve.jsonl").write_text("".join(line + "\n" for line in meta["curve"]))
    run.save()
    return Run(folder)
