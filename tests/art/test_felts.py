"""The table's felts: the page's own first, and each of the others at least as readable as
it, for the table's text, its gold and its turn ring, with every card face and back standing
out from it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cardart import palette
from cardart.contrast import ratio
from cardart.decks import ink as deck_ink
from cardart.felts import DEFAULT, FELTS, GOLD, TEXT_INK, TURN

ROOT = Path(__file__).resolve().parents[2]
AA_TEXT = 4.5
NON_TEXT = 3.0


def page_colours() -> dict[str, str]:
    """The custom properties of the page's :root (index.html's inline style) and the
    stylesheet's (briscola.css)."""
    found: dict[str, str] = {}
    for path in (ROOT / "index.html", ROOT / "static" / "css" / "briscola.css"):
        for root in re.findall(r":root\s*\{([^}]*)\}", path.read_text(encoding="utf-8")):
            found.update(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", root))
    return {name: value.lower() for name, value in found.items()}


def test_the_first_felt_and_the_inks_are_the_page_s_own() -> None:
    colours = page_colours()
    felt = FELTS[DEFAULT]
    assert next(iter(FELTS)) == DEFAULT
    assert (felt.middle, felt.rim) == (colours["felt"], colours["felt-dark"])
    assert (colours["ink"], colours["gold"], colours["turn"]) == (TEXT_INK, GOLD, TURN)
    assert colours["focus"] == TURN


def test_there_are_a_few_felts() -> None:
    assert len(FELTS) >= 3
    assert len({(f.middle, f.rim) for f in FELTS.values()}) == len(FELTS)


@pytest.mark.parametrize("ident", FELTS)
def test_each_felt_is_as_readable_as_the_page_s_own(ident: str) -> None:
    felt, default = FELTS[ident], FELTS[DEFAULT]
    for stop, own in ((felt.middle, default.middle), (felt.rim, default.rim)):
        assert ratio(stop, TEXT_INK) >= AA_TEXT, (ident, stop)
        # The gold is large or bold text on the felt; it may not read worse than on the
        # page's own felt, which the accessibility check (axe) passes.
        assert ratio(stop, GOLD) >= min(AA_TEXT, ratio(own, GOLD)), (ident, stop)
        assert ratio(stop, TURN) >= NON_TEXT, (ident, stop)


@pytest.mark.parametrize("ident", FELTS)
def test_every_card_stands_out_from_each_felt(ident: str) -> None:
    felt = FELTS[ident]
    papers = {palette.PAPER, deck_ink.PAPER, "#ffffff", "#f4ead2"}  # faces, then the backs' rim
    for paper in papers:
        for stop in (felt.middle, felt.rim):
            assert ratio(stop, paper) >= NON_TEXT, (ident, paper, stop)
