"""The regional decks: each one sprite of 40 faces and a back, self-contained, small, drawn
as its pattern is (signs, courts, indices), titled with its own suits' names; the backs a
player may choose; the default deck untouched."""

from __future__ import annotations

import doctest
import hashlib
import importlib
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from briscola.engine.cards import RANK_NAMES
from briscola.ui.markup.html import BACKS_SPRITE, CARD_SPRITE

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cardart import outputs
from cardart.decks import DECKS
from cardart.decks.backs import BACKS
from cardart.decks.model import FRENCH_SUITS, ITALIAN_SUITS, SUIT_KINDS
from cardart.palette import codes

from .sprite_checks import SVG, check_self_contained

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "static"
MAX_GZIP_BYTES = 120 * 1024
DEFAULT_SPRITE_SHA256 = "08cb824184cf7006e1b1f998c510576632fc0a99deed3884da8a1d6a98cf056f"
"""The default deck's sprite as the page has always loaded it: a regional deck is a file of
its own, so the default deck's boot cost does not change."""


def sprite_path(ident: str) -> Path:
    return STATIC / outputs.deck_sprite(ident)


def drawings(path: Path) -> dict[str, ET.Element]:
    return {el.get("id", ""): el for el in ET.parse(path).getroot().findall(f"{SVG}svg")}


def test_the_default_deck_s_sprite_is_unchanged() -> None:
    digest = hashlib.sha256((STATIC / CARD_SPRITE).read_bytes()).hexdigest()
    assert digest == DEFAULT_SPRITE_SHA256


def test_at_least_five_italian_suited_decks_and_a_french_suited_one() -> None:
    kinds = [deck.suit_kind for deck in DECKS.values()]
    assert all(kind in SUIT_KINDS for kind in kinds)
    assert sum(kind != "french" for kind in kinds) >= 5
    assert "french" in kinds
    wanted = {"napoletane", "piacentine", "siciliane", "trevigiane", "bergamasche"}
    assert wanted <= set(DECKS)


@pytest.mark.parametrize("ident", DECKS)
def test_each_deck_is_one_small_self_contained_sprite_of_every_card(ident: str) -> None:
    path = sprite_path(ident)
    check_self_contained(path)
    root = ET.parse(path).getroot()
    assert root.get("viewBox") == "0 0 60 100"
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)), "an id is used twice"
    found = drawings(path)
    assert sorted(found) == sorted([*codes(), "back"])
    for name, drawing in found.items():
        assert (drawing.get("width"), drawing.get("height")) == ("60", "100"), name
    rules = [el.text for el in root.iter(f"{SVG}style")]
    assert rules == ["svg>svg:not(:target){display:none}"]
    size = outputs.gzip_size(path.read_text(encoding="utf-8"))
    assert size <= MAX_GZIP_BYTES, f"{path.name}: {size} bytes gzip"


@pytest.mark.parametrize("ident", DECKS)
def test_each_card_is_titled_with_the_deck_s_own_suit_names(ident: str) -> None:
    deck = DECKS[ident]
    names = FRENCH_SUITS if deck.suit_kind == "french" else ITALIAN_SUITS
    assert deck.suit_names == names
    for name, drawing in drawings(sprite_path(ident)).items():
        title = drawing.find(f"{SVG}title")
        assert title is not None
        expected = "Dorso" if name == "back" else f"{RANK_NAMES[name[0]]} di {names[name[1]]}"
        assert title.text == expected, name


@pytest.mark.parametrize("ident", DECKS)
def test_every_face_of_a_deck_is_drawn_differently(ident: str) -> None:
    bodies = {ET.tostring(el) for el in drawings(sprite_path(ident)).values()}
    assert len(bodies) == 41


def test_no_two_decks_draw_a_card_alike() -> None:
    for code in codes():
        # A drawing and the signs it refers to (the same <use> shows each deck's own sign).
        faces = [deck.defs + deck.face(code) for deck in DECKS.values()]
        assert len(set(faces)) == len(faces), code


@pytest.mark.parametrize("ident", DECKS)
def test_the_courts_are_double_ended_where_the_pattern_s_are(ident: str) -> None:
    deck = DECKS[ident]
    turned_half = 'transform="rotate(180 30 50)"><g clip-path='
    for suit in "DCSB":
        for rank in "FCR":
            art = deck.face(rank + suit)
            assert (turned_half in art) == deck.double_ended, rank + suit
        # Number cards are never cut in halves.
        assert turned_half not in deck.face("5" + suit)


@pytest.mark.parametrize("ident", DECKS)
def test_corner_indices_only_where_the_pattern_prints_them(ident: str) -> None:
    deck = DECKS[ident]
    for code in codes():
        # An index: the value at the top-left corner, and the same turned at the bottom-right.
        marks = ET.fromstring(f'<svg xmlns="{SVG[1:-1]}">{deck.face(code)}</svg>').iter()
        indices = [el for el in marks if el.get("class") == "ix"]
        assert len(indices) == (2 if deck.indices else 0), code


def test_the_french_suited_deck_reads_j_q_k_and_the_italian_ones_their_values() -> None:
    from cardart.decks import trevigiane
    from cardart.decks.french import ink
    from cardart.decks.letters import lettering

    for rank, letter in (("F", "J"), ("C", "Q"), ("R", "K")):
        assert lettering(letter, 6.4, 4.6, 7, ink("D"), 1.9, True) in (
            DECKS["piemontesi"].face(rank + "D")
        )
    for rank, value in (("A", "1"), ("F", "8"), ("C", "9"), ("R", "10")):
        assert trevigiane.VALUE[rank] == value


def test_the_backs_a_player_may_choose_are_one_sprite_and_hold_each_deck_s_own() -> None:
    path = STATIC / BACKS_SPRITE
    check_self_contained(path)
    found = drawings(path)
    assert sorted(found) == sorted(BACKS)
    assert len(BACKS) >= 4
    text = path.read_text(encoding="utf-8")
    for deck in DECKS.values():
        assert deck.back_ident in BACKS
        assert BACKS[deck.back_ident]() in text
        assert deck.art("back").body == BACKS[deck.back_ident]()


def test_the_generated_sprites_are_up_to_date() -> None:
    assert outputs.differences(STATIC, outputs.generate()) == []


MODULES = [
    "cardart.contrast",
    "cardart.outputs",
    "cardart.decks.letters",
    "cardart.decks.layouts",
    "sitebuild.service_worker",
]


@pytest.mark.parametrize("name", MODULES)
def test_the_art_modules_doctests(name: str) -> None:
    failures, tried = doctest.testmod(importlib.import_module(name))
    assert tried > 0 and failures == 0
