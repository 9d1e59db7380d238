"""The modules the Pyodide snapshot worker imports: what the page loads with, no JS bridge."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild.errors import BuildError
from sitebuild.snapshot_modules import MARKER, WORKER, snapshot_modules, write_snapshot_modules

ROOT = Path(__file__).resolve().parents[2]


def write(root: Path, rel: str, text: str) -> None:
    (root / rel).parent.mkdir(parents=True, exist_ok=True)
    (root / rel).write_text(text, encoding="utf-8")


def test_the_list_follows_load_time_imports_and_leaves_the_bridge_out(tmp_path: Path) -> None:
    write(tmp_path, "briscola/__init__.py", "")
    write(tmp_path, "briscola/ui/__init__.py", "")
    write(
        tmp_path,
        "briscola/ui/main.py",
        "import js\nfrom pyodide.ffi import create_proxy\nfrom briscola.app import play\n"
        "from . import util\nfrom typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from briscola.app import typed\n"
        "def later():\n    from briscola.app import lazy\n",
    )
    write(tmp_path, "briscola/ui/util.py", "import asyncio\n")
    write(tmp_path, "briscola/app/__init__.py", "")
    write(
        tmp_path,
        "briscola/app/play.py",
        "from .deep import x\ntry:\n    import json\nexcept ImportError:\n    pass\n",
    )
    write(tmp_path, "briscola/app/deep.py", "from collections.abc import Mapping\nx = 1\n")
    write(tmp_path, "briscola/app/typed.py", "")
    write(tmp_path, "briscola/app/lazy.py", "")
    names = snapshot_modules(tmp_path)
    assert names == [
        "asyncio",
        "briscola",
        "briscola.app",
        "briscola.app.deep",
        "briscola.app.play",
        "collections.abc",
        "json",
        "typing",
    ]


def test_the_real_list_holds_the_game_and_the_words_but_not_the_page_bridge() -> None:
    names = set(snapshot_modules(ROOT))
    assert {"briscola.app.controller", "briscola.i18n.it", "briscola.ai", "random"} <= names
    assert "briscola.engine.record" in names  # imported only inside functions: named in BY_NAME
    bridge = ("briscola.ui", "js", "pyodide", "pyscript")
    assert not {n for n in names if n in bridge or n.startswith(tuple(b + "." for b in bridge))}


def test_the_worker_gets_the_list_in_place_of_its_marker(tmp_path: Path) -> None:
    write(tmp_path, WORKER, f"const MODULES = {MARKER};\n")
    names = write_snapshot_modules(tmp_path, ROOT)
    assert (tmp_path / WORKER).read_text(encoding="utf-8").startswith('const MODULES = ["')
    assert names == snapshot_modules(ROOT)
    with pytest.raises(BuildError, match="marker"):
        write_snapshot_modules(tmp_path, ROOT)  # written already: no marker left


def test_the_repository_worker_holds_the_marker_once() -> None:
    assert (ROOT / WORKER).read_text(encoding="utf-8").count(MARKER) == 1
