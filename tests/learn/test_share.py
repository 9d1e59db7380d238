"""Shareable and daily deals: the link's round trip, the same deal as the page's, refusals,
the daily seed and the streaks."""

from __future__ import annotations

import hashlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.app.game.session import Session
from briscola.app.handlers.sharing import shared_deal
from briscola.engine.errors import InvalidStateError
from briscola.engine.state import GameState
from briscola.engine.variants import offered
from briscola.learn.daily import Streaks, daily_deal, daily_seed, streaks
from briscola.learn.share import (
    MAX_LENGTH,
    SharedDeal,
    SharedResult,
    encode,
    parse,
)
from briscola.setup.levels import LEVELS
from briscola.setup.settings import Settings

GOOD = "v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=hard&seed=1234&n=1"


@st.composite
def shared_deals(draw: st.DrawFn) -> SharedDeal:
    players = draw(st.sampled_from((2, 3, 4, 5, 6)))
    deck = draw(st.sampled_from((39, 36))) if players == 3 else None
    variant = draw(st.sampled_from(offered(players, deck)))
    base = Settings(players=players, deck=deck, variant=variant)
    toggles = base.rules()  # the options this table and variant let a player switch
    levels = tuple(draw(st.lists(st.sampled_from(LEVELS), min_size=5, max_size=5)))
    chosen = base.replace(
        swap_seven=draw(st.booleans()) if toggles.swap_seven else base.swap_seven,
        levels=levels,
    )
    number = draw(st.integers(1, 99))
    dealer = None if number == 1 else draw(st.integers(0, players - 1))
    result = draw(
        st.none()
        | st.builds(SharedResult, st.integers(0, 120), st.sampled_from(("won", "lost", "tied")))
    )
    return SharedDeal(chosen, draw(st.integers(0, 2**63 - 1)), number, dealer, result)


def same_deal(a: GameState, b: GameState) -> bool:
    """The same cards dealt the same way (a shared deal is one hand: its series length is 1)."""
    return (a.rules.replace(best_of=1), a.dealer, a.dealt, a.initial_stock) == (
        b.rules.replace(best_of=1),
        b.dealer,
        b.dealt,
        b.initial_stock,
    )


@settings(max_examples=150, deadline=None)
@given(shared_deals())
def test_a_link_parses_back_to_what_was_shared(shared: SharedDeal) -> None:
    text = encode(shared)
    assert len(text) <= MAX_LENGTH and text.isascii()
    back = parse(text, Settings())
    assert back.settings.rules() == shared.settings.rules()
    assert (
        back.settings.levels[: shared.settings.players - 1]
        == (shared.settings.levels[: shared.settings.players - 1])
    )
    assert (back.hand_seed, back.hand_number, back.dealer, back.result) == (
        shared.hand_seed,
        shared.hand_number,
        shared.dealer,
        shared.result,
    )
    assert parse("?" + text) == parse(text)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_shared_deal_is_the_deal_the_page_dealt(players: int) -> None:
    session = Session.new(Settings(players=players, best_of=3), random.Random(players))
    shared = parse(encode(shared_deal(session)))
    assert same_deal(shared.deal(), session.hand)
    while session.phase in ("human", "computer"):  # play the hand out
        if session.phase == "human":
            session.act(session.view().legal_actions()[0])
        else:
            session.play_computer()
    played = shared_deal(session, with_result=True)
    assert played.result is not None and played.result.result in ("won", "lost", "tied")
    assert same_deal(parse(encode(played)).deal(), session.hand)  # the hand over: the same deal
    if players == 5:  # the Chiamata plays single hands: its sides change with each call
        assert session.phase == "series-over"
        return
    assert session.phase == "hand-over"
    session.next_hand(random.Random(9))
    second = parse(encode(shared_deal(session)))
    assert second.hand_number == 2 and second.dealer == session.hand.dealer
    assert same_deal(second.deal(), session.hand)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("x" * (MAX_LENGTH + 1), "too long"),
        (GOOD.replace("1234", "１２"), "ASCII"),
        (GOOD + "&seed=5", "twice"),
        (GOOD + "&evil=1", "unknown key"),
        (GOOD.replace("v=1", "v=2"), "version"),
        (GOOD.replace("p=2", "p=7"), "'p' must be a number from 2 to 6"),
        (GOOD.replace("p=2", "p=02x"), "'p' must be"),
        (GOOD.replace("lv=hard", "lv=hard.hard"), "1 computer level"),
        (GOOD.replace("lv=hard", "lv=expert"), "computer level"),
        (GOOD.replace("var=classic", "var=chiamata"), "table"),
        (GOOD.replace("d=40", "d=36"), "table"),
        (GOOD.replace("sw=1", "sw=true"), "'sw' must be 0 or 1"),
        (GOOD.replace("seed=1234", "seed=-1"), "'seed' must be digits"),
        (GOOD.replace("seed=1234", "seed=" + "9" * 19), "'seed' must be digits"),
        (GOOD.replace("&n=1", ""), "'n' is missing"),
        (GOOD.replace("n=1", "n=0"), "'n' must be"),
        (GOOD + "&dl=1", "dealer"),
        (GOOD.replace("n=1", "n=2"), "'dl' is missing"),
        (GOOD.replace("n=1", "n=2&dl=2"), "'dl' must be a number from 0 to 1"),
        (GOOD + "&pts=121&res=w", "'pts'"),
        (GOOD + "&pts=60&res=x", "'res' must be"),
        (GOOD + "&pts=60", "'res' is missing"),
        (GOOD + "&", "not key=value"),
        ("", "not key=value"),
    ],
)
def test_a_malformed_link_is_refused_with_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(InvalidStateError, match=message) as error:
        parse(text)
    assert len(str(error.value)) <= 120


def test_the_receivers_own_choices_are_kept() -> None:
    mine = Settings(language="de", show_points=True, clockwise=True, best_of=5)
    shared = parse(GOOD, mine)
    assert (shared.settings.language, shared.settings.show_points) == ("de", True)
    assert shared.settings.best_of == 1 and shared.settings.levels[0] == "hard"


def test_the_daily_seed_is_the_documented_hash() -> None:
    digest = hashlib.sha256(b"briscola-daily 2026-12-01").digest()
    assert daily_seed("2026-12-01") == int.from_bytes(digest[:8], "big") // 2 < 2**63
    for bad in ("2026-2-01", "2026-02-30", "20261201xx", "２０２６-12-01"):
        with pytest.raises(InvalidStateError):
            daily_seed(bad)


def test_the_daily_deal_is_two_players_against_hard_as_the_page_deals_it() -> None:
    daily = daily_deal("2026-12-01", Settings(players=4, variant="con-il-due", language="en"))
    assert daily.settings.players == 2 and daily.settings.levels[0] == "hard"
    assert daily.settings.rules() == Settings().rules() and daily.settings.language == "en"
    session = Session.new(daily.settings, daily.hand_seed)
    assert same_deal(daily.deal(), session.hand)
    assert not same_deal(daily.deal(), daily_deal("2026-12-02").deal())
    assert parse(encode(daily)).deal().dealt == daily.deal().dealt


def test_streaks_count_back_from_today() -> None:
    days = {"2026-11-27": True, "2026-11-29": True, "2026-11-30": True, "2026-12-01": False}
    assert streaks(days, "2026-12-01") == Streaks(played=3, won=0)
    assert streaks(days, "2026-12-02") == Streaks(played=3, won=0)  # today not played yet
    assert streaks(days, "2026-12-03") == Streaks(played=0, won=0)
    assert streaks({**days, "2026-12-01": True}, "2026-12-02") == Streaks(played=3, won=3)
    with pytest.raises(InvalidStateError):
        streaks({"yesterday": True}, "2026-12-01")
