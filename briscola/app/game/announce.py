"""What the page says aloud (its aria-live region) about each event, in the chosen language."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from typing import Final

from briscola.app.game.events import (
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
from briscola.app.game.seats import seat_name, seat_names
from briscola.app.game.session import HUMAN, Session
from briscola.engine.auction import PASS, Bid
from briscola.engine.tuples import NamedTuple
from briscola.i18n import card_phrase, rank_name, suit_name, text


class Seating(NamedTuple):
    """Who the sentences name: every seat's name, and the seat called "you" (None at a
    table of several people: everyone by name)."""

    names: Sequence[str] = ()
    you: int | None = HUMAN

    @classmethod
    def of(cls, session: Session, lang: str) -> Seating:
        """The seating of ``session``'s table."""
        return cls(seat_names(session.settings, lang), session.you)


ONE_PERSON: Final = Seating()
"""One person at seat 0, "you", and the computer's names."""


def describe(
    events: Iterable[Event], lang: str, show_points: bool = False, seating: Seating | None = None
) -> list[str]:
    """One sentence per event: a card played, a swap, a trick taken, the end of the hand.

    >>> from briscola.engine.cards import Card
    >>> describe([CardPlayed(1, Card.from_code("AD"))], "it")
    ['Marco gioca l’Asso di Denari.']
    >>> friends = Seating(("Anna", "Marco"), None)
    >>> describe([CardPlayed(0, Card.from_code("AD"))], "en", seating=friends)
    ['Anna plays the Ace of Coins.']
    """
    seating = seating or ONE_PERSON
    return [
        sentence for event in events for sentence in _sentences(event, lang, show_points, seating)
    ]


def _sentences(event: Event, lang: str, show_points: bool, seating: Seating) -> list[str]:
    _said = partial(_said_by, seating)
    match event:
        case CardPlayed(seat, card):
            return [_said(lang, "say.played", seat, card=card_phrase(card, lang))]
        case SevenSwapped(seat, seven, taken):
            seven_words, taken_words = card_phrase(seven, lang), card_phrase(taken, lang)
            return [_said(lang, "say.swap", seat, seven=seven_words, taken=taken_words)]
        case Signalled(seat, signal):
            return [_said(lang, "say.signal", seat, signal=text(lang, f"signal.{signal}"))]
        case BidMade(seat, bid):
            key = "say.pass" if bid.value == PASS else "say.bid"
            return [_said(lang, key, seat, bid=bid_words(bid, lang))]
        case CardCalled(seat, card):
            called, suit = card_phrase(card, lang), suit_name(card.suit, lang)
            return [_said(lang, "say.call", seat, card=called, suit=suit)]
        case PartnerRevealed(partner, caller):
            return [partner_sentence(partner, caller, lang, seating)]
        case TrickTaken(winner, _, points):
            sentence = _said(lang, "say.trick", winner)
            if show_points:
                sentence += " " + text(lang, "say.trick.points", points=points)
            return [sentence]
        case HandOver(outcome, _):
            over = text(lang, "say.over")
            if outcome.declared is None:
                return [over]
            declared = outcome.declared
            return [declaration_sentence(declared.seat, declared.right, lang, seating), over]
    return []


def _said_by(seating: Seating, lang: str, key: str, seat: int, **fields: str) -> str:
    """The sentence ``key`` about ``seat``: its ``.you`` form for "you", else named."""
    if seat == seating.you:
        return text(lang, f"{key}.you", **fields)
    return text(lang, key, name=seat_name(seat, lang, seating.names), **fields)


def bid_words(bid: Bid, lang: str) -> str:
    """A bid in words: "Asso", "2 a 70" ("2 for 70"), "passo"."""
    if bid.value == PASS:
        return text(lang, "bid.pass")
    if isinstance(bid.value, int):
        return text(lang, "bid.points", points=bid.value)
    return rank_name(bid.value, lang)


def partner_sentence(partner: int, caller: int, lang: str, seating: Seating | None = None) -> str:
    """Briscola Chiamata: who the secret partner turned out to be."""
    seating = seating or ONE_PERSON
    names = seating.names
    if partner == seating.you:
        return text(lang, "say.partner.you", caller=seat_name(caller, lang, names))
    if caller == seating.you:
        return text(lang, "say.partner.mine", name=seat_name(partner, lang, names))
    return text(
        lang,
        "say.partner",
        name=seat_name(partner, lang, names),
        caller=seat_name(caller, lang, names),
    )


def declaration_sentence(seat: int, right: bool, lang: str, seating: Seating | None = None) -> str:
    """Briscola a 31: who declared, and whether their side really held 31."""
    seating = seating or ONE_PERSON
    verdict = "right" if right else "wrong"
    if seat == seating.you:
        return text(lang, f"say.declared.you.{verdict}")
    return text(lang, f"say.declared.{verdict}", name=seat_name(seat, lang, seating.names))


def turn_sentence(session: Session, lang: str) -> str:
    """ "Tocca a te." when the person is to play ("Tocca a Luca." at a table of several
    people), else nothing."""
    if session.phase != "human":
        return ""
    if session.you is None:
        names = seat_names(session.settings, lang)
        return text(lang, "say.turn", name=names[session.viewer])
    return text(lang, "say.turn.you")


def deal_sentence(session: Session, lang: str) -> str:
    """Who dealt the new hand and the face-up trump."""
    hand = session.hand
    card = card_phrase(hand.trump_card, lang) if hand.trump_card else ""
    # Briscolone turns no card; the Chiamata opens its auction instead.
    none = "" if hand.trump_card else ".auction" if hand.rules.is_chiamata else ".none"
    if hand.dealer == session.you:
        return text(lang, f"say.deal.you{none}", card=card)
    name = seat_names(session.settings, lang)[hand.dealer]
    return text(lang, f"say.deal{none}", name=name, card=card)
