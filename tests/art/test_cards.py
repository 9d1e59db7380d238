"""The generated card art: 40 faces and a back, self-contained SVGs, up to date with the script."""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "static" / "cards"
ICONS = ROOT / "static" / "icons"
SVG = "{http://www.w3.org/2000/svg}"

RANKS = "A234567FCR"
SUITS = "DCSB"
CODES = [rank + suit for suit in SUITS for rank in RANKS]
NAMES = [*CODES, "back"]

MAX_CARD_BYTES = 6 * 1024
MAX_SET_BYTES = 250 * 1024
# No stylesheet imports, images, scripts, embedded HTML, text (so no fonts) or external urls.
FORBIDDEN = re.compile(
    r"@import|<image|<script|<foreignObject|<text|font-family|url\(\s*['\"]?[^#'\"\s]",
    re.IGNORECASE,
)


def parse(path: Path) -> ET.Element:
    return ET.parse(path).getroot()


def check_self_contained(path: Path) -> None:
    """Well-formed SVG with a viewBox whose every reference points inside the file."""
    text = path.read_text(encoding="utf-8")
    root = parse(path)
    assert root.tag == f"{SVG}svg", path.name
    view_box = root.get("viewBox")
    assert view_box is not None, f"{path.name} has no viewBox"
    assert len(view_box.split()) == 4, view_box
    assert FORBIDDEN.search(text) is None, f"{path.name}: {FORBIDDEN.search(text)}"
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    for element in root.iter():
        for name, value in element.attrib.items():
            if name.endswith("href"):
                assert value.startswith("#"), f"{path.name}: external {name}={value}"
                assert value[1:] in ids, f"{path.name}: dangling {value}"
            for ref in re.findall(r"url\(([^)]*)\)", value):
                assert ref.startswith("#") and ref[1:] in ids, f"{path.name}: url({ref})"
            assert "http:" not in value and "https:" not in value, f"{path.name}: {value}"


@pytest.mark.parametrize("name", NAMES)
def test_card_is_a_small_self_contained_svg(name: str) -> None:
    path = CARDS / f"{name}.svg"
    assert path.is_file(), f"missing {path}"
    check_self_contained(path)
    assert parse(path).get("viewBox") == "0 0 60 100"
    assert path.stat().st_size < MAX_CARD_BYTES, f"{name}.svg is {path.stat().st_size} bytes"


def test_the_set_is_exactly_the_deck_and_small() -> None:
    on_disk = sorted(p.stem for p in CARDS.glob("*.svg"))
    assert on_disk == sorted(NAMES)
    total = sum(p.stat().st_size for p in CARDS.glob("*.svg"))
    assert total < MAX_SET_BYTES, f"card set is {total} bytes"


def test_every_face_has_a_title_and_a_distinct_drawing() -> None:
    drawings = {(CARDS / f"{code}.svg").read_text(encoding="utf-8") for code in CODES}
    assert len(drawings) == len(CODES)
    for code in CODES:
        title = parse(CARDS / f"{code}.svg").find(f"{SVG}title")
        assert title is not None and title.text, code


@pytest.mark.parametrize("name", ["icon.svg", "favicon.svg"])
def test_icon_svgs_are_self_contained(name: str) -> None:
    check_self_contained(ICONS / name)


@pytest.mark.parametrize(
    ("name", "size"), [("icon-192.png", 192), ("icon-512.png", 512), ("maskable-512.png", 512)]
)
def test_icon_pngs_have_their_size(name: str, size: int) -> None:
    data = (ICONS / name).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", name
    assert data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == (size, size)


def test_make_cards_check_passes() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_cards.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_make_cards_check_notices_a_changed_file(tmp_path: Path) -> None:
    script = str(ROOT / "scripts" / "make_cards.py")
    static = tmp_path / "static"
    made = subprocess.run(
        [sys.executable, script, "--static", str(static)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert made.returncode == 0, made.stderr
    (static / "cards" / "7B.svg").write_text("<svg/>", encoding="utf-8")
    (static / "cards" / "XX.svg").write_text("<svg/>", encoding="utf-8")
    checked = subprocess.run(
        [sys.executable, script, "--check", "--static", str(static)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert checked.returncode == 1
    assert "7B.svg" in checked.stderr and "XX.svg" in checked.stderr
