"""The saved render's lists of markup come from the paint module."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from sitebuild.errors import BuildError
from sitebuild.paint_markup import MARKER, SCRIPT, markup, write_markup

from briscola.app.saved import paint

ROOT = Path(__file__).resolve().parents[2]


def test_the_lists_are_the_paint_modules() -> None:
    assert markup(ROOT) == {
        "html": list(paint.HTML_TAGS),
        "svg": list(paint.SVG_TAGS),
        "attributes": list(paint.ATTRIBUTES),
    }


def test_the_build_writes_the_lists_in_place_of_the_marker(tmp_path: Path) -> None:
    target = tmp_path / SCRIPT
    target.parent.mkdir(parents=True)
    target.write_text(f"var MARKUP = {MARKER};\n", encoding="utf-8")
    write_markup(tmp_path, ROOT)
    written = target.read_text(encoding="utf-8")
    assert json.loads(written.removeprefix("var MARKUP = ").removesuffix(";\n")) == markup(ROOT)
    with pytest.raises(BuildError, match="marker"):
        write_markup(tmp_path, ROOT)


def test_the_repository_script_holds_the_marker_once() -> None:
    assert (ROOT / SCRIPT).read_text(encoding="utf-8").count(MARKER) == 1
