"""The learning aids in words: a coach's tip as one sentence of the page's language, a
hint's reason as one line (the i18n keys ``coach.<pattern>``; ``hint.<kind>``, or
``hint.rule.<pattern>`` when the move goes against a rule of thumb; then ``hint.chance``).

>>> from briscola.engine.cards import Card
>>> from briscola.learn.coach import Tip
>>> c = Card.from_code
>>> print(tip_text(Tip("overtake_high", c("AS"), c("5S")), "en"))  # doctest: +ELLIPSIS
You took with the Ace of Swords, but the Five of Swords was enough: take with the lowest ...
>>> print(reason_text(Reason("take_spare", c("2D"), points=10, win=0.64), "it"))
... # doctest: +ELLIPSIS
Prendi con il Due di Denari: 10 punti in tavola e hai un’altra briscola. 64 % di ...
"""

from __future__ import annotations

from briscola.engine.cards import Card
from briscola.i18n import LANGUAGES, card_phrase, text
from briscola.learn.coach import Tip
from briscola.learn.reasons import Reason

__all__ = ["LANGUAGES", "reason_text", "tip_text"]


def _phrase(card: Card | None, lang: str) -> str:
    return "" if card is None else card_phrase(card, lang)


def tip_text(tip: Tip, lang: str) -> str:
    """The tip as a sentence in ``lang``."""
    return text(
        lang,
        f"coach.{tip.pattern}",
        card=_phrase(tip.card, lang),
        better=_phrase(tip.better, lang),
        points=tip.points,
    )


def reason_text(reason: Reason, lang: str) -> str:
    """The hint's reason as one line in ``lang``: the rule of thumb the move goes against
    when there is one (its sentence names the card too), else the kind's sentence; then the
    chance of winning when known."""
    rule = reason.rule
    if rule is not None:
        line = text(
            lang,
            f"hint.rule.{rule.pattern}",
            card=_phrase(rule.card, lang),
            better=_phrase(rule.better, lang),
            points=rule.points,
        )
    else:
        line = text(
            lang,
            f"hint.{reason.kind}",
            card=_phrase(reason.card, lang),
            other=_phrase(reason.other, lang),
            points=reason.points,
        )
    if reason.win is None:
        return line
    return f"{line} {text(lang, 'hint.chance', win=round(100 * reason.win))}"
