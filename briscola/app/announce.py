"""What the page says aloud (its aria-live region) about each event, in the chosen language."""

from __future__ import annotations

from collections.abc import Iterable

from briscola.app.events import (
    CardPlayed,
    Event,
    HandOver,
    SevenSwapped,
    Signalled,
    TrickTaken,
)
from briscola.app.i18n import card_phrase, text
from briscola.app.seats import seat_name
from briscola.app.session import HUMAN, Session


def describe(events: Iterable[Event], lang: str, show_points: bool = False) -> list[str]:
    """One sentence per event: a card played, a swap, a trick taken, the end of the hand.

    >>> from briscola.cards import Card
    >>> describe([CardPlayed(1, Card.from_code("AD"))], "it")
    ['Marco gioca l’Asso di Denari.']
    """
    said: list[str] = []
    for event in events:
        if isinstance(event, CardPlayed):
            card = card_phrase(event.card, lang)
            if event.seat == HUMAN:
                said.append(text(lang, "say.played.you", card=card))
            else:
                said.append(text(lang, "say.played", name=seat_name(event.seat, lang), card=card))
        elif isinstance(event, SevenSwapped):
            seven, taken = card_phrase(event.seven, lang), card_phrase(event.taken, lang)
            if event.seat == HUMAN:
                said.append(text(lang, "say.swap.you", seven=seven, taken=taken))
            else:
                name = seat_name(event.seat, lang)
                said.append(text(lang, "say.swap", name=name, seven=seven, taken=taken))
        elif isinstance(event, Signalled):
            meaning = text(lang, f"signal.{event.signal}")
            if event.seat == HUMAN:
                said.append(text(lang, "say.signal.you", signal=meaning))
            else:
                said.append(
                    text(lang, "say.signal", name=seat_name(event.seat, lang), signal=meaning)
                )
        elif isinstance(event, TrickTaken):
            if event.winner == HUMAN:
                sentence = text(lang, "say.trick.you")
            else:
                sentence = text(lang, "say.trick", name=seat_name(event.winner, lang))
            if show_points:
                sentence += " " + text(lang, "say.trick.points", points=event.points)
            said.append(sentence)
        elif isinstance(event, HandOver):
            declared = event.outcome.declared
            if declared is not None:
                said.append(declaration_sentence(declared.seat, declared.right, lang))
            said.append(text(lang, "say.over"))
    return said


def declaration_sentence(seat: int, right: bool, lang: str) -> str:
    """Briscola a 31: who declared, and whether their side really held 31."""
    verdict = "right" if right else "wrong"
    if seat == HUMAN:
        return text(lang, f"say.declared.you.{verdict}")
    return text(lang, f"say.declared.{verdict}", name=seat_name(seat, lang))


def turn_sentence(session: Session, lang: str) -> str:
    """ "Tocca a te." when the person is to play, else nothing."""
    return text(lang, "say.turn.you") if session.phase == "human" else ""


def deal_sentence(session: Session, lang: str) -> str:
    """Who dealt the new hand and the face-up trump."""
    hand = session.hand
    card = card_phrase(hand.trump_card, lang) if hand.trump_card else ""
    none = "" if hand.trump_card else ".none"  # Briscolone turns no card
    if hand.dealer == HUMAN:
        return text(lang, f"say.deal.you{none}", card=card)
    return text(lang, f"say.deal{none}", name=seat_name(hand.dealer, lang), card=card)
