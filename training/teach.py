"""The teacher's dataset: the search with a network's prior, its values recorded move by move.

Two-player hands of the plain game (the trump-7 swap in a share of them, as the training
deals) in which both seats are the hard level's plain search (``model=policy``: uniform
worlds, the policy in the playouts) leaning on a network's policy as the lab builds it
(``briscola.ai.lab``: ``prior=FILE prior_weight=W``). For every decision before the exact
phase with more than one legal move, a position: the network's input (the encoding of
``briscola.ai.learned.encoding``, which ``training/features.py`` batches), the legal moves,
the search's mean value of each move, the prior's log-probability of each, the move the
search played, and the seat's points at the hand's end.

A dataset is a folder: ``config.json`` and shards ``shard-NNNNNN.npz`` of ``shard_hands``
hands each, hand ``i`` dealt and searched from its own seed, so a shard is the same however
often the work stopped, and ``teach`` again goes on after the last whole shard.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Final, TypeAlias

import numpy as np
from numpy.typing import NDArray

from briscola import GameState, Rules
from briscola.ai.lab.config import LabConfig
from briscola.ai.lab.player import LabPlayer
from briscola.ai.learned.encoding import OUTPUTS, SIZE, encode, moves
from briscola.ai.levels.base import run
from briscola.ai.levels.hard import HardConfig, Prior, in_exact_phase
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.actions import Action
from briscola.engine.view import SeatView

FIELDS: Final = ("x", "mask", "mean", "logp", "chosen", "hand", "points")
"""The arrays of a shard, one row per position."""
FLOOR: Final = -1000.0
"""The least log-probability kept (the prior's -inf for a move it gives no chance)."""


@dataclass(frozen=True, slots=True)
class TeachConfig:
    """How a dataset is made; kept in its ``config.json``."""

    seed: int = 1
    samples: int = 150
    """The search's worlds per move."""
    prior_weight: float = 0.03
    """The weight of the prior's log-probability on the search's choice."""
    prior: str = "shipped"
    """The network of the prior: ``shipped`` or a weights file (``.bin``)."""
    swap_share: float = 0.5
    """The share of hands dealt with the trump-7 swap."""
    shard_hands: int = 20

    def lab(self) -> LabConfig:
        """The search as the lab builds it."""
        hard = HardConfig(samples=self.samples, prior_weight=self.prior_weight)
        return LabConfig(hard=hard, model="policy", prior=self.prior)


Shard: TypeAlias = dict[str, NDArray[Any]]
"""The arrays of :data:`FIELDS`."""


class RecordingPrior:
    """A prior that keeps the log-probabilities it last gave."""

    def __init__(self, prior: Prior) -> None:
        self.prior = prior
        self.last: list[float] | None = None

    def __call__(self, view: SeatView, actions: list[Action]) -> Sequence[float] | None:
        logs = self.prior(view, actions)
        self.last = None if logs is None else list(logs)
        return logs


class Teacher:
    """The search with the prior, recording the positions of the hands it plays."""

    def __init__(self, config: TeachConfig) -> None:
        self.config = config
        self.player = LabPlayer(config.lab())
        assert self.player.prior is not None
        self.prior = RecordingPrior(self.player.prior)
        self.player.prior = self.prior
        self.moves = 0
        """Searches run (the positions recorded)."""
        self.seconds = 0.0
        """Processor time of those searches."""

    def hand(self, index: int) -> list[dict[str, Any]]:
        """Play hand ``index`` (its own seed) to the end; its positions, each a row of
        :data:`FIELDS`."""
        config = self.config
        rng = random.Random(config.seed * 1_000_003 + index)
        rules = Rules.for_table(2, swap_seven=rng.random() < config.swap_share)
        state = GameState.new(rules, rng)
        rows: list[tuple[int, dict[str, Any]]] = []
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            row, action = self.decide(view, rng)
            if row is not None:
                row["hand"] = index
                rows.append((seat, row))
            state.apply(action, seat)
        points = state.view(0).points_taken()
        for seat, row in rows:
            row["points"] = points[seat]
        return [row for _, row in rows]

    def decide(self, view: SeatView, rng: random.Random) -> tuple[dict[str, Any] | None, Action]:
        """The search's action for ``view``, and the position it makes (None in the exact
        phase and where the move is settled)."""
        self.prior.last = None
        started = time.process_time()
        search = self.player.start(view, rng)
        action = run(search)
        if not isinstance(search, WorldSearch) or in_exact_phase(
            view, self.player.config.exact_stock
        ):
            return None, action
        logs = self.prior.last
        if logs is None:
            logs = list(self.prior.prior(view, search.actions) or [])
        self.seconds += time.process_time() - started
        self.moves += 1
        return position(view, search.actions, search.values(), logs, action), action


def position(
    view: SeatView,
    actions: list[Action],
    values: dict[Action, float],
    logs: list[float],
    chosen: Action,
) -> dict[str, Any]:
    """One row: the input, the legal moves, the mean values and the prior's log-probabilities
    (0 off the legal moves), and the chosen move, all in the network's canonical moves."""
    x = np.zeros(SIZE, np.float32)
    inputs = encode(view)
    x[inputs.ones] = 1.0
    for i, value in inputs.numbers:
        x[i] = value
    index = {action: i for i, action in moves(view)}
    mask = np.zeros(OUTPUTS, bool)
    mean = np.zeros(OUTPUTS, np.float32)
    logp = np.zeros(OUTPUTS, np.float32)
    for k, action in enumerate(actions):
        i = index[action]
        mask[i] = True
        mean[i] = values[action]
        logp[i] = max(logs[k], FLOOR) if logs else 0.0
    return {"x": x, "mask": mask, "mean": mean, "logp": logp, "chosen": index[chosen]}


def stack(rows: list[dict[str, Any]]) -> Shard:
    """Rows as one shard's arrays."""
    kinds = {"chosen": np.int8, "hand": np.int32, "points": np.int16}
    shard: Shard = {}
    for name in FIELDS:
        if name in kinds:
            shard[name] = np.array([r[name] for r in rows], kinds[name])
        else:
            shard[name] = np.stack([r[name] for r in rows]) if rows else np.zeros((0, 1))
    return shard


def load_together(datasets: Sequence[Dataset]) -> Shard:
    """Every position of several datasets made alike but for their seed, their hands
    numbered apart (each dataset's after the previous one's) so that a hand stays whole in a
    held-out split. ``ValueError`` if the datasets were made otherwise."""
    if not datasets:
        raise ValueError("no dataset given")
    first = datasets[0].config
    parts: list[Shard] = []
    offset = 0
    for dataset in datasets:
        if replace(dataset.config, seed=first.seed) != first:
            raise ValueError(
                f"{dataset.folder} was made with {asdict(dataset.config)}, "
                f"{datasets[0].folder} with {asdict(first)}: only the seed may differ"
            )
        shard = dataset.load()
        shard["hand"] = shard["hand"] + offset
        offset = int(shard["hand"].max()) + 1
        parts.append(shard)
    return {name: np.concatenate([part[name] for part in parts]) for name in FIELDS}


class Dataset:
    """A dataset folder: its configuration and its shards."""

    def __init__(self, folder: Path, config: TeachConfig | None = None) -> None:
        self.folder = folder
        path = folder / "config.json"
        if path.exists():
            stored = TeachConfig(**json.loads(path.read_text()))
            if config is not None and config != stored:
                raise ValueError(f"{folder} was made with {asdict(stored)}, not {asdict(config)}")
            config = stored
        elif config is None:
            raise FileNotFoundError(f"{path}: no dataset here")
        else:
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(asdict(config), indent=1) + "\n")
        self.config = config

    def shards(self) -> list[Path]:
        """The whole shards, in order."""
        return sorted(self.folder.glob("shard-" + "[0-9]" * 6 + ".npz"))

    def positions(self) -> int:
        """Positions in the whole shards."""
        total = 0
        for path in self.shards():
            with np.load(path) as data:
                total += int(data["hand"].shape[0])
        return total

    def load(self) -> Shard:
        """Every position of every shard."""
        parts: dict[str, list[NDArray[Any]]] = {name: [] for name in FIELDS}
        for path in self.shards():
            with np.load(path) as data:
                for name in FIELDS:
                    parts[name].append(data[name])
        if not parts["hand"]:
            raise ValueError(f"{self.folder} has no shard yet")
        return {name: np.concatenate(arrays) for name, arrays in parts.items()}

    def teach(self, positions: int, hours: float, log: Callable[[str], None]) -> int:
        """Add shards until the dataset holds at least ``positions`` positions or ``hours``
        have passed; the positions it holds."""
        config = self.config
        teacher = Teacher(config)
        done = self.shards()
        if [p.name for p in done] != [shard_name(k) for k in range(len(done))]:
            raise ValueError(f"{self.folder}: the shards are not numbered 0, 1, 2, …")
        total = self.positions()
        started = time.monotonic()
        k = len(done)
        while total < positions and time.monotonic() - started < hours * 3600:
            begun = time.monotonic()
            rows = [
                row
                for i in range(k * config.shard_hands, (k + 1) * config.shard_hands)
                for row in teacher.hand(i)
            ]
            path = self.folder / shard_name(k)
            scratch = path.with_name("." + path.name)
            arrays: dict[str, Any] = stack(rows)
            np.savez_compressed(scratch, **arrays)
            os.replace(scratch, path)
            total += len(rows)
            wall = time.monotonic() - begun
            per_move = teacher.seconds / max(teacher.moves, 1)
            log(
                json.dumps(
                    {
                        "shard": k,
                        "positions": len(rows),
                        "total": total,
                        "seconds": round(wall, 1),
                        "per_hour": round(len(rows) / wall * 3600),
                        "cpu_ms_per_search": round(1000 * per_move, 1),
                        "load": os.getloadavg()[0],
                    }
                )
            )
            k += 1
        return total


def shard_name(k: int) -> str:
    """The file name of shard ``k``."""
    return f"shard-{k:06d}.npz"
