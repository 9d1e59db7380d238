"""The first hand that teaches, without the page: its fixed deal, and notes that tell what
really happened whatever both players play (random hands on random deals), in words of
each language, within the lesson's time."""

from __future__ import annotations

import random
import re

import pytest

from briscola.engine.cards import FULL_DECK
from briscola.engine.state import GameState
from briscola.engine.tricks import trick_winner
from briscola.i18n import LANGUAGES, lesson_strings
from briscola.learn import lesson
from briscola.learn.lesson import (
    LEARNER,
    OPPONENT,
    TIPS,
    Note,
    learner_moves,
    lesson_hand,
    lesson_settings,
    note_key,
    note_text,
    notes,
    shown,
    tip,
    trick_kind,
)

RULES = lesson_settings().rules()
PLACEHOLDER = re.compile(r"\{(\w+)\}")
READING = 200 / 60
"""Words a person reads in a second (200 a minute)."""
MOVE_S = 2.0
"""What a learner takes to choose a card (the notes read apart)."""


def random_hand(seed: int) -> GameState:
    """A hand of the lesson's rules on a random deal, both seats playing at random."""
    rng = random.Random(seed)
    hand = GameState.new(RULES, rng)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def prefixes(hand: GameState) -> list[GameState]:
    """The hand after each of its moves (and at the deal), replayed."""
    replay = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, hand.initial_stock)
    states = [replay.copy()]
    for seat, action in hand.moves:
        replay.apply(action, seat)
        states.append(replay.copy())
    return states


def test_the_deal_is_a_whole_deck_the_opponent_deals_and_the_learner_leads() -> None:
    hand = lesson_hand(RULES)
    cards = [c for seat in hand.dealt for c in seat] + list(hand.initial_stock)
    assert sorted(cards) == sorted(FULL_DECK)
    assert hand.dealer == OPPONENT and hand.current_player == LEARNER
    assert not RULES.swap_seven and RULES.players == 2 and RULES.best_of == 1
    assert lesson_settings().show_points and lesson_settings().levels[0] == lesson.LEVEL


@pytest.mark.parametrize("seed", range(40))
def test_the_notes_tell_what_happened(seed: int) -> None:
    hand = random_hand(seed)
    said = notes(hand)
    keys = [n.key for n in said]
    opening = [n.key for n in said if n.at == 0]
    assert opening == ["welcome", "trump"]
    assert said[1].cards == (hand.trump_card,)
    states = prefixes(hand)
    trick_at = {}  # the move that ended each trick, by its number
    for at, state in enumerate(states):
        if state.tricks and (at == 0 or len(states[at - 1].tricks) < len(state.tricks)):
            trick_at[len(state.tricks)] = at
    for note in said:
        if note.key.startswith("trick."):
            state = states[note.at]
            trick = state.tricks[-1]
            assert trick_at[len(state.tricks)] == note.at
            assert note.seat == trick.winner == trick_winner(trick.cards, hand.trump_suit)
            kind = trick_kind(trick, hand.trump_suit)
            assert note.key in (f"trick.{kind}", "trick.short")
            played = {card for _, card in trick.cards}
            won, lost = note.cards
            assert {won, lost} == played and dict(trick.cards)[trick.winner] == won
            if note.key.startswith("trick.off"):
                assert lost.suit not in (won.suit, hand.trump_suit) and trick.leader == note.seat
            if note.key == "trick.trump":
                assert won.suit == hand.trump_suit != lost.suit
        if note.key == "points":  # the first trick explained that carried points
            assert note.points == (states[note.at].tricks[-1].points,) != (0,)
            assert keys.count("points") == 1
    values = [n.at for n in said if n.key == "values"]
    assert values == [trick_at[lesson.VALUES]]
    first = next(n for n in said if n.key == "draw")
    assert first.at == trick_at[1] and first.seat == states[trick_at[1]].tricks[0].winner
    for note in said:
        if note.key.startswith("draw"):
            assert states[note.at - 1].stock_left > 0  # cards were drawn after that trick
            assert note.seat == states[note.at].tricks[-1].winner
    last = [n for n in said if n.key == "last"]
    emptied = next(at for at, s in enumerate(states) if s.stock_left == 0)
    assert [n.at for n in last] == [emptied]
    assert last[0].cards == (hand.trump_card,)
    assert hand.trump_card in states[emptied].hands[last[0].seat]  # the face-up card is theirs
    end = said[-2]
    mine, theirs = hand.seat_points[LEARNER], hand.seat_points[OPPONENT]
    result = "won" if mine > 60 else "lost" if theirs > 60 else "tie"
    assert end == Note(len(hand.moves), f"end.{result}", OPPONENT, (), (mine, theirs))
    assert said[-1].key == "end.close" and keys.count("end.close") == 1
    decided = [n for n in said if n.key == "decided"]
    assert len(decided) <= 1
    for note in decided:
        points = states[note.at].seat_points
        before = states[note.at - 1].seat_points
        assert points[note.seat] > 60 >= max(before) and note.at < len(hand.moves)
    half = [n for n in said if n.key == "half"]
    told_half = not decided or decided[0].at > trick_at[lesson.HALF]
    assert [n.at for n in half] == ([trick_at[lesson.HALF]] if told_half else [])


@pytest.mark.parametrize("seed", range(20))
def test_every_note_and_tip_has_its_words_in_each_language(seed: int) -> None:
    hand = random_hand(seed)
    tips = [t for s in prefixes(hand) if (t := tip(s)) is not None]
    for lang in LANGUAGES:
        for note in (*notes(hand), *tips):
            template = lesson_strings(lang)[note_key(note)]
            words = note_text(note, lang, "Marco")
            assert words and "{" not in words and "}" not in words
            assert ("{name}" in template) == ("Marco" in words)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_language_has_the_lessons_italian_keys_and_placeholders(lang: str) -> None:
    italian, other = lesson_strings("it"), lesson_strings(lang)
    assert set(other) == set(italian)
    for key, template in italian.items():
        assert set(PLACEHOLDER.findall(other[key])) == set(PLACEHOLDER.findall(template)), key


@pytest.mark.parametrize("seed", range(20))
def test_tips_come_on_the_learners_first_turns_and_name_a_card_they_hold(seed: int) -> None:
    hand = random_hand(seed)
    given = 0
    for state in prefixes(hand):
        suggested = tip(state)
        if state.current_player != LEARNER or len(learner_moves(state)) >= TIPS:
            assert suggested is None
            continue
        assert suggested is not None
        given += 1
        card = suggested.cards[0]
        assert card in state.hands[LEARNER]
        if suggested.key == "tip.higher":
            led = state.trick[0][1]
            assert card.suit == led.suit and card.strength > led.strength
        if suggested.key == "tip.trump":
            assert card.suit == hand.trump_suit != state.trick[0][1].suit
        if suggested.key.startswith("tip.lead"):
            assert not state.trick
    assert given == TIPS


@pytest.mark.parametrize("seed", range(20))
def test_the_panel_shows_the_notes_since_the_learners_last_card(seed: int) -> None:
    hand = random_hand(seed)
    said = notes(hand)
    for state in prefixes(hand):
        mine = learner_moves(state)
        since = mine[-1] if mine else 0
        now = shown(state)
        moves = len(state.moves)
        expected = [n for n in said if since <= n.at <= moves]
        if not expected and moves == since and mine:  # the reply awaited: what was read
            before = mine[-2] if len(mine) > 1 else 0
            expected = [n for n in said if before <= n.at < since]
        assert list(now) == expected


def reading_time(hand: GameState, lang: str) -> float:
    """Seconds to read every note and tip of ``hand`` at 200 words a minute."""
    tips = [t for s in prefixes(hand) if (t := tip(s)) is not None]
    words = sum(len(note_text(n, lang, "Marco").split()) for n in (*notes(hand), *tips))
    return words / READING


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_takes_under_three_minutes_to_read_and_play(lang: str) -> None:
    """A learner who reads every word at 200 a minute and takes two seconds a card, at the
    page's normal pace (0.8 s a computer move, 1.3 s a finished trick on the table)."""
    moves = 20 * MOVE_S + 20 * 0.8 + 20 * 1.3
    worst = max(reading_time(random_hand(seed), lang) for seed in range(60))
    assert worst + moves <= 180, worst
