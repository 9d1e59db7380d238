"""The maestro level's weights: a file of the site of its own, the one the page fetches,
precached by the service worker."""

import ast
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild import assemble, layout
from sitebuild.errors import BuildError
from sitebuild.service_worker import write_service_worker
from sitebuild.weights import write_weights

from briscola.ai.learned.network import NAMES, read_arrays, write_arrays

ROOT = Path(__file__).resolve().parents[2]


def page_weights_url() -> str:
    """``WEIGHTS_URL`` of ``briscola/ui/weights.py``, read without importing the browser."""
    tree = ast.parse((ROOT / "briscola/ui/weights.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and ast.unparse(node.target) == "WEIGHTS_URL":
            assert isinstance(node.value, ast.Constant)
            return str(node.value.value)
    raise AssertionError("briscola/ui/weights.py has no WEIGHTS_URL")


def test_the_page_fetches_the_file_the_build_writes() -> None:
    assert page_weights_url() == f"./{layout.WEIGHTS}"
    assert (ROOT / layout.WEIGHTS_SOURCE).read_bytes()[:4] == b"BRNN"


def test_the_build_writes_the_weights_beside_the_page_in_half_precision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root, site = tmp_path / "repo", tmp_path / "site"
    (root / "static").mkdir(parents=True)
    (root / "index.html").write_text("<!doctype html>", encoding="utf-8")
    (root / layout.TOML_NAME).write_text('name = "x"\n', encoding="utf-8")
    weights = root / layout.WEIGHTS_SOURCE
    weights.parent.mkdir(parents=True)
    rng = random.Random(3)
    arrays = {k: [[rng.uniform(-2, 2) for _ in range(3)] for _ in range(2)] for k in NAMES}
    weights.write_bytes(write_arrays(arrays))
    monkeypatch.setattr(assemble, "bundle_package", lambda root, site: None)
    assemble._copy_sources(root, site)
    data = (site / layout.WEIGHTS).read_bytes()
    assert data == write_arrays(arrays, half=True)
    back = read_arrays(data)
    for name in NAMES:
        for row, back_row in zip(arrays[name], back[name], strict=True):
            assert back_row == pytest.approx(row, abs=2e-3)
    write_service_worker(site)
    assert f'"./{layout.WEIGHTS}"' in (site / layout.SERVICE_WORKER).read_text(encoding="utf-8")


def test_a_damaged_weights_file_fails_the_build(tmp_path: Path) -> None:
    weights = tmp_path / layout.WEIGHTS_SOURCE
    weights.parent.mkdir(parents=True)
    weights.write_bytes(b"BRNN")
    with pytest.raises(BuildError, match=r"weights\.bin"):
        write_weights(tmp_path, tmp_path)
