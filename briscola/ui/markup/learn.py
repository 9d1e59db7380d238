"""HTML of the learning aids on the table: the hint's button and its one-line reason."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.aids.hinting import HintBar
from briscola.app.aids.proof import Proof
from briscola.app.screens.learn import CountSuit
from briscola.i18n import text
from briscola.ui.markup.html import attrs, card_img, esc

VERIFY = "python -m briscola verify"

HINT_REASON = "hint-reason"
"""The id of the hint's reason (the hinted card is described by it)."""


def hint_bar(bar: HintBar | None) -> str:
    """The hint's button (waiting while it thinks), then the reason once found."""
    if bar is None:
        return ""
    busy = bar.busy
    waiting = "true" if busy or bar.reason else None  # thinking, or answered already
    button = (
        f'<button type="button" class="btn hint-btn"'
        f"{attrs(data_act=Act.HINT, data_focus='hint', aria_keyshortcuts='h')}"
        f"{attrs(aria_disabled=waiting, aria_busy='true' if busy else None)}>"
        f"{esc(bar.busy_label if busy else bar.label)}</button>"
    )
    reason = (
        f'<p class="hint-reason" id="{HINT_REASON}">{esc(bar.reason)}</p>' if bar.reason else ""
    )
    return button + reason


def proof_line(proof: Proof | None, lang: str) -> str:
    """The fingerprint during the hand: its first digits, the whole on demand."""
    if proof is None:
        return ""
    return (
        f'<details class="proof"><summary data-focus="proof">'
        f"{esc(text(lang, 'proof.short'))}: <code>{esc(proof.short)}</code></summary>"
        f'<p><code class="fp">{esc(proof.fingerprint)}</code></p>'
        f"<p>{esc(text(lang, 'proof.explain'))}</p></details>"
    )


def proof_box(proof: Proof | None, lang: str) -> str:
    """The result's proof: fingerprint, secret, how to check, the hand's record."""
    if proof is None:
        return ""
    return (
        f'<section class="proof-box"{attrs(aria_label=text(lang, "proof.heading"))}>'
        f"<h3>{esc(text(lang, 'proof.heading'))}</h3>"
        f"<p>{esc(text(lang, 'proof.fingerprint'))}: "
        f'<code class="fp" id="proof-fingerprint">{esc(proof.fingerprint)}</code></p>'
        f"<p>{esc(text(lang, 'proof.secret'))}: "
        f'<code class="fp" id="proof-secret">{esc(proof.secret)}</code></p>'
        f'<button type="button" class="btn"{attrs(data_act=Act.RECORD, data_focus="record")}>'
        f"{esc(text(lang, 'proof.record'))}</button>{_how_to_check(proof, lang)}</section>"
    )


def _how_to_check(proof: Proof, lang: str) -> str:
    """The steps of a check, in words; the command line as one way to make it."""
    steps = "".join(
        f"<li>{esc(text(lang, key))}</li>"
        for key in ("proof.step.note", "proof.step.record", "proof.step.tool")
    )
    command = f"{VERIFY} {proof.fingerprint} {proof.secret} {text(lang, 'proof.file')}"
    return (
        f'<details class="proof-how"><summary data-focus="proof-how">'
        f"{esc(text(lang, 'proof.how'))}</summary><ol>{steps}</ol>"
        f"<p>{esc(text(lang, 'proof.step.python'))} <code>{esc(command)}</code></p></details>"
    )


def _seen(suit: CountSuit, lang: str) -> str:
    """The face-up trump beside the cards still out: marked as seen, not as out."""
    if not suit.seen:
        return ""
    word = text(lang, "count.seen")
    names = ", ".join(f.name for f in suit.seen)
    return (
        f'<span class="count-seen" role="img"{attrs(aria_label=f"{word}: {names}")}>'
        + "".join(card_img(f.code, "", "mini") for f in suit.seen)
        + f'<span class="count-seen-word" aria-hidden="true">{esc(word)}</span></span>'
    )


def suit_rows(suits: tuple[CountSuit, ...], lang: str) -> str:
    """A list's items: each suit's cards as small pictures named for screen readers (the
    face-up trump apart, marked as seen)."""
    return "".join(
        f'<li class="count-suit"><span class="count-label">{esc(s.label)}</span>'
        + (
            f'<span class="count-cards" role="img"'
            f"{attrs(aria_label=s.label + ': ' + ', '.join(f.name for f in s.cards))}>"
            + "".join(card_img(f.code, "", "mini") for f in s.cards)
            + "</span>"
            if s.cards
            else ""
        )
        + _seen(s, lang)
        + "</li>"
        for s in suits
    )


def counting_panel(suits: tuple[CountSuit, ...], lang: str) -> str:
    """The counting aid: each suit's cards still out, as small named pictures, and the
    face-up trump apart, marked as seen."""
    if not suits:
        return ""
    rows = suit_rows(suits, lang)
    heading = text(lang, "count.heading")
    # A disclosure whose panel opens over the table: with every card out, the aid would
    # otherwise push the hand below the window's edge on a phone (and on a desktop with
    # the other aids on).
    return (
        f'<details class="counting"><summary data-focus="counting">{esc(heading)}</summary>'
        f'<section class="count-panel"{attrs(aria_label=heading)}>'
        f'<ul class="count-list">{rows}</ul></section></details>'
    )


def share_box(link: str, compare: str, lang: str) -> str:
    """The result's share box: the comparison with the sharer's result, then the button
    that makes the hand's link, or the link (selectable, read-only) and its copy button."""
    parts = [f'<section class="share-box"{attrs(aria_label=text(lang, "share.open"))}>']
    if compare:
        parts.append(f'<p class="share-compare" id="share-compare">{esc(compare)}</p>')
    if not link:
        parts.append(
            f'<button type="button" class="btn"{attrs(data_act=Act.SHARE, data_focus="share")}>'
            f"{esc(text(lang, 'share.open'))}</button>"
        )
    else:
        parts.append(
            f'<label for="share-link">{esc(text(lang, "share.link"))}</label>'
            f'<div class="share-row"><input type="text" id="share-link" class="share-link"'
            f"{attrs(value=link, readonly='readonly', spellcheck='false')}>"
            f'<button type="button" class="btn"{attrs(data_act=Act.SHARE_COPY, data_focus="copy")}>'
            f"{esc(text(lang, 'share.copy'))}</button></div>"
        )
    parts.append("</section>")
    return "".join(parts)
