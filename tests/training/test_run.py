"""A run stopped and resumed goes on exactly as one that did not stop."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np

from tests.support.training_runs import SMALL, quiet
from training.run import Run, fork


def test_a_resumed_run_ends_where_an_unbroken_one_does(tmp_path: Path) -> None:
    Run(tmp_path / "whole", SMALL).train(4, 1e9, quiet)
    Run(tmp_path / "broken", SMALL).train(2, 1e9, quiet)
    resumed = Run(tmp_path / "broken")
    resumed.train(2, 1e9, quiet)
    whole = Run(tmp_path / "whole")
    assert replace(resumed.progress, seconds=0) == replace(whole.progress, seconds=0)
    for k, v in whole.params.items():
        assert np.array_equal(v, resumed.params[k])
    assert resumed.critic is not None and whole.critic is not None
    for k, v in whole.critic.items():
        assert np.array_equal(v, resumed.critic[k])
    curves = [
        (tmp_path / name / "curve.jsonl").read_text().splitlines() for name in ("whole", "broken")
    ]
    assert [json.loads(x)["greedy"] for x in curves[0]] == [
        json.loads(x)["greedy"] for x in curves[1]
    ]


def test_a_run_refuses_another_configuration(tmp_path: Path) -> None:
    Run(tmp_path / "r", SMALL)
    try:
        Run(tmp_path / "r", SMALL.__class__(**{**SMALL.__dict__, "seed": 4}))
    except ValueError as error:
        assert "another configuration" in str(error)
    else:
        raise AssertionError("a run with another configuration was resumed")


def test_a_fork_without_changes_goes_on_as_its_parent(tmp_path: Path) -> None:
    parent = Run(tmp_path / "parent", SMALL)
    parent.train(2, 1e9, quiet)
    child = fork(tmp_path / "parent", tmp_path / "child", {})
    assert child.progress == parent.progress
    assert child.config == replace(SMALL, decay_from=2)
    child.train(2, 1e9, quiet)
    Run(tmp_path / "parent").train(2, 1e9, quiet)
    parent = Run(tmp_path / "parent")
    for k, v in parent.params.items():
        assert np.array_equal(v, child.params[k])
    assert sorted(p.name for p in (tmp_path / "child" / "pool").iterdir()) == [
        f"{i:06d}.npz" for i in (1, 2, 3, 4)
    ]


def test_a_fork_decays_its_learning_rate_from_the_fork_and_meets_its_anchor(
    tmp_path: Path,
) -> None:
    Run(tmp_path / "parent", SMALL).train(2, 1e9, quiet)
    anchor = tmp_path / "parent" / "pool" / "000002.npz"
    changes = {"lr": 1e-3, "lr_decay": 0.5, "lr_min": 3e-4, "anchor": str(anchor)}
    child = fork(tmp_path / "parent", tmp_path / "child", changes)
    rates = []
    for _ in range(3):
        child.iterate()
        rates.append(child.optimiser.lr)
    assert rates == [1e-3, 5e-4, 3e-4]
    point = child.evaluate()
    assert 0.0 <= point["anchor"] <= 1.0 and point["anchor_ci"] > 0


def test_a_fork_refuses_a_taken_folder_an_unknown_field_and_another_shape(
    tmp_path: Path,
) -> None:
    Run(tmp_path / "parent", SMALL).train(1, 1e9, quiet)
    for changes, message in (
        ({"depth": 3}, "not a field"),
        ({"hidden": (8, 8)}, "shape"),
    ):
        try:
            fork(tmp_path / "parent", tmp_path / "child", changes)
        except ValueError as error:
            assert message in str(error)
        else:
            raise AssertionError(f"forked with {changes}")
        assert not (tmp_path / "child").exists()
    fork(tmp_path / "parent", tmp_path / "child", {})
    try:
        fork(tmp_path / "parent", tmp_path / "child", {})
    except ValueError as error:
        assert "already holds" in str(error)
    else:
        raise AssertionError("forked over a run")
