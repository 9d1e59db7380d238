"""The page's choice of decks, backs and felts names exactly what the card-art generator draws:
each pattern's sprite where the page looks for it, each pattern's own back, every back, every
felt with the colours the generator's contrast checks passed."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from briscola.setup import looks
from briscola.ui.markup.html import BACKS_SPRITE, CardArt, pattern_sprite

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cardart import outputs
from cardart.decks import DECKS
from cardart.decks.backs import BACKS
from cardart.decks.model import FRENCH_SUITS
from cardart.felts import DEFAULT, FELTS

ROOT = Path(__file__).resolve().parents[2]
CSS = ROOT / "static" / "css" / "briscola.css"


def test_the_patterns_are_the_default_deck_and_every_regional_one() -> None:
    assert looks.PATTERNS[0] == looks.DEFAULT_PATTERN
    assert set(looks.PATTERNS[1:]) == set(DECKS)
    assert len(looks.PATTERNS) == len(set(looks.PATTERNS))
    generated = outputs.generate()
    for pattern in looks.PATTERNS:
        assert pattern_sprite(pattern) in generated, pattern
    french = {ident for ident, deck in DECKS.items() if deck.suit_names == FRENCH_SUITS}
    assert french == looks.FRENCH_PATTERNS


def test_each_pattern_s_own_back_is_the_one_its_sprite_draws() -> None:
    assert {looks.DEFAULT_PATTERN: "reticolo"} | {
        ident: deck.back_ident for ident, deck in DECKS.items()
    } == looks.PATTERN_BACKS
    assert looks.PATTERN_BACKS[looks.DEFAULT_PATTERN] == looks.DEFAULT_BACK
    assert tuple(BACKS) == looks.BACKS
    assert BACKS_SPRITE in outputs.generate()


def test_a_pattern_s_own_back_comes_from_its_sprite_and_another_from_the_backs() -> None:
    for pattern, own in looks.PATTERN_BACKS.items():
        sprite = pattern_sprite(pattern)
        assert CardArt.of(pattern).back == f"./static/{sprite}#back"
        assert CardArt.of(pattern, own).back == f"./static/{sprite}#back"
        for back in looks.BACKS:
            if back != own:
                assert CardArt.of(pattern, back).back == f"./static/{BACKS_SPRITE}#{back}"


def test_the_felts_are_the_generator_s_with_its_colours_in_the_style_sheet() -> None:
    assert tuple(FELTS) == looks.FELTS and looks.DEFAULT_FELT == DEFAULT
    css = CSS.read_text(encoding="utf-8")
    for ident, felt in FELTS.items():
        selector = rf'body\[data-felt="{ident}"\], \.felt-{ident}'
        rule = re.search(selector + r" \{ --felt: (#\w+); --felt-dark: (#\w+); \}", css)
        assert rule is not None, ident
        assert (rule[1], rule[2]) == (felt.middle, felt.rim), ident


def test_the_page_s_card_rule_matches_every_deck_s_pictures_and_backs() -> None:
    # Every card is 3:5 before its picture has loaded, whatever the deck and the back.
    css = CSS.read_text(encoding="utf-8")
    match = re.search(r'img\[src\*="([^"]+)"\] \{ aspect-ratio: 3 / 5; \}', css)
    assert match is not None
    for pattern in looks.PATTERNS:
        for back in (looks.OWN_BACK, *looks.BACKS):
            art = CardArt.of(pattern, back)
            assert match[1] in art.back and match[1] in f"./static/{art.faces}#AD"
    assert match[1] not in "./static/icons/icon.svg"
