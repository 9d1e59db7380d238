"""A small training run's configuration and a silent log, for the training pipeline's tests
(they need the ``train`` extra)."""

from __future__ import annotations

from training.run import Config

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
