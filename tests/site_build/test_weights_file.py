"""The maestro level's weights: a file of the site of its own, the one the page fetches,
precached by the service worker."""

import ast
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild import assemble, layout
from sitebuild.service_worker import write_service_worker

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


def test_the_build_copies_the_weights_beside_the_page_and_precaches_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root, site = tmp_path / "repo", tmp_path / "site"
    (root / "static").mkdir(parents=True)
    (root / "index.html").write_text("<!doctype html>", encoding="utf-8")
    (root / layout.TOML_NAME).write_text('name = "x"\n', encoding="utf-8")
    weights = root / layout.WEIGHTS_SOURCE
    weights.parent.mkdir(parents=True)
    weights.write_bytes(b"BRNN weights")
    monkeypatch.setattr(assemble, "bundle_package", lambda root, site: None)
    assemble._copy_sources(root, site)
    assert (site / layout.WEIGHTS).read_bytes() == b"BRNN weights"
    write_service_worker(site)
    assert f'"./{layout.WEIGHTS}"' in (site / layout.SERVICE_WORKER).read_text(encoding="utf-8")
