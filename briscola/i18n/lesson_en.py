"""The first hand that teaches, in English: the start screen's offer, the notes, the tips."""

from __future__ import annotations

from typing import Final

STRINGS: Final = {
    "lesson.offer": "Learn to play",
    "lesson.offer.note": "New to Briscola? A guided hand against the computer, in 3 minutes.",
    "lesson.heading": "Lesson",
    "lesson.skip": "Skip the lesson",
    "lesson.play": "Play a game",
    "lesson.back": "Back to the start",
    "lesson.done": "Lesson over",
    "lesson.welcome": (
        "A practice hand against {name}, easy level. Whoever takes more than 60 of the 120"
        " points wins."
    ),
    "lesson.trump": (
        "The card face up under the stock is {card}: {suit} are trumps. A trump beats any card"
        " of another suit."
    ),
    "lesson.lead.other": "{name} leads {card}. You may answer with any card, of any suit.",
    "lesson.trick.higher.you": "You take it: same suit, and {card} beats {other}.",
    "lesson.trick.higher": "{name} takes it: same suit, and {card} beats {other}.",
    "lesson.trick.trump.you": "You take it: {card} is a trump and beats {other}.",
    "lesson.trick.trump": "{name} takes it: {card} is a trump and beats {other}.",
    "lesson.trick.off.you": (
        "You take it: {other} is neither of the suit led nor a trump, so it cannot win."
    ),
    "lesson.trick.off": (
        "{name} takes it: {other} is neither of the suit led nor a trump, so it cannot win."
    ),
    "lesson.trick.off.higher.you": (
        "You take it: {other} is stronger, but neither of the suit led nor a trump, so it"
        " cannot win."
    ),
    "lesson.trick.off.higher": (
        "{name} takes it: {other} is stronger, but neither of the suit led nor a trump, so it"
        " cannot win."
    ),
    "lesson.points": "The trick is worth {points} points.",
    "lesson.trick.short.you": "You take it: {card} beats {other}.",
    "lesson.trick.short": "{name} takes it: {card} beats {other}.",
    "lesson.values": (
        "From the strongest card: Ace 11 points, Three 10, King 4, Knight 3, Jack 2, then 7, 6,"
        " 5, 4 and 2, worth 0."
    ),
    "lesson.draw.you": "Whoever takes draws first and leads next: now you, then {name}.",
    "lesson.draw": "Whoever takes draws first and leads next: now {name}, then you.",
    "lesson.draw.again.you": "Now you draw first.",
    "lesson.draw.again": "Now {name} draws first.",
    "lesson.last.you": (
        "Last draw: you draw last and get the face-up trump, {card}. No more drawing now."
    ),
    "lesson.last": (
        "Last draw: {name} draws last and gets the face-up trump, {card}. No more drawing now."
    ),
    "lesson.half": (
        "Half the hand is played: you have {mine} points, {name} {theirs}. You need 61 to win."
    ),
    "lesson.decided.you": (
        "You have {points} points, more than 60: you have won! Play on to the last card."
    ),
    "lesson.decided": (
        "{name} has {points} points, more than 60: {name} has won. Play on to the last card."
    ),
    "lesson.end.won": "The end: you {mine} points, {name} {theirs}. More than 60: you win!",
    "lesson.end.lost": (
        "The end: you {mine} points, {name} {theirs}. {name} has more than 60 and wins."
    ),
    "lesson.end.tie": "The end: 60 each, a tie.",
    "lesson.end.close": "Now you know the rules: try a real game.",
    "lesson.tip.lead": "Tip: lead {card}, it is worth little.",
    "lesson.tip.lead.any": "Tip: lead {card}.",
    "lesson.tip.higher": "Tip: {card} takes it: same suit, stronger.",
    "lesson.tip.trump": "Tip: take it with the trump, {card}.",
    "lesson.tip.low": "Tip: let it go with {card}, it is worth little.",
}
