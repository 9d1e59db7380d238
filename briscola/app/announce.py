"""What the page says aloud (its aria-live region) about each event, in the chosen language."""

from __future__ import annotations

from collections.abc import Iterable

from briscola.app.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    Event,
    HandOver,
    PartnerRevealed,
    SevenSwapped,
    Signalled,
    TrickTaken,
)
from briscola.app.i18n import card_phrase, rank_name, suit_name, text
from briscola.app.seats import seat_name
from briscola.app.session import HUMAN, Session
from briscola.auction import PASS, Bid


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
        elif isinstance(event, BidMade):
            words = bid_words(event.bid, lang)
            if event.seat == HUMAN:
                key = "say.pass.you" if event.bid.value == PASS else "say.bid.you"
                said.append(text(lang, key, bid=words))
            else:
                key = "say.pass" if event.bid.value == PASS else "say.bid"
                said.append(text(lang, key, name=seat_name(event.seat, lang), bid=words))
        elif isinstance(event, CardCalled):
            card, suit = card_phrase(event.card, lang), suit_name(event.card.suit, lang)
            if event.seat == HUMAN:
                said.append(text(lang, "say.call.you", card=card, suit=suit))
            else:
                name = seat_name(event.seat, lang)
                said.append(text(lang, "say.call", name=name, card=card, suit=suit))
        elif isinstance(event, PartnerRevealed):
            said.append(partner_sentence(event.partner, event.caller, lang))
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


def bid_words(bid: Bid, lang: str) -> str:
    """A bid in words: "Asso", "2 a 70" ("2 for 70"), "passo"."""
    if bid.value == PASS:
        return text(lang, "bid.pass")
    if isinstance(bid.value, int):
        return text(lang, "bid.points", points=bid.value)
    return rank_name(bid.value, lang)


def partner_sentence(partner: int, caller: int, lang: str) -> str:
    """Briscola Chiamata: who the secret partner turned out to be."""
    if partner == HUMAN:
        return text(lang, "say.partner.you", caller=seat_name(caller, lang))
    if caller == HUMAN:
        return text(lang, "say.partner.mine", name=seat_name(partner, lang))
    return text(lang, "say.partner", name=seat_name(partner, lang), caller=seat_name(caller, lang))


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
    # Briscolone turns no card; the Chiamata opens its auction instead.
    none = "" if hand.trump_card else ".auction" if hand.rules.is_chiamata else ".none"
    if hand.dealer == HUMAN:
        return text(lang, f"say.deal.you{none}", card=card)
    return text(lang, f"say.deal{none}", name=seat_name(hand.dealer, lang), card=card)
