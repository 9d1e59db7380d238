"""The last hands kept for review, records opened in the page, and the hints counted across a
reload, in the page's controller; each saved value follows the saved-data rules."""

from __future__ import annotations

import json
import random

from briscola.app.aids.hinting import HintTurn
from briscola.app.aids.reviewing import ReviewTurn
from briscola.app.commands import Click, HintFound, RecordChosen
from briscola.app.controller import Controller
from briscola.app.saved import data_file
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.page import screen_name
from briscola.app.statistics.kept_hands import KEPT, KeptHands
from briscola.engine.record import record_of, record_to_text
from tests.support.controller import (
    QUICK,
    FakeClock,
    FakeLock,
    controller,
    finish,
    play_hands,
    step,
    think,
    to_my_turn,
)
from tests.support.stores import NOW, NS, backup_texts


def reviewed(game: Controller) -> None:
    """Run the review the driver would run, to its end."""
    from briscola.app.commands import ReviewDone

    turn = game.waiting()
    assert isinstance(turn, ReviewTurn)
    while not turn.review.step(200):
        pass
    game.handle(ReviewDone(turn.token))


def test_the_last_ten_hands_are_kept_newest_listed_first() -> None:
    game, store = controller(QUICK)
    play_hands(game, KEPT + 1)
    saved = KeptHands.from_json(json.loads(store.data[NS.key("hands")]))
    assert len(saved.hands) == KEPT
    assert game.state.play.session is not None
    last = saved.hands[-1]
    assert last.record == record_of(game.state.play.session.hand)  # the hand just finished
    assert (last.hand_seed, last.hand_number, last.table) == (
        game.state.play.session.hand_seed,
        1,
        "2:classic:greedy",
    )
    firsts = {h.hand_seed for h in saved.hands}
    assert len(firsts) == KEPT  # the first of the eleven hands was dropped
    game.handle(Click("stats"))
    stats = game.page().stats
    assert stats is not None and len(stats.kept) == KEPT
    assert stats.kept[0].number == KEPT - 1  # newest first
    assert stats.kept[0].review_label.startswith("Rivedi la mano del t")
    assert stats.kept[0].table == "2 · uno contro uno · Classica · livello greedy"


def test_rivedi_reviews_a_kept_hand_and_goes_back_to_the_statistics() -> None:
    game, store = controller(QUICK)
    play_hands(game, 2)
    game.handle(Click("stats"))
    before = dict(store.data)
    game.handle(Click("review-kept", "0"))  # the older of the two
    assert screen_name(game.state) == "review"
    reviewed(game)
    review = game.page().review
    assert review is not None and not review.running and review.tricks == 20
    game.handle(Click("review-next"))
    game.handle(Click("review-back"))
    assert screen_name(game.state) == "stats"
    assert store.data == before  # reviewing writes nothing
    for bad in ("10", "x", None, "-1"):
        game.handle(Click("review-kept", bad))
        assert screen_name(game.state) == "stats"


def test_a_record_file_is_reviewed_and_a_bad_one_refused_changing_nothing() -> None:
    game, store = controller(QUICK)
    play_hands(game, 1)
    assert game.state.play.session is not None
    text = record_to_text(record_of(game.state.play.session.hand))
    game.handle(Click("stats"))
    before = dict(store.data)
    for bad in ("{not json", '{"format": "briscola-record", "version": 1}', None, "[]"):
        game.handle(RecordChosen(bad))
        assert screen_name(game.state) == "stats" and game.state.alerts.record_refused
        notice = game.page().notice
        assert notice is not None
        assert notice.message.startswith("Questo file non si può aprire come registrazione")
    broken = json.loads(text)
    broken["moves"][0], broken["moves"][1] = broken["moves"][1], broken["moves"][0]
    game.handle(RecordChosen(json.dumps(broken)))
    assert screen_name(game.state) == "stats"
    assert store.data == before
    game.handle(Click("dismiss"))
    assert game.page().notice is None
    game.handle(RecordChosen(text))
    assert screen_name(game.state) == "review" and game.page().notice is None
    reviewed(game)
    review = game.page().review
    assert review is not None and review.tricks == 20 and review.cards
    assert store.data == before


def test_hints_used_survive_a_reload_and_count_in_the_statistics() -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    to_my_turn(game)
    game.handle(Click("hint"))
    turn = game.waiting()
    assert isinstance(turn, HintTurn)
    game.handle(HintFound(turn.token, think(turn)))  # shown: counted and saved at once
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    assert (
        again.state.play.session is not None
        and again.state.ports.hints.used_in(again.state.play.session) == 1
    )
    finish(again)
    result = again.page().result
    assert result is not None and result.hints == "Hai usato 1 suggerimento in questa mano."
    assert again.state.saved.stats.tables["2:classic:greedy"]["hints"] == 1
    assert json.loads(store.data[NS.key("stats")])["tables"]["2:classic:greedy"]["hints"] == 1
    kept = KeptHands.from_json(json.loads(store.data[NS.key("hands")]))
    assert kept.hands[-1].hints == 1
    again.handle(Click("stats"))
    stats = again.page().stats
    assert stats is not None
    figures = {f.label: f.value for f in stats.sizes[0].tables[0].figures}
    assert figures["Suggerimenti usati"] == "1"


def test_unreadable_aids_and_kept_hands_go_to_a_backup_and_the_page_says_so() -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    step(game)
    store.data[NS.key("aids")] = '{"format": "briscola-hand-aids", "version": 1, "hints": "x"}'
    store.data[NS.key("hands")] = '{"format": "briscola-hands", "version": 1, "hands": [{}]}'
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    assert "aids" in again.state.alerts.problems and NS.key("aids") not in store.data
    assert backup_texts(store, "aids") == [
        '{"format": "briscola-hand-aids", "version": 1, "hints": "x"}'
    ]
    again.handle(Click("stats"))  # the kept hands are read when first needed
    assert "hands" in again.state.alerts.problems and NS.key("hands") not in store.data
    assert len(backup_texts(store, "hands")) == 1
    notice = again.page().notice
    assert notice is not None and "le ultime mani" in notice.message
    again.handle(Click("data"))  # the saved-data panel lists both backups, by name
    data = again.page().data
    assert data is not None
    assert {"Dati della mano in corso", "Ultime mani"} <= {row.what for row in data.rows}


def test_the_new_kinds_travel_in_the_saved_data_file() -> None:
    game, store = controller(QUICK)
    play_hands(game, 1)
    game.handle(Click("again"))
    step(game)
    exported = data_file.export_all(store, "/", NOW)
    other = MemoryStore()
    report = data_file.import_all(other, "/x/", exported, NOW)
    assert {"aids", "hands"} <= set(report.imported) and report.refused == []
    bad = json.loads(exported)
    bad["keys"][NS.key("hands")] = '{"format": "briscola-hands", "version": 2, "hands": []}'
    refused = data_file.import_all(MemoryStore(), "/", json.dumps(bad), NOW).refused
    assert [key for key, _ in refused] == [NS.key("hands")]
