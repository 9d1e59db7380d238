"""Learning from the teacher: the student comes to play the teacher's move on held-out hands."""

from __future__ import annotations

import numpy as np
import pytest

from training import net
from training.learn_from import Epoch, LearnConfig, learn, targets
from training.teach import Dataset, Shard, TeachConfig


def quiet(line: object) -> None:
    """Discard the log."""


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Shard:
    folder = tmp_path_factory.mktemp("teach") / "data"
    dataset = Dataset(folder, TeachConfig(seed=11, samples=8, shard_hands=10))
    dataset.teach(600, 1.0, quiet)
    return dataset.load()


def test_the_soft_target_is_a_distribution_that_sharpens_to_the_choice(data: Shard) -> None:
    soft = targets(data, LearnConfig(temperature=0.05), 0.03)
    assert np.allclose(soft.sum(axis=1), 1.0, atol=1e-5)
    assert (soft[~data["mask"]] == 0).all()
    sharp = targets(data, LearnConfig(temperature=1e-6), 0.03)
    chosen = targets(data, LearnConfig(target="chosen"), 0.03)
    assert (sharp.argmax(axis=1) == chosen.argmax(axis=1)).mean() > 0.99
    assert (soft.max(axis=1) < sharp.max(axis=1) - 1e-3).any()


@pytest.mark.parametrize("target", ["soft", "chosen"])
def test_the_students_agreement_with_the_teacher_rises_on_held_out_hands(
    data: Shard, target: str
) -> None:
    start = net.init(np.random.default_rng(2), (32, 32))
    config = LearnConfig(target=target, epochs=25, lr=3e-3, minibatch=64, held_share=0.2)
    epochs: list[Epoch] = []
    _, curve = learn(start, data, config, 0.03, epochs.append)
    assert curve == epochs and len(curve) == 26
    best = min(curve, key=lambda e: e.held_loss)
    assert best.held_loss < curve[0].held_loss - 0.05
    assert best.held_agreement > curve[0].held_agreement + 0.1


def test_the_kl_to_the_start_keeps_the_student_nearer_it(data: Shard) -> None:
    start = net.init(np.random.default_rng(2), (32, 32))
    config = LearnConfig(epochs=5, lr=3e-3, minibatch=64)
    free, _ = learn(start, data, config, 0.03, quiet)
    held, _ = learn(start, data, LearnConfig(epochs=5, lr=3e-3, minibatch=64, kl=3.0), 0.03, quiet)
    x, mask = data["x"], data["mask"]
    base = net.log_softmax(net.forward(start, x, mask).logits)

    def distance(params: net.Params) -> float:
        logp = net.log_softmax(net.forward(params, x, mask).logits)
        return float((np.exp(base) * mask * (base - logp)).sum(axis=1).mean())

    assert distance(held) < distance(free)
