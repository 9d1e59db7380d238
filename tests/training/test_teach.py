"""The teacher's dataset: consistent records, and the same shards however often it stops."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from training.teach import FIELDS, Dataset, TeachConfig, load_together

TINY = TeachConfig(seed=5, samples=6, shard_hands=1)


def quiet(line: str) -> None:
    """Discard the log."""


def test_a_stopped_dataset_goes_on_to_the_same_shards(tmp_path: Path) -> None:
    whole = Dataset(tmp_path / "whole", TINY)
    whole.teach(80, 1.0, quiet)
    parts = Dataset(tmp_path / "parts", TINY)
    parts.teach(1, 1.0, quiet)
    assert len(parts.shards()) == 1
    for unfinished in (".shard-000001.npz", "shard-000001.part.npz"):
        (parts.folder / unfinished).write_bytes(b"cut short")
    Dataset(tmp_path / "parts").teach(80, 1.0, quiet)
    assert [p.name for p in parts.shards()] == [p.name for p in whole.shards()]
    assert len(whole.shards()) >= 3
    a, b = whole.load(), parts.load()
    for name in FIELDS:
        assert np.array_equal(a[name], b[name]), name


def test_a_dataset_keeps_its_configuration(tmp_path: Path) -> None:
    Dataset(tmp_path / "data", TINY)
    with pytest.raises(ValueError, match="was made with"):
        Dataset(tmp_path / "data", TeachConfig(seed=6, samples=6, shard_hands=1))
    with pytest.raises(FileNotFoundError):
        Dataset(tmp_path / "none")


def test_each_record_is_the_searchs_choice_by_mean_and_prior(tmp_path: Path) -> None:
    dataset = Dataset(tmp_path / "data", TINY)
    dataset.teach(100, 1.0, quiet)
    data = dataset.load()
    rows = np.arange(data["hand"].size)
    chosen = data["chosen"].astype(np.int64)
    mask = data["mask"]
    assert mask[rows, chosen].all()
    assert (mask.sum(axis=1) >= 2).all()
    score = np.where(mask, data["mean"] + TINY.prior_weight * data["logp"], -np.inf)
    assert (score[rows, chosen] >= score.max(axis=1) - 1e-5).all()
    assert (data["logp"][mask] <= 0).all() and (data["logp"][~mask] == 0).all()
    hand = data["x"][:, :40]
    assert (hand[mask[:, :40]] == 1).all(), "a legal card is in the seat's hand"
    assert ((data["points"] >= 0) & (data["points"] <= 120)).all()
    per_hand = np.bincount(data["hand"])
    assert ((per_hand >= 20) & (per_hand <= 34)).all()


def test_datasets_alike_but_for_their_seed_load_together_with_their_hands_apart(
    tmp_path: Path,
) -> None:
    one = Dataset(tmp_path / "one", TINY)
    one.teach(20, 1.0, quiet)
    two = Dataset(tmp_path / "two", TeachConfig(seed=6, samples=6, shard_hands=1))
    two.teach(20, 1.0, quiet)
    a, b = one.load(), two.load()
    both = load_together([one, two])
    for name in FIELDS:
        assert np.array_equal(both[name][: a["hand"].size], a[name]), name
        assert len(both[name]) == len(a[name]) + len(b[name])
    assert both["hand"][a["hand"].size :].min() > a["hand"].max()
    other = Dataset(tmp_path / "other", TeachConfig(seed=7, samples=8, shard_hands=1))
    other.teach(1, 1.0, quiet)
    with pytest.raises(ValueError, match="only the seed may differ"):
        load_together([one, other])
