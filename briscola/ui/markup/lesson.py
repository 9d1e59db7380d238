"""HTML of the first hand that teaches: the start screen's offer, the panel on the table,
the end on the result screen."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.lesson import LessonEnd, LessonOffer, LessonPanel
from briscola.ui.markup.html import attrs, classes, esc

LESSON_TIP = "lesson-tip"
"""The id of the lesson's tip (the card it names is described by it)."""


def lesson_offer(offer: LessonOffer | None) -> str:
    """ "Impara a giocare" and its line: a box of its own for a first visitor, else a
    button beside the start screen's other offers."""
    if offer is None:
        return ""
    return (
        f'<div class="{classes("lesson-offer", offer.first and "first")}">'
        f'<button type="button" class="btn lesson-btn"'
        f"{attrs(data_act=Act.LESSON, data_focus='lesson', aria_describedby='lesson-note')}>"
        f"{esc(offer.label)}</button>"
        f'<p class="daily-note" id="lesson-note">{esc(offer.note)}</p></div>'
    )


def lesson_panel(panel: LessonPanel) -> str:
    """The lesson on the table: the notes of the moment, the tip, the way out. The notes
    are read out as they arise (the page's live log), so the panel itself is not live."""
    notes = "".join(f"<p>{esc(note)}</p>" for note in panel.notes)
    tip = f'<p class="lesson-tip" id="{LESSON_TIP}">{esc(panel.tip)}</p>' if panel.tip else ""
    return (
        f'<section class="lesson"{attrs(aria_labelledby="lesson-heading")}>'
        f'<h2 class="lesson-heading" id="lesson-heading">{esc(panel.heading)}</h2>'
        f'<div class="lesson-notes">{notes}{tip}</div>'
        f'<button type="button" class="btn link lesson-skip"'
        f"{attrs(data_act=Act.LESSON_SKIP, data_focus='lesson-skip')}>"
        f"{esc(panel.skip)}</button></section>"
    )


def lesson_end(end: LessonEnd) -> str:
    """The lesson's end on the result screen: its last words, a real game, the start."""
    notes = "".join(f"<p>{esc(note)}</p>" for note in end.notes)
    return (
        f'<section class="lesson lesson-end"{attrs(aria_labelledby="lesson-heading")}>'
        f'<h3 class="lesson-heading" id="lesson-heading">{esc(end.heading)}</h3>'
        f'<div class="lesson-notes">{notes}</div><div class="actions">'
        f'<button type="button" class="btn primary"'
        f"{attrs(data_act=Act.LESSON_PLAY, data_focus='lesson-play')}>{esc(end.play)}</button>"
        f'<button type="button" class="btn"'
        f"{attrs(data_act=Act.LESSON_SKIP, data_focus='lesson-back')}>{esc(end.back)}</button>"
        f"</div></section>"
    )
