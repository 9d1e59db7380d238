"""The generated card art: 40 faces and a back in one self-contained SVG (a card per fragment),
the icons, all up to date with the script."""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from briscola.engine.cards import RANK_NAMES, SUIT_NAMES
from briscola.engine.rules import Rules
from briscola.engine.variants import DECK_SIZES, VARIANTS
from briscola.ui.markup.html import CARD_SPRITE, card_url

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cardart.faces import back_art, card_art

from .sprite_checks import SVG, check_self_contained, parse

ROOT = Path(__file__).resolve().parents[2]
SPRITE = ROOT / "static" / CARD_SPRITE
ICONS = ROOT / "static" / "icons"

CODES = [card.code for card in Rules().cards]
NAMES = [*CODES, "back"]
TITLES = {
    **{
        c.code: f"{RANK_NAMES[c.code[0]]} di {SUIT_NAMES[c.code[1]].lower()}" for c in Rules().cards
    },
    "back": "Dorso",
}

MAX_SPRITE_BYTES = 120 * 1024


def sprite() -> ET.Element:
    return parse(SPRITE)


def drawings() -> dict[str, ET.Element]:
    """Each drawing of the sprite (a nested <svg> of the root), by its id."""
    return {el.get("id", ""): el for el in sprite().findall(f"{SVG}svg")}


def test_the_sprite_is_a_small_self_contained_svg_of_one_card_s_shape() -> None:
    check_self_contained(SPRITE)
    # Whichever card it shows, the picture is 3:5 (the root's viewBox is one card's).
    assert sprite().get("viewBox") == "0 0 60 100"
    assert SPRITE.stat().st_size < MAX_SPRITE_BYTES, f"{SPRITE.stat().st_size} bytes"
    ids = [el.get("id") for el in sprite().iter() if el.get("id")]
    assert len(ids) == len(set(ids)), "an id is used twice"


def test_the_cards_are_no_longer_files_of_their_own() -> None:
    assert not (ROOT / "static" / "cards").exists()


def test_each_fragment_names_its_own_card_and_hides_the_others() -> None:
    found = drawings()
    assert sorted(found) == sorted(NAMES)
    for name, drawing in found.items():
        # One card's box at the origin, as a file of its own.
        assert drawing.get("x") is None and drawing.get("y") is None, name
        assert (drawing.get("width"), drawing.get("height")) == ("60", "100"), name
        title = drawing.find(f"{SVG}title")
        assert title is not None and title.text == TITLES[name], name
    # Only the drawing the URL's fragment targets is shown.
    rules = [el.text for el in sprite().iter(f"{SVG}style")]
    assert rules == ["svg>svg:not(:target){display:none}"]


def test_every_card_of_every_table_has_its_picture() -> None:
    shown = set(drawings())
    for variant in VARIANTS.values():
        for players, decks in DECK_SIZES.items():
            for deck in decks:
                if variant.plays(players, deck):
                    rules = Rules.for_table(players, variant=variant.name, deck=deck)
                    assert {c.code for c in rules.cards} <= shown, (variant.name, players, deck)
    assert "back" in shown
    assert {card_url(name).split("#")[1] for name in NAMES} == shown


def test_each_picture_is_drawn_as_its_own_file_was() -> None:
    text = SPRITE.read_text(encoding="utf-8")
    for name in NAMES:
        art = back_art() if name == "back" else card_art(name)
        assert f"<title>{art.title}</title>{art.body}</svg>" in text, name
        assert art.defs in text, name


def test_every_face_has_a_title_and_a_distinct_drawing() -> None:
    bodies = {ET.tostring(el) for el in drawings().values()}
    assert len(bodies) == len(NAMES)
    assert len(set(TITLES.values())) == len(NAMES)


def test_the_page_s_card_rule_matches_every_card_picture() -> None:
    # Every card is 3:5 before its picture has loaded (the stylesheet's one rule for them).
    css = (ROOT / "static" / "css" / "briscola.css").read_text(encoding="utf-8")
    match = re.search(r'img\[src\*="([^"]+)"\] \{ aspect-ratio: 3 / 5; \}', css)
    assert match is not None
    assert all(match.group(1) in card_url(name) for name in NAMES)


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
    (static / CARD_SPRITE).write_text("<svg/>", encoding="utf-8")
    (static / "icons" / "favicon.svg").unlink()
    checked = subprocess.run(
        [sys.executable, script, "--check", "--static", str(static)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert checked.returncode == 1
    assert f"differs {static / CARD_SPRITE}" in checked.stderr
    assert f"missing {static / 'icons' / 'favicon.svg'}" in checked.stderr
