"""What the live region says about each event."""

from __future__ import annotations

from briscola.app.game.announce import deal_sentence, describe, turn_sentence
from briscola.app.game.events import CardPlayed, Event, HandOver, SevenSwapped, TrickTaken
from briscola.engine.cards import Card
from briscola.engine.outcome import Outcome
from briscola.engine.rules import Rules
from tests.support.sessions import find, quick

c = Card.from_code


def test_plays_swaps_tricks_and_the_end_are_announced() -> None:
    events: list[Event] = [
        CardPlayed(0, c("AD")),
        CardPlayed(1, c("3D")),
        TrickTaken(1, ((0, c("AD")), (1, c("3D"))), 21),
        SevenSwapped(1, c("7S"), c("RS")),
        HandOver(Outcome.from_points(Rules(), [60, 60]), None),
    ]
    assert describe(events, "it") == [
        "Hai giocato l’Asso di Denari.",
        "Marco gioca il Tre di Denari.",
        "Prende Marco.",
        "Marco scambia il Sette di Spade con la briscola scoperta, il Re di Spade.",
        "Fine della mano.",
    ]
    english = describe(events[:3], "en", show_points=True)
    assert english[2] == "Marco takes the trick. 21 points."
    assert describe([TrickTaken(0, (), 0)], "de") == ["Du nimmst den Stich."]


def test_turn_and_deal_sentences() -> None:
    session = find(lambda seed: quick(2, seed=seed), lambda s: s.phase == "human")
    assert turn_sentence(session, "en") == "Your turn."
    sentence = deal_sentence(session, "en")
    assert sentence.startswith("New hand") and "Trump: the " in sentence
