"""A training run in a folder: its configuration, checkpoint, pool of earlier networks and
learning curve, resumed where it stopped.

``RUN/config.json``: the :class:`Config`, written once; ``RUN/checkpoint.npz``: the weights,
Adam's moments, the iteration, the counts and the random generator's state, rewritten after
every iteration (atomically); ``RUN/pool/NNNNNN.npz``: the weights every ``pool_every``
iterations, the opponents of later rollouts; ``RUN/curve.jsonl``: one line per evaluation.
A run resumed from its checkpoint goes on exactly as if it had not stopped.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

import numpy as np

from training import critic, net, ppo
from training.evaluate import match
from training.export import load_params
from training.players import NetPlayer, greedy_moves, random_moves
from training.rollout import Opponent, Rollout, Settings, play
from training.sim import Batch


@dataclass(frozen=True)
class Config:
    """Everything that decides a run, from its seed on."""

    seed: int = 1
    hidden: tuple[int, int] = (256, 256)
    games: int = 4096
    """Hands per rollout."""
    lr: float = 3e-4
    lr_decay: float = 1.0
    """The learning rate of iteration ``i`` is ``lr × lr_decay^(i − decay_from)``, at least
    ``lr_min``."""
    lr_min: float = 0.0
    decay_from: int = 0
    """The iteration the schedule starts at (a fork's iteration)."""
    lam: float = 0.95
    margin_weight: float = 0.25
    swap_share: float = 0.5
    opponent_share: float = 0.3
    """Share of a rollout's hands against a fixed opponent (greedy or the pool)."""
    pool_every: int = 10
    pool_size: int = 20
    """The newest networks of the pool that rollouts draw opponents from."""
    pool_draws: int = 3
    """Opponents of the pool met in one rollout (besides greedy)."""
    eval_every: int = 5
    eval_deals: int = 2000
    anchor: str = ""
    """A network's weights (``.npz``) the curve also measures against: a fixed opponent of
    the run's own strength, where greedy and random say little ("": none)."""
    learner: dict[str, Any] = field(default_factory=dict)
    """Overrides of :class:`training.ppo.Settings`."""
    privileged_critic: bool = False
    """The advantages' baseline from a critic that also sees the opponent's hand and the
    stock (:mod:`training.critic`), else the network's own value."""
    critic_warmup: int = 0
    """At most this many iterations, at the run's start, in which only the privileged critic
    learns (at ``lr``; the policy frozen, the iteration count still): until its loss is flat
    (:func:`warmed_up`)."""

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Config:
        """Read what :func:`asdict` wrote."""
        data = dict(data)
        data["hidden"] = tuple(data["hidden"])
        return cls(**data)

    def settings(self) -> ppo.Settings:
        """The learner's settings."""
        return ppo.Settings()._replace(**self.learner)

    def learning_rate(self, iteration: int) -> float:
        """The learning rate of ``iteration`` (the schedule of :attr:`lr_decay`).

        >>> Config(lr=1e-3, lr_decay=0.5, lr_min=2e-4, decay_from=10).learning_rate(11)
        0.0005
        >>> Config(lr=1e-3, lr_decay=0.5, lr_min=2e-4, decay_from=10).learning_rate(15)
        0.0002
        """
        steps = max(0, iteration - self.decay_from)
        return max(self.lr_min, self.lr * self.lr_decay**steps)


@dataclass
class Progress:
    """Where a run stands."""

    iteration: int = 0
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    warmup_losses: list[float] = field(default_factory=list)
    """The privileged critic's mean loss in each warm-up iteration so far."""


FLAT_WINDOW: Final = 5
FLAT_GAIN: Final = 0.01


def warmed_up(losses: list[float], most: int) -> bool:
    """Whether the critic's warm-up is over: ``most`` iterations done, or the mean loss of the
    last :data:`FLAT_WINDOW` iterations less than :data:`FLAT_GAIN` below that of the window
    before.

    >>> warmed_up([0.5, 0.4], 2), warmed_up([0.5, 0.4], 3)
    (True, False)
    >>> warmed_up([0.9] * 5 + [0.3] * 5, 20), warmed_up([0.3] * 10, 20)
    (False, True)
    """
    if len(losses) >= most:
        return True
    if len(losses) < 2 * FLAT_WINDOW:
        return False
    last = sum(losses[-FLAT_WINDOW:])
    before = sum(losses[-2 * FLAT_WINDOW : -FLAT_WINDOW])
    return last > before * (1 - FLAT_GAIN)


class Run:
    """A run in its folder, new or resumed (``read_only``: only read, the folder left as it
    is, for a look at a run that another process trains)."""

    def __init__(self, folder: Path, config: Config | None = None, read_only: bool = False) -> None:
        self.folder = folder
        config_file = folder / "config.json"
        if config_file.exists():
            stored = Config.from_json(json.loads(config_file.read_text()))
            if config is not None and config != stored:
                raise ValueError(f"{folder} holds a run with another configuration")
            config = stored
        elif config is None:
            raise ValueError(f"{folder} holds no run; give a configuration to start one")
        else:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "pool").mkdir(exist_ok=True)
            config_file.write_text(json.dumps(asdict(config), indent=1) + "\n")
        self.config = config
        self.rng = np.random.default_rng(config.seed)
        self.params = net.init(self.rng, config.hidden)
        self.optimiser = net.Adam(self.params, config.lr)
        self.critic: net.Params | None = None
        self.critic_optimiser: net.Adam | None = None
        if config.privileged_critic:
            self.critic = critic.init(self.rng, config.hidden)
            self.critic_optimiser = net.Adam(self.critic, config.lr)
        self.progress = Progress()
        if (folder / "checkpoint.npz").exists():
            self._load()
        if not read_only:
            self._trim_curve()

    def curve(self) -> list[str]:
        """The curve's lines up to the checkpoint's iteration."""
        path = self.folder / "curve.jsonl"
        if not path.exists():
            return []
        return [
            line
            for line in path.read_text().splitlines()
            if json.loads(line)["iteration"] <= self.progress.iteration
        ]

    def _load(self) -> None:
        with np.load(self.folder / "checkpoint.npz") as data:
            for k in self.params:
                self.params[k] = data[f"p_{k}"]
            self.optimiser.load({k[2:]: data[k] for k in data.files if k.startswith("a_")})
            if self.critic is not None and self.critic_optimiser is not None:
                for k in self.critic:
                    self.critic[k] = data[f"c_{k}"]
                state = {k[3:]: data[k] for k in data.files if k.startswith("ca_")}
                self.critic_optimiser.load(state)
            meta = json.loads(str(data["meta"]))
        self.progress = Progress(**meta["progress"])
        self.rng.bit_generator.state = meta["rng"]

    def save(self) -> None:
        """Write the checkpoint (to a new file, then renamed over the old one)."""
        arrays: dict[str, Any] = {f"p_{k}": v for k, v in self.params.items()}
        arrays.update({f"a_{k}": v for k, v in self.optimiser.state().items()})
        if self.critic is not None and self.critic_optimiser is not None:
            arrays.update({f"c_{k}": v for k, v in self.critic.items()})
            arrays.update({f"ca_{k}": v for k, v in self.critic_optimiser.state().items()})
        meta = {"progress": asdict(self.progress), "rng": self.rng.bit_generator.state}
        arrays["meta"] = np.array(json.dumps(meta))
        partial = self.folder / "checkpoint.partial.npz"
        np.savez(partial, **arrays)
        os.replace(partial, self.folder / "checkpoint.npz")

    def _trim_curve(self) -> None:
        """Drop curve lines written after the checkpoint (a run stopped between the two)."""
        curve = self.folder / "curve.jsonl"
        if curve.exists():
            curve.write_text("".join(line + "\n" for line in self.curve()))

    def opponents(self) -> list[tuple[str, Opponent]]:
        """Greedy and a few networks of the pool, drawn for one rollout."""
        found: list[tuple[str, Opponent]] = [("greedy", greedy_moves)]
        pool = sorted((self.folder / "pool").glob("*.npz"))[-self.config.pool_size :]
        if pool:
            picks = self.rng.choice(len(pool), min(len(pool), self.config.pool_draws), False)
            for i in sorted(picks):
                with np.load(pool[i]) as data:
                    params = {k: data[k] for k in data.files}
                found.append((pool[i].stem, NetPlayer(params, self.rng)))
        return found

    def play(self) -> Rollout:
        """One rollout of the policy (its baseline the critic's, where there is one)."""
        config = self.config
        settings = Settings(
            config.games,
            config.opponent_share,
            config.swap_share,
            config.margin_weight,
            config.lam,
        )
        return play(self.params, self.rng, settings, self.opponents(), self.critic)

    def warming(self) -> bool:
        """Whether the next iteration is one of the critic's warm-up."""
        return (
            self.critic is not None
            and self.config.critic_warmup > 0
            and not warmed_up(self.progress.warmup_losses, self.config.critic_warmup)
        )

    def warm_up(self) -> dict[str, Any]:
        """One rollout of the frozen policy, and the critic alone learns from it."""
        config = self.config
        assert self.critic is not None and self.critic_optimiser is not None
        started = time.perf_counter()
        self.critic_optimiser.lr = config.lr
        rollout = self.play()
        played = time.perf_counter()
        fresh = float(0.5 * (rollout.decisions.advantage.astype(np.float64) ** 2).mean())
        loss = ppo.fit_critic(
            self.critic, self.critic_optimiser, rollout.decisions, config.settings(), self.rng
        )
        learned = time.perf_counter()
        self.progress.warmup_losses.append(round(loss, 6))
        self.progress.games += rollout.games
        self.progress.decisions += rollout.decisions.x.shape[0]
        self.progress.seconds += learned - started
        return {
            "warmup": len(self.progress.warmup_losses),
            "play_s": round(played - started, 2),
            "learn_s": round(learned - played, 2),
            "lr": config.lr,
            "decisions": rollout.decisions.x.shape[0],
            "vs": {k: round(v, 3) for k, v in rollout.opponent_scores.items()},
            "fresh_loss": round(fresh, 4),
            "value_loss": round(loss, 4),
        }

    def iterate(self) -> dict[str, Any]:
        """One rollout and one update (of the critic alone while it warms up); returns the
        iteration's figures."""
        if self.warming():
            return self.warm_up()
        config = self.config
        started = time.perf_counter()
        rate = config.learning_rate(self.progress.iteration)
        self.optimiser.lr = rate
        if self.critic_optimiser is not None:
            self.critic_optimiser.lr = rate
        rollout = self.play()
        played = time.perf_counter()
        stats = ppo.update(
            self.params,
            self.optimiser,
            rollout.decisions,
            config.settings(),
            self.rng,
            self.critic,
            self.critic_optimiser,
        )
        learned = time.perf_counter()
        self.progress.iteration += 1
        self.progress.games += rollout.games
        self.progress.decisions += rollout.decisions.x.shape[0]
        self.progress.seconds += learned - started
        if self.progress.iteration % config.pool_every == 0:
            weights: dict[str, Any] = dict(self.params)
            np.savez(self.folder / "pool" / f"{self.progress.iteration:06d}.npz", **weights)
        return {
            "iteration": self.progress.iteration,
            "play_s": round(played - started, 2),
            "learn_s": round(learned - played, 2),
            "lr": rate,
            "decisions": rollout.decisions.x.shape[0],
            "vs": {k: round(v, 3) for k, v in rollout.opponent_scores.items()},
            **{k: round(v, 4) for k, v in stats._asdict().items()},
        }

    def evaluate(self) -> dict[str, Any]:
        """The learning curve's point: the network's most likely move against the baselines."""
        config = self.config
        seed = 1_000_003 + self.progress.iteration
        player = NetPlayer(self.params, np.random.default_rng(seed), sample=False)
        scorer = np.random.default_rng(seed + 1)

        def rand(b: Batch) -> Any:
            return random_moves(b, scorer)

        point: dict[str, Any] = {
            "iteration": self.progress.iteration,
            "games": self.progress.games,
            "decisions": self.progress.decisions,
            "hours": round(self.progress.seconds / 3600, 3),
        }
        against: dict[str, Callable[[Batch], Any]] = {"random": rand, "greedy": greedy_moves}
        if config.anchor:
            anchor = load_params(Path(config.anchor))
            against["anchor"] = NetPlayer(anchor, np.random.default_rng(seed + 2), sample=False)
        for name, opponent in against.items():
            result = match(player, opponent, config.eval_deals, seed, config.swap_share)
            point[name] = round(result.score, 4)
            point[f"{name}_ci"] = round(result.half_width, 4)
        with (self.folder / "curve.jsonl").open("a") as curve:
            curve.write(json.dumps(point) + "\n")
        return point

    def measured(self) -> bool:
        """Whether the curve has a point at the run's iteration."""
        curve = self.folder / "curve.jsonl"
        if not curve.exists():
            return False
        lines = curve.read_text().splitlines()
        return bool(lines) and json.loads(lines[-1])["iteration"] == self.progress.iteration

    def train(self, iterations: int, seconds: float, log: Callable[[str], None]) -> None:
        """Iterate until ``iterations`` more are done or ``seconds`` have passed, saving after
        each; evaluate every ``eval_every`` iterations (and at the start of a run, before a
        warm-up), not in the critic's warm-up."""
        if self.progress.iteration % self.config.eval_every == 0 and not self.measured():
            log(json.dumps(self.evaluate()))
        start = time.monotonic()
        for _ in range(iterations):
            figures = self.iterate()
            log(json.dumps(figures))
            if "warmup" not in figures and self.progress.iteration % self.config.eval_every == 0:
                log(json.dumps(self.evaluate()))
            self.save()
            if time.monotonic() - start > seconds:
                break


def fork(source: Path, folder: Path, changes: dict[str, Any]) -> Run:
    """A new run in ``folder`` that goes on from ``source``'s checkpoint, pool and curve with
    ``changes`` to its configuration (the learning-rate schedule starts at the fork)."""
    if (folder / "config.json").exists():
        raise ValueError(f"{folder} already holds a run")
    parent = Run(source)
    unknown = set(changes) - set(Config.__dataclass_fields__)
    if unknown:
        raise ValueError(f"not a field of the configuration: {', '.join(sorted(unknown))}")
    fields = {**asdict(parent.config), **changes, "decay_from": parent.progress.iteration}
    if fields["hidden"] != list(parent.config.hidden) and tuple(fields["hidden"]) != tuple(
        parent.config.hidden
    ):
        raise ValueError("a fork keeps the network's shape")
    config = Config.from_json(fields)
    folder.mkdir(parents=True)
    (folder / "pool").mkdir()
    for name in ("checkpoint.npz", "curve.jsonl"):
        if (source / name).exists():
            shutil.copyfile(source / name, folder / name)
    for entry in sorted((source / "pool").glob("*.npz")):
        shutil.copyfile(entry, folder / "pool" / entry.name)
    (folder / "config.json").write_text(json.dumps(asdict(config), indent=1) + "\n")
    return Run(folder)
