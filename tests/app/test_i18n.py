"""The page's words: three complete languages, card names, the rules page."""

from __future__ import annotations

import re

import pytest

from briscola import i18n
from briscola.engine.cards import FULL_DECK, Card
from briscola.i18n import card_name, card_phrase, count, rules_page, strings, text

PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_language_has_the_italian_keys_and_placeholders(lang: str) -> None:
    italian, other = strings("it"), strings(lang)
    assert set(other) == set(italian)
    for key, template in italian.items():
        assert set(PLACEHOLDER.findall(other[key])) == set(PLACEHOLDER.findall(template)), key


@pytest.mark.parametrize(
    ("code", "names"),
    [
        ("AD", ("Asso di Denari", "Ace of Coins", "Münzen-Ass")),
        ("CC", ("Cavallo di Coppe", "Knight of Cups", "Becher-Reiter")),
        ("FS", ("Fante di Spade", "Jack of Swords", "Schwerter-Bube")),
        ("RB", ("Re di Bastoni", "King of Clubs", "Stäbe-König")),
        ("7B", ("Sette di Bastoni", "Seven of Clubs", "Stäbe-Sieben")),
    ],
)
def test_card_names(code: str, names: tuple[str, str, str]) -> None:
    card = Card.from_code(code)
    assert tuple(card_name(card, lang) for lang in ("it", "en", "de")) == names


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_forty_card_names_are_distinct(lang: str) -> None:
    assert len({card_name(card, lang) for card in FULL_DECK}) == 40


def test_italian_names_match_the_engine() -> None:
    assert all(card_name(card, "it") == card.name for card in FULL_DECK)


def test_cards_inside_sentences_take_their_article() -> None:
    ace, king = Card.from_code("AD"), Card.from_code("RC")
    assert card_phrase(ace, "it") == "l’Asso di Denari"
    assert card_phrase(king, "it") == "il Re di Coppe"
    assert card_phrase(king, "en") == "the King of Cups"
    assert card_phrase(king, "de") == "Becher-König"


def test_plurals() -> None:
    assert count("en", "tricks", 1) == "1 trick"
    assert count("en", "tricks", 0) == "0 tricks"
    assert count("de", "cards", 1) == "1 Karte auf der Hand"


def test_an_unknown_language_falls_back_to_italian() -> None:
    assert text("xx", "turn.you") == "Tocca a te"


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("it", ("39", "36", "7 di briscola", "al meglio di 3", "si rigioca", "chi impara")),
        ("en", ("39", "36", "7 of trump", "best of 3", "played again", "Learner’s option")),
        ("de", ("39", "36", "Trumpf-7", "beste aus 3", "wiederholt", "zum Lernen")),
    ],
)
def test_the_rules_page_covers_the_game_and_its_options(lang: str, words: tuple[str, ...]) -> None:
    sections = rules_page(lang)
    assert len(sections) == len(rules_page("it")) >= 8
    page = " ".join(p for s in sections for p in (s.heading, *s.paragraphs))
    for word in words:
        assert word in page, word
    assert "60" in page and "120" in page and "cappotto" in page.lower()


def test_german_names_the_series_in_german() -> None:
    german = [*strings("de").values()]
    german += [p for section in rules_page("de") for p in (section.heading, *section.paragraphs)]
    assert not [line for line in german if "best of" in line.lower()]
    assert text("de", "start.series.3") == "Beste aus 3"
    assert text("de", "series.hand", n=2, best=5) == "Runde 2 · beste aus 5"
