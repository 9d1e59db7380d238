"""The fair-deal proof in the page's controller: the fingerprint from the deal, the secret
revealed only at the end, the hand's record offered to check it with."""

from __future__ import annotations

import random

from briscola.app.commands import Click
from briscola.app.controller import Controller
from briscola.app.effects import Download
from briscola.app.screens.page import screen_name
from briscola.engine.record import replay_record
from briscola.learn.fairness import verify
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock, controller, step
from tests.support.stores import NS

QUICK = Settings(levels=("greedy",) * 5)


def test_the_table_shows_the_fingerprint_and_the_result_reveals_the_secret() -> None:
    game, _ = controller(QUICK.replace(best_of=3))
    game.handle(Click("start"))
    table = game.page().table
    assert table is not None and table.proof is not None
    fingerprint = table.proof.fingerprint
    assert len(fingerprint) == 64 and table.proof.short == fingerprint[:8]
    assert table.proof.secret == ""  # never during the hand
    while screen_name(game.state) != "result":
        step(game)
        page = game.page()
        if page.table is not None and page.phase in ("human", "computer"):
            assert page.table.proof is not None and page.table.proof.secret == ""
    result = game.page().result
    assert result is not None and result.proof is not None
    assert result.proof.fingerprint == fingerprint and len(result.proof.secret) == 32
    assert game.state.play.session is not None
    assert verify(fingerprint, result.proof.secret, game.state.play.session.hand)
    # The next hand gets a new secret and a new fingerprint.
    game.handle(Click("next"))
    table = game.page().table
    assert table is not None and table.proof is not None
    assert table.proof.fingerprint != fingerprint


def test_the_hands_record_is_offered_and_checks_against_the_proof() -> None:
    game, _ = controller(QUICK)
    game.handle(Click("start"))
    early = game.handle(Click("record"))
    assert not any(isinstance(e, Download) for e in early)  # not before the hand is over
    while screen_name(game.state) != "result":
        step(game)
    result = game.page().result
    assert result is not None and result.proof is not None
    downloads = [e for e in game.handle(Click("record")) if isinstance(e, Download)]
    assert len(downloads) == 1 and downloads[0].name.endswith(".json")
    hand = replay_record(downloads[0].content)
    assert verify(result.proof.fingerprint, result.proof.secret, hand)


def test_a_hand_resumed_after_a_reload_keeps_its_proof_and_reveals_the_secret_at_the_end() -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    step(game)
    table = game.page().table
    assert table is not None and table.proof is not None
    fingerprint = table.proof.fingerprint
    assert fingerprint not in str(store.data)  # the fingerprint is derived, never saved
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    again.render()
    table = again.page().table
    assert table is not None and table.proof is not None
    assert table.proof.fingerprint == fingerprint and table.proof.secret == ""
    while screen_name(again.state) != "result":
        step(again)
        page = again.page()
        if page.table is not None and page.phase in ("human", "computer"):
            assert page.table.proof is not None and page.table.proof.secret == ""
    result = again.page().result
    assert result is not None and result.proof is not None
    assert result.proof.fingerprint == fingerprint and len(result.proof.secret) == 32
    assert again.state.play.session is not None
    assert verify(fingerprint, result.proof.secret, again.state.play.session.hand)


def test_a_save_without_its_hands_aids_resumes_without_a_proof() -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    step(game)
    del store.data[NS.key("aids")]  # a save of the version before the aids were saved
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    again.render()
    table = again.page().table
    assert table is not None and table.proof is None and again.state.alerts.problems == ()


def test_the_secrets_leave_the_deals_seed_stream_alone() -> None:
    game, _ = controller(QUICK.replace(best_of=3), seed=5)
    game.handle(Click("start"))
    assert game.state.play.session is not None
    seeds = random.Random(5)
    first = seeds.getrandbits(31)
    assert game.state.play.session.hand_seed == first
    while screen_name(game.state) != "result":
        step(game)
    game.handle(Click("next"))
    assert game.state.play.session.hand_seed == seeds.getrandbits(31)
