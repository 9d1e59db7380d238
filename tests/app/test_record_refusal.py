"""A refused record file is named in the page's own words, in the page's language: each kind
of fault the record reader finds, with the detail a person needs (the line of bad JSON, the
move or trick that is wrong), and none of the reader's English."""

from __future__ import annotations

import json
from typing import Any

import pytest

from briscola.app.aids.record_reading import RECORD_FILE_LIMIT, RecordRefused, read_record
from briscola.app.commands import Click, RecordChosen
from briscola.app.controller import Controller
from briscola.app.screens.page import screen_name
from briscola.engine.errors import BriscolaError
from briscola.engine.record import record_of, record_to_text, replay_record
from briscola.i18n import LANGUAGES
from tests.support.controller import QUICK, controller, play_hands

NOTICE = {
    "it": (
        "Questo file non si può aprire come registrazione di una mano.",
        "Non è cambiato nulla.",
    ),
    "en": ("This file cannot be opened as a hand’s record.", "Nothing was changed."),
    "de": (
        "Diese Datei lässt sich nicht als Aufzeichnung einer Runde öffnen.",
        "Nichts wurde geändert.",
    ),
}
"""What a refused file's notice opens and closes with, in each language."""
KEPT_NOTICE = {
    "it": ("La mano scelta non si può rivedere.", "Non è cambiato nulla."),
    "en": ("The hand you chose cannot be reviewed.", "Nothing was changed."),
    "de": ("Die gewählte Runde lässt sich nicht durchgehen.", "Nichts wurde geändert."),
}
FILE_WORD = {"it": "file", "en": "file", "de": "Datei"}


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    game, _ = controller(QUICK)
    play_hands(game, 1)
    assert game.state.play.session is not None
    data: dict[str, Any] = json.loads(record_to_text(record_of(game.state.play.session.hand)))
    return data


def changed(record: dict[str, Any], **fields: Any) -> str:
    return json.dumps({**record, **fields})


def bad_files(record: dict[str, Any]) -> dict[str, tuple[str, dict[str, str]]]:
    """Each bad file, and the words its notice must hold in each language."""
    moves = list(record["moves"])
    moves[0], moves[1] = moves[1], moves[0]
    tricks = list(record["tricks"])
    tricks[2] = tricks[3]
    no_rules = {k: v for k, v in record.items() if k != "rules"}
    other = "7C" if record["trump"] != "7C" else "7D"
    return {
        "not json": (
            '{"format": \n "briscola-record", oops}',
            {"it": "riga 2, colonna 21", "en": "line 2, column 21", "de": "Zeile 2, Spalte 21"},
        ),
        "a list": (
            "[1]",
            {"it": "Non contiene i dati", "en": "does not hold", "de": "keine Daten einer"},
        ),
        "a saved game": (
            '{"format": "briscola-state", "version": 1}',
            {"it": "«briscola-state»", "en": "“briscola-state”", "de": "„briscola-state“"},
        ),
        "a newer record": (
            changed(record, version=2),
            {"it": "versione 2", "en": "version 2", "de": "Version 2"},
        ),
        "no rules": (json.dumps(no_rules), {"it": "«rules»", "en": "“rules”", "de": "„rules“"}),
        "moves swapped": (
            changed(record, moves=moves),
            {"it": "mossa 1", "en": "Move 1", "de": "Zug 1"},
        ),
        "a trick changed": (
            changed(record, tricks=tricks),
            {"it": "presa 3", "en": "Trick 3", "de": "Stich 3"},
        ),
        "the result changed": (
            changed(record, result=None),
            {"it": "risultato", "en": "result", "de": "Ergebnis"},
        ),
        "the trump changed": (
            changed(record, trump=other),
            {"it": "briscola scritta", "en": "trump written", "de": "Trumpf"},
        ),
        "too long": (
            " " * (RECORD_FILE_LIMIT + 1),
            {"it": "2 milioni", "en": "2 million", "de": "2 Millionen"},
        ),
    }


def engine_reason(content: str) -> str:
    """What the record reader itself says (in English) about ``content``."""
    try:
        replay_record(content)
    except BriscolaError as error:
        return str(error)
    raise AssertionError("the reader took it")


def test_each_fault_is_named_in_each_language_without_the_readers_english(
    record: dict[str, Any],
) -> None:
    for name, (content, expected) in bad_files(record).items():
        game: Controller = controller(QUICK)[0]
        game.handle(Click("stats"))
        game.handle(RecordChosen(content))
        assert screen_name(game.state) == "stats", name
        english = engine_reason(content) if len(content) <= RECORD_FILE_LIMIT else "too long"
        for lang in LANGUAGES:
            game.handle(Click("language", lang))
            notice = game.page().notice
            assert notice is not None, name
            assert expected[lang] in notice.message, (name, lang, notice.message)
            assert english not in notice.message, (name, lang)
            if lang != "en":
                for word in (" the ", " is ", " not ", " must ", "JSON object", "move "):
                    assert word not in notice.message, (name, lang, notice.message)


def test_the_reader_takes_a_good_record_and_names_the_first_wrong_move(
    record: dict[str, Any],
) -> None:
    assert len(read_record(json.dumps(record)).tricks) == len(record["tricks"])
    moves = list(record["moves"])
    moves[7] = {"seat": moves[7]["seat"], "play": "ZZ"}
    with pytest.raises(RecordRefused) as refused:
        read_record(changed(record, moves=moves))
    assert refused.value.refusal.words("it") == "La mossa 8 non è valida per le regole."


def test_a_refusal_leaves_with_the_notice_and_a_good_record_clears_it(
    record: dict[str, Any],
) -> None:
    game: Controller = controller(QUICK)[0]
    game.handle(Click("stats"))
    game.handle(RecordChosen("[1]"))
    assert game.state.alerts.record_refused is not None
    game.handle(RecordChosen(json.dumps(record)))
    assert screen_name(game.state) == "review" and game.state.alerts.record_refused is None


def test_the_refusal_stays_on_the_statistics_page() -> None:
    game: Controller = controller(QUICK)[0]
    game.handle(Click("stats"))
    game.handle(RecordChosen("[1]"))
    assert game.page().notice is not None
    game.handle(Click("back"))
    game.handle(Click("start"))
    assert screen_name(game.state) == "table" and game.page().notice is None
    game.handle(Click("stats"))
    assert game.page().notice is None


def reason_between(message: str, opening: str, closing: str) -> str:
    """The reason a notice gives, between its opening and closing sentences."""
    assert message.startswith(opening + " "), message
    assert message.endswith(" " + closing), message
    return message[len(opening) + 1 : -len(closing) - 1]


def test_the_notice_says_what_why_and_that_nothing_changed_in_sentences(
    record: dict[str, Any],
) -> None:
    for name, (content, _) in bad_files(record).items():
        game: Controller = controller(QUICK)[0]
        game.handle(Click("stats"))
        game.handle(RecordChosen(content))
        for lang in LANGUAGES:
            game.handle(Click("language", lang))
            notice = game.page().notice
            assert notice is not None, name
            why = reason_between(notice.message, *NOTICE[lang])
            assert why[0].isupper() and why.endswith("."), (name, lang, why)
            assert "(" not in notice.message and ")" not in notice.message, (name, lang)


def test_a_kept_hand_that_cannot_be_reviewed_names_no_file() -> None:
    game: Controller = controller(QUICK)[0]
    play_hands(game, 1)
    game.handle(Click("stats"))
    assert game.state.saved.kept is not None
    moves = game.state.saved.kept.hands[0].record["moves"]
    moves[0], moves[1] = moves[1], moves[0]  # a kept record the rules refuse
    game.handle(Click("review-kept", "0"))
    assert screen_name(game.state) == "stats"
    for lang in LANGUAGES:
        game.handle(Click("language", lang))
        notice = game.page().notice
        assert notice is not None, lang
        why = reason_between(notice.message, *KEPT_NOTICE[lang])
        assert (
            why
            == {
                "it": "La mossa 1 non è valida per le regole.",
                "en": "Move 1 breaks the rules.",
                "de": "Zug 1 verstößt gegen die Regeln.",
            }[lang]
        )
        assert FILE_WORD[lang] not in notice.message, (lang, notice.message)
