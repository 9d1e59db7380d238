"""HTML of the review screen: the progress bar while it runs, then one trick at a time."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.review import MoveLine, ReviewModel
from briscola.i18n import text
from briscola.ui.markup.html import attrs, card_img, classes, esc


def _button(act: Act, label: str, *, arg: str | None = None, off: bool = False) -> str:
    return (
        f'<button type="button" class="btn"'
        f"{attrs(data_act=act, data_arg=arg, data_focus=act if arg is None else f'{act}-{arg}')}"
        f"{attrs(aria_disabled='true' if off else None)}>{esc(label)}</button>"
    )


def move(line: MoveLine, lang: str) -> str:
    """The person's move in the trick: its figures, the better card, the coach's tips."""
    mark = f'<p class="marked-tag">{esc(text(lang, "review.marked"))}</p>' if line.marked else ""
    better = ""
    if line.better:
        face = line.better_face
        picture = card_img(face.code, face.name, "mini") if face is not None else ""
        better = f'<p class="better">{picture}<span>{esc(line.better)}</span></p>'
    tips = "".join(f'<li class="tip">{esc(tip)}</li>' for tip in line.tips)
    tips = f'<ul class="tips">{tips}</ul>' if tips else ""
    cls = classes("move", line.marked and "is-marked")
    played = f'<p class="move-played">{esc(line.played)}</p>'
    return f'<div class="{cls}">{mark}{played}{better}{tips}</div>'


def _keys(lang: str) -> str:
    """The line under the trick's buttons: the arrow keys where there is a keyboard, what
    the buttons do on a touch screen (the stylesheet shows one of the two)."""
    buttons = text(
        lang, "review.buttons", prev=text(lang, "review.prev"), next=text(lang, "review.next")
    )
    return (
        f'<span class="keys-hint">{esc(text(lang, "review.keys"))}</span>'
        f'<span class="touch-hint">{esc(buttons)}</span>'
    )


def review(model: ReviewModel, lang: str) -> str:
    """The whole review screen."""
    # data-focus: the heading keeps the keyboard focus when the arrow keys rewrite the screen
    head = (
        f'<h2 class="review-heading" id="review-heading" tabindex="-1" data-focus="review-heading">'
        f"{esc(model.heading)}</h2>"
    )
    if model.running:
        return (
            f'<div class="review">{head}'
            f'<p class="review-status">{esc(model.progress_label)}…</p>'
            f'<progress class="review-progress" max="100" value="{model.progress}"'
            f"{attrs(aria_label=model.progress_label)}>{model.progress} %</progress>"
            f'<div class="actions">{_button(Act.REVIEW_CANCEL, text(lang, "review.cancel"))}</div>'
            f"</div>"
        )
    jumps = "".join(
        f"<li>{_button(Act.REVIEW_GO, j.label, arg=str(j.trick))}</li>" for j in model.jumps
    )
    summary = f'<p class="review-summary">{esc(model.summary)}</p>'
    if jumps:
        summary += f'<ul class="jumps">{jumps}</ul>'
    cards = "".join(
        f'<li class="{classes("played", c.wins and "wins")}" data-card="{esc(c.face.code)}">'
        f'{card_img(c.face.code, c.face.name)}<span class="who">{esc(c.who)}</span></li>'
        for c in model.cards
    )
    hand = "".join(f"<li>{card_img(f.code, f.name, 'mini')}</li>" for f in model.hand)
    hand_html = (
        f'<p class="hand-label">{esc(model.hand_label)}</p>'
        f'<ul class="review-hand"{attrs(aria_label=model.hand_label)}>{hand}</ul>'
        if hand
        else ""
    )
    moves = "".join(move(line, lang) for line in model.moves)
    last = model.trick + 1 >= model.tricks
    nav = (
        f'<div class="review-nav">'
        f"{_button(Act.REVIEW_PREV, text(lang, 'review.prev'), off=model.trick == 0)}"
        f'<h3 id="review-trick" tabindex="-1" data-focus="review-trick">'
        f"{esc(model.trick_label)}</h3>"
        f"{_button(Act.REVIEW_NEXT, text(lang, 'review.next'), off=last)}"
        f"</div>"
    )
    back = model.back_label or text(lang, "review.back")
    return (
        f'<div class="review">{head}{summary}{nav}'
        f'<p class="review-keys">{_keys(lang)}</p>'
        f'<div class="review-trick"><ul class="trick done"{attrs(aria_label=model.trick_label)}>'
        f'{cards}</ul><p class="trick-caption">{esc(model.taken_label)}</p></div>'
        f"{hand_html}{moves}"
        f'<div class="actions">{_button(Act.REVIEW_BACK, back)}</div></div>'
    )
