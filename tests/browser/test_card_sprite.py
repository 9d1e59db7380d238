"""The built site ships the cards as one sprite: every card's URL names a drawing of it."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import urljoin

import pytest

from briscola.engine.rules import Rules
from briscola.ui.markup.html import CARD_SPRITE, card_url

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"


def test_the_built_site_ships_the_card_sprite_and_no_card_files(site_dir: Path) -> None:
    built = site_dir / "static" / CARD_SPRITE
    assert built.read_bytes() == (ROOT / "static" / CARD_SPRITE).read_bytes()
    assert not (site_dir / "static" / "cards").exists()
    worker = (site_dir / "sw.js").read_text(encoding="utf-8")
    assert f'"./static/{CARD_SPRITE}"' in worker  # precached: the cards show offline
    assert "/cards/" not in worker
    drawings = {el.get("id") for el in ET.parse(built).getroot().findall(f"{SVG}svg")}
    base = "http://site/"
    for name in [*(card.code for card in Rules().cards), "back"]:
        url, _, fragment = urljoin(base, card_url(name)).partition("#")
        assert url == f"{base}static/{CARD_SPRITE}" and fragment in drawings, name
