"""The cards' deck, back and the felt: chosen on the start screen, checked, saved, absent from
older saves; the page's every card named the same whatever the Italian-suited deck, and with
the French suits for the French-suited one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from briscola.app.commands import Choose, Click
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.start import PREVIEW, choose, present_start
from briscola.app.statistics.counts import Stats
from briscola.engine.cards import Card
from briscola.engine.errors import InvalidStateError, RulesError
from briscola.i18n import card_name, card_phrase, french_suited, suit_name, text
from briscola.setup.looks import BACKS, FELTS, OWN_BACK, PATTERNS
from briscola.setup.settings import Settings
from tests.support.controller import QUICK, controller, said, to_my_turn
from tests.support.stores import key, load_now

OLD_STORES = sorted((Path(__file__).parent / "data").glob("store_before_*.json"))
"""Stores written by the page before these settings existed."""


@pytest.mark.parametrize("path", OLD_STORES, ids=lambda p: p.stem)
def test_a_save_written_before_the_looks_loads_with_the_default_deck(path: Path) -> None:
    loaded = load_now(MemoryStore(json.loads(path.read_text(encoding="utf-8"))))
    assert loaded.problems == []
    looks = (loaded.settings.pattern, loaded.settings.back, loaded.settings.felt)
    assert looks == ("moderne", OWN_BACK, "verde")


def test_the_defaults_save_what_was_saved_before_and_a_choice_is_saved() -> None:
    assert not {"pattern", "back", "felt"} & set(Settings().to_json())
    chosen = Settings(deck=40, pattern="siciliane", back="righe", felt="bordeaux")
    data = chosen.to_json()
    assert (data["pattern"], data["back"], data["felt"]) == ("siciliane", "righe", "bordeaux")
    assert Settings.from_json(json.loads(json.dumps(data))) == chosen


@pytest.mark.parametrize(
    "change",
    [
        {"pattern": "francesi"},
        {"pattern": 3},
        {"pattern": ["napoletane"]},
        {"pattern": None},
        {"back": ""},
        {"back": "Scozzese"},
        {"back": {"x": 1}},
        {"felt": "rosso"},
        {"felt": True},
    ],
    ids=repr,
)
def test_a_look_it_cannot_take_is_refused(change: dict[str, Any]) -> None:
    with pytest.raises(RulesError):
        Settings(**change)
    with pytest.raises(InvalidStateError):
        Settings.from_json(Settings().to_json() | change)
    store = MemoryStore({key("settings"): json.dumps(Settings().to_json() | change)})
    loaded = load_now(store)
    assert loaded.problems == ["settings"] and loaded.settings == Settings()


def test_the_start_screen_offers_every_deck_back_and_felt_and_a_tampered_one_changes_nothing() -> (
    None
):
    model = present_start(Settings(pattern="trevigiane", felt="blu"), Stats(), "it")
    groups = {group.name: group for group in model.looks}
    assert list(groups) == ["pattern", "back", "felt"]
    assert [c.value for c in groups["pattern"].choices] == list(PATTERNS)
    assert [c.value for c in groups["back"].choices] == [OWN_BACK, *BACKS]
    assert [c.value for c in groups["felt"].choices] == list(FELTS)
    chosen = {name: [c.value for c in g.choices if c.selected] for name, g in groups.items()}
    assert chosen == {"pattern": ["trevigiane"], "back": [OWN_BACK], "felt": ["blu"]}
    assert groups["pattern"].label == "Mazzo"
    assert groups["pattern"].choices[-1].label == "Piemontesi (semi francesi)"
    for name, value in (("pattern", "napoletane"), ("back", "rombi-blu"), ("felt", "antracite")):
        assert getattr(choose(Settings(), name, value), name) == value
    for name in ("pattern", "back", "felt"):
        assert choose(Settings(), name, "tampered") == Settings()


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_every_look_has_its_words_in_every_language(lang: str) -> None:
    model = present_start(Settings(), Stats(), lang)
    labels = [c.label for group in model.looks for c in group.choices]
    assert all(labels) and len(set(labels)) == len(labels)
    assert model.preview is not None and model.preview.label and model.preview.back


def test_the_preview_names_its_cards_as_the_table_does() -> None:
    italian = present_start(Settings(pattern="bergamasche"), Stats(), "en").preview
    assert italian is not None
    assert [face.code for face in italian.cards] == list(PREVIEW)
    assert [face.name for face in italian.cards] == [
        "Ace of Coins",
        "Three of Cups",
        "King of Swords",
        "Knight of Clubs",
    ]
    french = present_start(Settings(pattern="piemontesi"), Stats(), french_suited("de")).preview
    assert french is not None
    assert [face.name for face in french.cards] == [
        "Karo-Ass",
        "Herz-Drei",
        "Pik-König",
        "Kreuz-Dame",
    ]
    assert french.label == "Vorschau: Piemontesi (französische Farben)"


def test_french_suited_names_in_every_language_and_the_same_words_otherwise() -> None:
    queen, seven = Card.from_code("CC"), Card.from_code("7S")
    assert [card_name(queen, french_suited(lang)) for lang in ("it", "en", "de")] == [
        "Donna di Cuori",
        "Queen of Hearts",
        "Herz-Dame",
    ]
    assert [suit_name(s, french_suited("it")) for s in "DCSB"] == [
        "Quadri",
        "Cuori",
        "Picche",
        "Fiori",
    ]
    assert [suit_name(s, french_suited("en")) for s in "DCSB"] == [
        "Diamonds",
        "Hearts",
        "Spades",
        "Clubs",
    ]
    assert [suit_name(s, french_suited("de")) for s in "DCSB"] == ["Karo", "Herz", "Pik", "Kreuz"]
    assert card_phrase(queen, french_suited("it")) == "la Donna di Cuori"
    assert card_phrase(seven, french_suited("it")) == "il Sette di Picche"
    # The code of the language is the same: every other word is looked up as ever.
    assert french_suited("de") == "de" and text(french_suited("de"), "start.play") == text(
        "de", "start.play"
    )
    assert card_name(queen, "it") == "Cavallo di Coppe"


def test_the_deck_of_39_says_which_card_it_leaves_out_in_the_deck_s_suits() -> None:
    def label(lang: str) -> str:
        model = present_start(Settings(players=3), Stats(), lang)
        deck = next(group for group in model.table if group.name == "deck")
        return next(c.label for c in deck.choices if c.value == "39")

    assert label("it") == "39 carte (senza il Due di Denari)"
    assert label("en") == "39 cards (without the Two of Coins)"
    assert label("de") == "39 Karten (ohne die Münzen-Zwei)"
    assert label(french_suited("it")) == "39 carte (senza il Due di Quadri)"


def test_a_deck_chosen_is_saved_and_names_the_table_s_cards_and_sentences() -> None:
    game, store = controller(QUICK.replace(language="en"))
    game.handle(Choose("pattern", "piemontesi"))
    game.handle(Choose("felt", "blu"))
    saved = json.loads(store.data[key("settings")])
    assert (saved["pattern"], saved["felt"]) == ("piemontesi", "blu")
    page = game.page()
    assert (page.pattern, page.back, page.felt) == ("piemontesi", OWN_BACK, "blu")
    effects = game.handle(Click("start"))
    to_my_turn(game)
    table = game.page().table
    assert table is not None
    french = ("Diamonds", "Hearts", "Spades", "Clubs")
    names = [card.face.name for card in table.hand]
    assert names and all(name.endswith(french) for name in names), names
    assert table.face_up is not None and table.face_up.name.endswith(french)
    words = " ".join(said(effects))
    assert not any(suit in words for suit in ("Coins", "Cups", "Swords")), words
    # The same hand with an Italian-suited deck: the same words as the default deck.
    again, _ = controller(QUICK.replace(language="en", pattern="napoletane"))
    plain, _ = controller(QUICK.replace(language="en"))
    for each in (again, plain):
        each.handle(Click("start"))
        to_my_turn(each)
    shown, expected = again.page().table, plain.page().table
    assert shown is not None and expected is not None
    assert shown._replace(proof=None) == expected._replace(proof=None)  # a proof's secret salt
