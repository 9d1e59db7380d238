"""briscola.ui.zip_loader: modules imported from a zip archive, each read out of it once."""

from __future__ import annotations

import importlib
import sys
import zipfile
import zipimport
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from briscola.ui import zip_loader


@pytest.fixture
def archive(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "game.zip"
    with zipfile.ZipFile(path, "w") as out:
        out.writestr("zipgame/__init__.py", "")
        out.writestr("zipgame/rules.py", "ANSWER = 42\n")
    sys.path.insert(0, str(path))
    yield path
    sys.path.remove(str(path))
    for name in [n for n in sys.modules if n.split(".")[0] == "zipgame"]:
        del sys.modules[name]
    for key in [k for k in sys.path_importer_cache if k.startswith(str(path))]:
        del sys.path_importer_cache[key]
    importlib.invalidate_caches()


def _reads(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Each read of a module's bytes out of an archive, as zipimport makes it."""
    reads: list[Any] = []
    real = zipimport._get_data  # type: ignore[attr-defined]

    def counting(archive: str, toc_entry: Any) -> bytes:
        reads.append(toc_entry[0])
        return real(archive, toc_entry)  # type: ignore[no-any-return]

    monkeypatch.setattr(zipimport, "_get_data", counting)
    return reads


def test_a_module_is_read_once_and_imports_as_before(
    archive: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    zip_loader.install()  # importing briscola.ui installed it: a second call changes nothing
    assert sys.path_hooks.count(zip_loader.ReadOnce) == 1
    reads = _reads(monkeypatch)
    module = importlib.import_module("zipgame.rules")
    assert module.ANSWER == 42
    assert module.__file__ == str(archive / "zipgame" / "rules.py")
    assert isinstance(module.__loader__, zip_loader.ReadOnce)
    assert reads.count(str(archive / "zipgame" / "rules.py")) == 1


def test_zipimporter_itself_reads_twice(archive: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Why the module exists: without it, the same import reads the module twice."""
    monkeypatch.setattr(
        sys, "path_hooks", [h for h in sys.path_hooks if h is not zip_loader.ReadOnce]
    )
    reads = _reads(monkeypatch)
    assert importlib.import_module("zipgame.rules").ANSWER == 42
    assert reads.count(str(archive / "zipgame" / "rules.py")) == 2
