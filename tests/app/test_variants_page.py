"""The variants on the start screen and at the table, as a player sees them (no browser)."""

from __future__ import annotations

import json
import random

import pytest

from briscola.app.game.announce import deal_sentence, describe
from briscola.app.game.seats import NAMES
from briscola.app.game.session import Session
from briscola.app.screens.result import present_result
from briscola.app.screens.start import choose, present_start
from briscola.app.screens.table import present_table, refusal_text
from briscola.app.statistics.counts import Stats
from briscola.engine.actions import CALL, PLAY, SIGNAL, Declare, Play, parse_action
from briscola.engine.auction import BIDS
from briscola.engine.cards import Card
from briscola.engine.errors import IllegalActionError, InvalidStateError, RulesError
from briscola.engine.rules import Rules
from briscola.engine.variants import RENAMED, VARIANTS, offered
from briscola.i18n import text
from briscola.setup.settings import Settings


def variant_group(settings: Settings) -> list[str]:
    model = present_start(settings, Stats(), "en")
    (group,) = [g for g in model.table if g.name == "variant"]
    return [c.value for c in group.choices]


def toggles(settings: Settings) -> set[str]:
    return {t.name for t in present_start(settings, Stats(), "it").toggles}


@pytest.mark.parametrize(
    ("players", "deck", "expected"),
    [
        (2, None, ["classic", "con-il-due", "briscolone", "scoperta", "a-31"]),
        (3, 39, ["classic", "con-il-due", "briscolone", "a-31"]),
        (3, 36, ["classic", "briscolone", "a-31"]),  # no 2s in the deck: no con il Due
        (4, None, ["classic", "con-il-due", "briscolone", "a-31"]),
        (6, None, ["classic", "briscolone", "a-31"]),
    ],
)
def test_the_start_screen_offers_the_variants_the_table_can_play(
    players: int, deck: int | None, expected: list[str]
) -> None:
    assert variant_group(Settings(players=players, deck=deck)) == expected
    assert list(offered(players, deck)) == expected


def test_choosing_a_variant_sets_its_rules() -> None:
    settings = choose(Settings(), "variant", "con-il-due")
    assert settings.rules().two_beats_ace
    settings = choose(settings, "variant", "briscolone")
    rules = settings.rules()
    assert (rules.no_trump, rules.hand_size, rules.swap_seven, rules.follow_suit) == (
        True,
        5,
        False,
        False,
    )
    assert "follow_suit" in toggles(settings) and "swap_seven" not in toggles(settings)
    settings = choose(settings, "follow_suit", "1")
    assert settings.rules().follow_suit
    settings = choose(settings, "variant", "scoperta")
    assert settings.rules().open_hands and "follow_suit" not in toggles(settings)


def test_a_table_change_drops_a_variant_it_cannot_play_and_a_tampered_choice_is_ignored() -> None:
    settings = choose(Settings(), "variant", "scoperta")
    assert choose(settings, "players", "4").variant == "classic"
    due = choose(Settings(players=3), "variant", "con-il-due")
    assert choose(due, "deck", "36").variant == "classic"
    assert choose(Settings(), "variant", "chiamata") == Settings()
    assert choose(Settings(players=4), "variant", "scoperta") == Settings(players=4)


def test_saved_settings_keep_the_variant_and_older_saves_load_as_classic() -> None:
    settings = Settings(variant="briscolone", follow_suit=True)
    again = Settings.from_json(settings.to_json())
    assert (again.variant, again.follow_suit, again.rules()) == (
        "briscolone",
        True,
        settings.rules(),
    )
    old = Settings().to_json()
    del old["variant"], old["follow_suit"]
    assert Settings.from_json(old).variant == "classic"
    with pytest.raises(InvalidStateError):
        Settings.from_json(Settings(players=3).to_json() | {"variant": "scoperta"})
    with pytest.raises(RulesError):
        Settings(variant="nonsense")
    assert all(variant.plays(2) for variant in VARIANTS.values())


def session_for(variant: str, seed: int = 4) -> Session:
    return Session.new(Settings(variant=variant), seed)


def test_briscolone_shows_five_cards_no_trump_and_says_so() -> None:
    session = session_for("briscolone")
    model = present_table(session, "it")
    assert len(model.hand) == 5 and model.face_up is None
    assert model.trump_label == "Senza briscola"
    assert not any(card.trump for card in model.hand)
    assert "Senza briscola" in deal_sentence(session, "it")
    assert "No trump" in deal_sentence(session, "en")


def test_scoperta_shows_the_other_hand_and_the_stock_in_order() -> None:
    session = session_for("scoperta")
    model = present_table(session, "en")
    other = model.seats[1]
    assert len(other.known) == other.cards == 3
    assert other.known_label.startswith("Cards face up: ")
    hand = session.hand
    assert [f.code for f in other.known] == sorted(
        (c.code for c in hand.view(1).hand), key=[f.code for f in other.known].index
    )
    # The stock in drawing order, the face-up trump apart (it is drawn last).
    # The next three large, the rest on demand; together the whole stock in drawing order.
    assert len(model.stock_next) == 3 and len(model.stock_later) == model.stock_left - 4
    assert model.stock_next_label.startswith("Next cards of the stock: ")
    assert model.stock_later_label == f"{model.stock_left - 4} more cards"
    face_up = model.face_up
    shown = {f.code for f in model.stock_next + model.stock_later}
    assert face_up is not None and face_up.code not in shown and len(shown) == 33
    order = [c.code for c in session.view().stock_cards or () if c.code != face_up.code]
    assert [f.code for f in model.stock_next + model.stock_later] == order


def test_a_classic_table_shows_no_open_cards() -> None:
    model = present_table(session_for("classic"), "it")
    assert model.stock_next == () and model.stock_next_label == ""
    assert all(seat.known == () for seat in model.seats)


def test_every_variant_plays_to_the_end_through_the_session() -> None:
    for variant in VARIANTS:
        session = session_for(variant, seed=11)
        rng = random.Random(3)
        while session.phase in ("human", "computer"):
            if session.phase == "computer":
                session.play_computer()
                continue
            plays = [a for a in session.view().legal_actions() if isinstance(a, Play)]
            session.act(rng.choice(plays))
            present_table(session, "de")
        assert session.phase in ("hand-over", "series-over")


def test_follow_suit_marks_the_cards_that_cannot_be_played_and_says_why() -> None:
    settings = Settings(variant="briscolone", follow_suit=True)
    for seed in range(40):
        session = Session.new(settings, seed)
        while session.phase == "computer":
            session.play_computer()
        if session.phase != "human" or not session.hand.trick:
            continue
        model = present_table(session, "it")
        blocked = [card for card in model.hand if not card.playable]
        if not blocked:
            continue
        led = session.hand.trick[0][1].suit
        assert all(Card.from_code(card.face.code).suit != led for card in blocked)
        with pytest.raises(IllegalActionError) as refused:
            session.act(PLAY[Card.from_code(blocked[0].face.code)])
        reason = refusal_text(refused.value.reason, session, "it")
        assert reason.startswith("Devi rispondere a ")
        assert present_table(session, "it", refusal=reason).hint == reason
        return
    pytest.fail("no deal in 40 seeds put the person under the follow-suit rule")


def test_a_31_offers_the_declaration_and_the_result_says_how_it_went() -> None:
    settings = Settings(variant="a-31")
    # Wrong: the person declares on their first turn, with no points taken.
    session = Session.new(settings, 5)
    while session.phase == "computer":
        session.play_computer()
    model = present_table(session, "it")
    assert model.declare_label == "Dichiaro 31"
    events = session.act(Declare(31))
    said = describe(events, "it")
    assert said[-2:] == ["Hai dichiarato 31: sbagliato, la mano è persa.", "Fine della mano."]
    result = present_result(session, "it")
    assert result.outcome == "lost" and result.declaration.startswith("Hai dichiarato 31")
    # Right: play on until the person's tricks hold 31, then declare.
    for seed in range(30):
        session = Session.new(settings, seed)
        rng = random.Random(seed)
        while session.phase in ("human", "computer"):
            if session.phase == "computer":
                session.play_computer()
                continue
            if session.view().points_taken()[0] >= 31:
                session.act(Declare(31))
                result = present_result(session, "en")
                assert result.outcome == "won"
                assert result.declaration == "You declared 31: right, the hand is yours."
                return
            plays = [a for a in session.view().legal_actions() if isinstance(a, Play)]
            session.act(rng.choice(plays))
    pytest.fail("the person never reached 31 points in 30 hands")


def test_the_table_offers_no_declaration_outside_a_31() -> None:
    session = Session.new(Settings(), 5)
    while session.phase == "computer":
        session.play_computer()
    assert present_table(session, "it").declare_label == ""


def test_six_players_sit_in_two_teams_of_three_with_captains() -> None:
    settings = choose(Settings(), "players", "6")
    assert settings.players == 6 and settings.rules().deck == 36
    session = Session.new(settings, 2)
    model = present_table(session, "it")
    assert [s.name for s in model.seats] == ["Tu", "Marco", "Giulia", "Luca", "Sara", "Paolo"]
    assert [s.role for s in model.seats[1:]] == ["opponent", "partner"] * 2 + ["opponent"]
    assert [s.place for s in model.seats] == [  # counter-clockwise: Marco at the right
        "bottom",
        "right",
        "top-right",
        "top",
        "top-left",
        "left",
    ]
    assert sum(s.captain for s in model.seats) == 2
    result_side = present_table(session, "en").seats
    assert len(result_side) == 6
    start = present_start(settings, Stats(), "it")
    assert [g.name for g in start.levels] == [f"level-{n}" for n in range(1, 6)]
    assert "signals" in toggles(settings) and "signals" not in toggles(Settings())


def test_signals_are_offered_given_announced_and_shown_at_the_seat() -> None:
    settings = Settings(players=4, signals=True)
    for seed in range(20):
        session = Session.new(settings, seed)
        while session.phase in ("human", "computer"):
            if session.phase == "computer":
                session.play_computer()
                continue
            model = present_table(session, "it")
            if model.signal_offers:
                name, words, action = model.signal_offers[-1]
                assert parse_action(json.loads(action)) == SIGNAL[name]
                events = session.act(SIGNAL[name])
                assert describe(events, "it") == [f"Segnali: «{words}»."]
                after = present_table(session, "it")
                assert after.seats[0].signal == f"Segnala: {words}"
                assert after.signal_offers == ()  # one signal per trick
                return
            plays = [a for a in session.view().legal_actions() if isinstance(a, Play)]
            session.act(plays[0])
    pytest.fail("no signal was ever offered to the person")


def test_older_settings_with_three_levels_get_the_default_for_the_new_seats() -> None:
    data = Settings().to_json()
    data["levels"] = ["hard", "easy", "hard"]
    levels = Settings.from_json(data).levels
    assert levels[:3] == ("hard", "easy", "hard") and len(levels) == 5


def test_five_players_play_the_chiamata_auction_call_and_reveal() -> None:
    settings = choose(Settings(best_of=3), "players", "5")
    rules = settings.rules()
    assert rules.is_chiamata and rules.best_of == 1 and not rules.swap_seven
    start = present_start(settings, Stats(), "it")
    assert [g.name for g in start.table] == ["players"]  # no variant, deck or series choice
    assert all(level.label in NAMES for level in start.levels)  # roles are secret
    saw_bid = saw_call = saw_reveal = False
    for seed in range(12):
        session = Session.new(settings, seed)
        said: list[str] = []
        while session.phase in ("human", "computer"):
            if session.phase == "computer":
                said += describe(session.play_computer(), "it")
                continue
            model = present_table(session, "it")
            if model.bid_offers:
                assert model.bid_offers[0] == ("pass", "Passo", '{"bid":"pass"}')
                assert model.hint == "Fai un’offerta o passa"
                assert all(not card.playable for card in model.hand)
                value, _, action = model.bid_offers[-1]  # the highest bid offered
                bid = BIDS[value if value in BIDS else int(value)]
                assert parse_action(json.loads(action)) == bid
                said += describe(session.act(bid), "it")
                saw_bid = True
            elif model.call_offers:
                offer = model.call_offers[0]
                call = CALL[Card.from_code(offer.face.code)]
                assert parse_action(json.loads(offer.action)) == call
                said += describe(session.act(call), "it")
                assert present_table(session, "it").contract_label.startswith("Chiami ")
                saw_call = True
            else:
                assert model.contract_label and model.trump_label.startswith("Briscola: ")
                plays = [a for a in session.view().legal_actions() if isinstance(a, Play)]
                said += describe(session.act(plays[0]), "it")
        saw_reveal = saw_reveal or any("compagno" in line for line in said)
        result = present_result(session, "it")
        assert result.declaration.startswith(("Chiamata di ", "Hai chiamato "))
        assert len(result.sides) == 2
    assert saw_bid and saw_call and saw_reveal


@pytest.mark.parametrize(
    "settings",
    [
        Settings(variant="con-il-due"),
        Settings(variant="briscolone", follow_suit=True),
        Settings(variant="scoperta"),
        Settings(variant="a-31", players=4),
        Settings(players=6, signals=True),
        Settings(players=4, signals=True),
        Settings(players=5),
    ],
    ids=["con-il-due", "briscolone", "scoperta", "a-31", "six-signals", "four-signals", "chiamata"],
)
def test_a_variant_game_saved_mid_hand_resumes_exactly(settings: Settings) -> None:
    session = Session.new(settings, 9)
    for _ in range(7):  # into the hand (the Chiamata's auction and call included)
        if session.phase == "computer":
            session.play_computer()
        elif session.phase == "human":
            session.act(session.view().legal_actions()[-1])
    text = json.dumps(session.to_json())
    again = Session.from_json(json.loads(text))
    assert again.view() == session.view()
    assert present_table(again, "it") == present_table(session, "it")
    while again.phase in ("human", "computer") and session.phase in ("human", "computer"):
        if session.phase == "computer":
            assert again.play_computer() == session.play_computer()  # same moves after resume
        else:
            action = session.view().legal_actions()[0]
            assert again.act(action) == session.act(action)
    assert again.hand.outcome() == session.hand.outcome()


def test_the_table_names_the_variant_being_played() -> None:
    assert present_table(session_for("classic"), "it").series_label == "Mano singola"
    assert (
        present_table(session_for("con-il-due"), "it").series_label == "Mano singola · Con il Due"
    )
    briscolone = Session.new(Settings(variant="briscolone", best_of=3), 1)
    assert present_table(briscolone, "en").series_label == "Hand 1 · best of 3 · Briscolone"
    chiamata = Session.new(Settings(players=5, best_of=3), 1)
    assert present_table(chiamata, "de").series_label.endswith(" · Briscola chiamata")


@pytest.mark.parametrize(("old", "new"), sorted(RENAMED.items()))
def test_settings_saved_under_a_variants_old_name_load_with_the_same_rules(
    old: str, new: str
) -> None:
    settings = Settings(variant=new, players=4, signals=True)
    loaded = Settings.from_json(settings.to_json() | {"variant": old})
    assert loaded == Settings.from_json(settings.to_json()) and loaded.variant == new
    assert loaded.rules() == Rules.for_table(4, variant=new, signals=True)
    with pytest.raises(RulesError):
        Settings(variant=old)  # an old name is read from saves only


def test_a_game_saved_under_a_variants_old_name_resumes_exactly() -> None:
    session = Session.new(Settings(variant="a-31", players=4), 9)
    for _ in range(5):
        if session.phase == "computer":
            session.play_computer()
        elif session.phase == "human":
            session.act(session.view().legal_actions()[0])
    saved = session.to_json()
    saved["settings"] = saved["settings"] | {"variant": "a31"}
    again = Session.from_json(json.loads(json.dumps(saved)))
    assert again.settings.variant == "a-31" and again.view() == session.view()
    assert again.to_json() == session.to_json()


def test_settings_saved_with_the_default_deck_as_zero_load() -> None:
    saved = Settings(players=3).to_json() | {"deck": 0}
    assert Settings.from_json(saved) == Settings(players=3)
    assert Settings.from_json(saved).rules().deck == 39


def test_every_variant_has_its_words_in_every_language() -> None:
    for lang in ("it", "en", "de"):
        for name in VARIANTS:
            assert text(lang, f"start.variant.{name}")
