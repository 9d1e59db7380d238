"""A run adopted from its snapshot goes on as the run would; a rebuilt run starts from the
exported policy; the critic's warm-up leaves the policy alone."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from tests.support import training_runs
from tests.support.training_runs import quiet
from training.export import export, load_params
from training.run import Progress, Run
from training.snapshot import adopt, rebuild, take

SMALL = replace(training_runs.SMALL, seed=5, pool_every=100)


def same_weights(a: dict[str, np.ndarray], b: dict[str, np.ndarray]) -> bool:
    """Whether two sets of arrays are equal bit for bit."""
    return a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)


def curve(folder: Path) -> list[dict[str, object]]:
    """The curve's points, without the hours (wall time)."""
    lines = (folder / "curve.jsonl").read_text().splitlines()
    return [{k: v for k, v in json.loads(line).items() if k != "hours"} for line in lines]


def test_a_run_adopted_from_its_snapshot_goes_on_exactly_as_the_run(tmp_path: Path) -> None:
    Run(tmp_path / "run", SMALL).train(3, 1e9, quiet)
    size = take(tmp_path / "run", tmp_path / "snap.npz")
    assert size == (tmp_path / "snap.npz").stat().st_size
    adopted = adopt(tmp_path / "snap.npz", tmp_path / "adopted", {})
    assert adopted.config == SMALL
    adopted.train(3, 1e9, quiet)
    Run(tmp_path / "run").train(3, 1e9, quiet)
    run = Run(tmp_path / "run")
    assert replace(adopted.progress, seconds=0) == replace(run.progress, seconds=0)
    assert same_weights(run.params, adopted.params)
    assert run.critic is not None and adopted.critic is not None
    assert same_weights(run.critic, adopted.critic)
    assert same_weights(run.optimiser.state(), adopted.optimiser.state())
    assert curve(tmp_path / "adopted") == curve(tmp_path / "run")
    assert [p["iteration"] for p in curve(tmp_path / "run")] == [0, 2, 4, 6]


def test_without_adams_moments_the_adopted_run_starts_them_afresh(tmp_path: Path) -> None:
    Run(tmp_path / "run", SMALL).train(2, 1e9, quiet)
    with_moments = take(tmp_path / "run", tmp_path / "full.npz")
    without = take(tmp_path / "run", tmp_path / "light.npz", moments=False)
    assert without < with_moments
    adopted = adopt(tmp_path / "light.npz", tmp_path / "adopted", {})
    run = Run(tmp_path / "run")
    assert same_weights(run.params, adopted.params)
    assert adopted.optimiser.t == 0 and run.optimiser.t > 0
    adopted.iterate()
    run.iterate()
    assert not same_weights(run.params, adopted.params)


def test_the_pool_is_rebuilt_from_the_snapshots_policy(tmp_path: Path) -> None:
    Run(tmp_path / "run", replace(SMALL, pool_every=1)).train(2, 1e9, quiet)
    take(tmp_path / "run", tmp_path / "snap.npz")
    adopted = adopt(tmp_path / "snap.npz", tmp_path / "adopted", {})
    pool = sorted((tmp_path / "adopted" / "pool").iterdir())
    assert [p.name for p in pool] == ["000002.npz"]
    assert same_weights(load_params(pool[0]), adopted.params)


def test_the_anchor_travels_with_the_snapshot(tmp_path: Path) -> None:
    Run(tmp_path / "parent", SMALL).train(1, 1e9, quiet)
    export(tmp_path / "parent", tmp_path / "anchor.bin")
    anchored = replace(SMALL, seed=6, anchor=str(tmp_path / "anchor.bin"))
    Run(tmp_path / "run", anchored).train(2, 1e9, quiet)
    take(tmp_path / "run", tmp_path / "snap.npz")
    (tmp_path / "anchor.bin").unlink()
    adopted = adopt(tmp_path / "snap.npz", tmp_path / "adopted", {})
    assert adopted.config.anchor == str((tmp_path / "adopted" / "anchor.npz").resolve())
    assert same_weights(load_params(Path(adopted.config.anchor)), Run(tmp_path / "parent").params)
    assert adopted.evaluate()["anchor_ci"] > 0


def test_a_rebuilt_run_starts_from_the_exported_policy_with_a_fresh_critic(
    tmp_path: Path,
) -> None:
    Run(tmp_path / "run", SMALL).train(2, 1e9, quiet)
    export(tmp_path / "run", tmp_path / "policy.bin")
    progress = Progress(2, 128, 4000, 60.0)
    rebuild(tmp_path / "policy.bin", SMALL, progress, tmp_path / "snap.npz")
    adopted = adopt(
        tmp_path / "snap.npz",
        tmp_path / "adopted",
        {"seed": 9, "anchor": str(tmp_path / "policy.bin")},
    )
    run = Run(tmp_path / "run")
    assert adopted.progress == progress
    assert same_weights(run.params, adopted.params)
    assert adopted.critic is not None and run.critic is not None
    assert not np.array_equal(adopted.critic["w1"], run.critic["w1"])
    assert adopted.optimiser.t == 0
    assert [p.name for p in (tmp_path / "adopted" / "pool").iterdir()] == ["000002.npz"]
    point = adopted.evaluate()
    assert point["anchor"] == 0.5


def test_the_critics_warm_up_leaves_the_policy_and_the_iteration_alone(tmp_path: Path) -> None:
    warm = replace(SMALL, critic_warmup=3)
    run = Run(tmp_path / "run", warm)
    policy = {k: v.copy() for k, v in run.params.items()}
    assert run.critic is not None
    critic = {k: v.copy() for k, v in run.critic.items()}
    run.train(2, 1e9, quiet)
    run = Run(tmp_path / "run")
    run.train(1, 1e9, quiet)
    assert run.progress.iteration == 0 and len(run.progress.warmup_losses) == 3
    assert same_weights(policy, run.params)
    assert run.critic is not None and not np.array_equal(critic["w1"], run.critic["w1"])
    assert [p["iteration"] for p in curve(tmp_path / "run")] == [0]
    assert not run.warming()
    run.train(2, 1e9, quiet)
    assert run.progress.iteration == 2
    assert not same_weights(policy, run.params)
    assert [p["iteration"] for p in curve(tmp_path / "run")] == [0, 2]
    whole = Run(tmp_path / "whole", warm)
    whole.train(5, 1e9, quiet)
    assert same_weights(whole.params, run.params)


def test_adopt_refuses_a_taken_folder_an_unknown_field_and_another_shape(
    tmp_path: Path,
) -> None:
    Run(tmp_path / "run", SMALL).train(1, 1e9, quiet)
    take(tmp_path / "run", tmp_path / "snap.npz")
    for changes, message in (({"depth": 3}, "not a field"), ({"hidden": (8, 8)}, "shape")):
        with pytest.raises(ValueError, match=message):
            adopt(tmp_path / "snap.npz", tmp_path / "adopted", changes)
        assert not (tmp_path / "adopted").exists()
    with pytest.raises(ValueError, match="already holds"):
        adopt(tmp_path / "snap.npz", tmp_path / "run", {})


def test_a_snapshot_of_a_running_run_leaves_its_folder_alone(tmp_path: Path) -> None:
    Run(tmp_path / "run", SMALL).train(2, 1e9, quiet)
    path = tmp_path / "run" / "curve.jsonl"
    ahead = path.read_text() + json.dumps({"iteration": 3}) + "\n"
    path.write_text(ahead)
    take(tmp_path / "run", tmp_path / "snap.npz")
    assert path.read_text() == ahead
    adopt(tmp_path / "snap.npz", tmp_path / "adopted", {})
    assert [p["iteration"] for p in curve(tmp_path / "adopted")] == [0, 2]
