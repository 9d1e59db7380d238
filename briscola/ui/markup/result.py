"""HTML of the end-of-hand screen."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.result import ResultModel, SideResult
from briscola.i18n import text
from briscola.ui.markup.html import attrs, card_img, classes, esc
from briscola.ui.markup.learn import proof_box, share_box
from briscola.ui.markup.lesson import lesson_end
from briscola.ui.markup.table import tallies

_CONFETTI = 18


def confetti() -> str:
    """Pieces of confetti falling over a won result."""
    # no style attribute (the page's CSP forbids them): the CSS numbers the pieces
    return '<div class="confetti" aria-hidden="true">' + "<i></i>" * _CONFETTI + "</div>"


def score(model: SideResult) -> str:
    """One side's name, points and tricks: the score at the top of the screen."""
    detail = (
        f'<p class="seat-points">{esc(" · ".join(model.seat_points))}</p>'
        if model.seat_points
        else ""
    )
    return (
        f'<section class="{classes("side", model.winner and "winner", model.mine and "mine")}">'
        f'<h3>{esc(model.name)}</h3><p class="side-points">{esc(model.points_label)}</p>'
        f'{detail}<p class="side-tricks">{esc(model.tricks_label)}</p></section>'
    )


def taken(model: SideResult, lang: str) -> str:
    """The cards one side took, as small named pictures."""
    cards = "".join(f"<li>{card_img(face.code, face.name, 'mini')}</li>" for face in model.cards)
    label = f"{text(lang, 'result.taken')}: {model.name}"
    return (
        f'<li class="{classes("taken-side", model.mine and "mine")}">'
        f'<p class="taken-name">{esc(model.name)}</p>'
        f'<ul class="taken"{attrs(aria_label=label)}>{cards}</ul></li>'
    )


def result(model: ResultModel, lang: str) -> str:
    """The whole end-of-hand screen: the outcome and the score, the way on, then the details."""
    parts = [
        f'<div class="{classes("result", f"is-{model.outcome}", model.celebrate and "celebrate")}">'
    ]
    if model.celebrate:
        parts.append(confetti())
    parts.append(f'<p class="kicker">{esc(text(lang, "result.heading"))}</p>')
    parts.append(
        f'<h2 class="headline" id="result-headline" tabindex="-1">{esc(model.headline)}</h2>'
    )
    if model.cappotto:
        parts.append(f'<p class="cappotto">{esc(model.cappotto)}</p>')
    parts.append('<div class="sides">' + "".join(score(s) for s in model.sides) + "</div>")
    if model.declaration:
        parts.append(f'<p class="declaration">{esc(model.declaration)}</p>')
    if model.tie_note:
        parts.append(f'<p class="tie-note">{esc(model.tie_note)}</p>')
    if model.series_label:
        parts.append(
            f'<div class="series-box"><h3>{esc(model.series_label)}</h3>'
            f"<p>{esc(text(lang, 'series.wins'))}:{tallies(model.wins, 'wins')}</p>"
        )
        if model.series_headline:
            cls = classes("series-headline", f"is-{model.series_outcome}")
            parts.append(f'<p class="{cls}">{esc(model.series_headline)}</p>')
        parts.append("</div>")
    # The way on comes before the details, for the eye (in the first screen, even on a
    # phone) and for the keyboard (the first Tab after the headline).
    parts.append(lesson_end(model.lesson) if model.lesson else actions(model, lang))
    if model.hints:
        parts.append(f'<p class="hints-used">{esc(model.hints)}</p>')
    if model.daily:
        parts.append(f'<p class="daily-result" id="daily-result">{esc(model.daily)}</p>')
    taken_heading = text(lang, "result.taken")
    parts.append(
        f'<section class="taken-all"{attrs(aria_label=taken_heading)}>'
        f"<h3>{esc(taken_heading)}</h3>"
        f'<ul class="taken-sides">{"".join(taken(s, lang) for s in model.sides)}</ul></section>'
    )
    if model.lesson is None:  # the lesson's fixed deal is neither shared nor proved
        parts.append(share_box(model.share_link, model.share_compare, lang))
        parts.append(proof_box(model.proof, lang))
    parts.append("</div>")
    return "".join(parts)


def actions(model: ResultModel, lang: str) -> str:
    """The buttons that go on: the next hand, or the series' end, the same table again and
    the settings; the hand's review."""
    parts = ['<div class="actions">']
    if model.next_label:
        parts.append(
            f'<button type="button" class="btn primary"'
            f"{attrs(data_act=Act.NEXT, data_focus='next')}>{esc(model.next_label)}</button>"
            f'<p class="next-note">{esc(model.next_note)}</p>'
        )
    else:
        if model.series_end:
            parts.append(
                f'<button type="button" class="btn primary"'
                f"{attrs(data_act=Act.SERIES_END, data_focus='series-end')}>"
                f"{esc(text(lang, 'series_end.show'))}</button>"
            )
        # The same table again, one click: a new hand or series with the same settings.
        parts.append(
            f'<button type="button" class="{classes("btn", not model.series_end and "primary")}"'
            f"{attrs(data_act=Act.AGAIN, data_focus='again')}>"
            f"{esc(text(lang, 'result.rematch'))}</button>"
            f'<button type="button" class="btn"'
            f"{attrs(data_act=Act.SETTINGS, data_focus='settings')}>"
            f"{esc(text(lang, 'result.settings'))}</button>"
        )
    if model.review_label:
        parts.append(
            f'<button type="button" class="btn"'
            f"{attrs(data_act=Act.REVIEW, data_focus='review')}>{esc(model.review_label)}</button>"
        )
    parts.append("</div>")
    return "".join(parts)
