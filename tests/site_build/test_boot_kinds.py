"""The watchdog's list of saved kinds comes from the storage module."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild.boot_kinds import MARKER, SCRIPT, kinds, write_kinds
from sitebuild.errors import BuildError

from briscola.app.saved.storage import DERIVED_KINDS, SAVED_KINDS

ROOT = Path(__file__).resolve().parents[2]


def test_every_saved_kind_is_set_aside_and_no_derived_one() -> None:
    listed = kinds(ROOT)
    assert set(SAVED_KINDS) <= set(listed)
    assert not set(DERIVED_KINDS) & set(listed)


def test_the_build_writes_the_list_in_place_of_the_marker(tmp_path: Path) -> None:
    target = tmp_path / SCRIPT
    target.parent.mkdir(parents=True)
    target.write_text(f"var KINDS = {MARKER};\n", encoding="utf-8")
    write_kinds(tmp_path, ROOT)
    written = target.read_text(encoding="utf-8")
    assert json.loads(written.removeprefix("var KINDS = ").removesuffix(";\n")) == kinds(ROOT)
    with pytest.raises(BuildError, match="marker"):
        write_kinds(tmp_path, ROOT)


def test_the_repository_watchdog_holds_the_marker_once() -> None:
    assert (ROOT / SCRIPT).read_text(encoding="utf-8").count(MARKER) == 1
