"""A run stopped and resumed goes on exactly as one that did not stop."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np

from training.run import Config, Run

SMALL = Config(
    seed=3,
    hidden=(16, 16),
    games=64,
    eval_every=2,
    eval_deals=20,
    pool_every=1,
    learner={"minibatch": 512, "epochs": 1},
    privileged_critic=True,
)


def quiet(line: str) -> None:
    """Discard the run's log."""


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
