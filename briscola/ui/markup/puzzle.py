"""HTML of the puzzle screen: the position drawn with the table's own pieces, the answer with
its lines, the person's puzzle rating."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.puzzle import Line, PuzzleModel
from briscola.i18n import text
from briscola.ui.markup.html import attrs, card_img, classes, esc
from briscola.ui.markup.learn import suit_rows
from briscola.ui.markup.table import hand_card, played, seat, stock, tallies, trick


def _line(line: Line) -> str:
    tricks = "".join(
        f'<li><ul class="trick mini-trick">{"".join(played(c) for c in t.cards)}</ul>'
        f'<span class="line-take">{esc(t.label)}</span></li>'
        for t in line.tricks
    )
    cls = classes("puzzle-line", line.best and "best")
    return (
        f'<div class="{cls}"><h3>{esc(line.heading)}</h3>'
        f'<ol class="line-tricks">{tricks}</ol><p class="line-end">{esc(line.end)}</p></div>'
    )


def _table(model: PuzzleModel, lang: str) -> str:
    table = model.table
    if table is None:
        return ""
    other = next(s for s in table.seats if s.seat != 0)
    me = next(s for s in table.seats if s.seat == 0)
    known = "".join(card_img(face.code, "", "mini known") for face in model.known)
    cards = "".join(hand_card(card, table.my_turn, act=Act.PUZZLE_PICK) for card in table.hand)
    picked = "" if not model.answered else f' data-picked="{"right" if model.correct else "wrong"}"'
    return (
        f'<div class="table players-2 puzzle-table">'
        f'<div class="felt" role="group"{attrs(aria_label=text(lang, "table.label"))}>'
        f'<div class="seat at-top">{seat(other, lang)}</div>'
        f'<div class="stock">{stock(table)}</div>'
        f'<div class="trick-area">{trick(table)}</div>'
        f'<div class="bottom"><p class="puzzle-known">{known}'
        f"<span>{esc(model.known_label)}</span></p>"
        f'<div class="me-line"><div class="seat at-bottom you">{seat(me, lang)}</div></div>'
        f'<p class="puzzle-task" id="puzzle-task">{esc(model.task)}</p>'
        f'<div class="hand" id="pz-hand" role="group"{picked}'
        f"{attrs(aria_label=text(lang, 'hand.label'), aria_describedby='puzzle-task')}>"
        f"{cards}</div></div></div></div>"
    )


def _so_far(model: PuzzleModel, lang: str) -> str:
    """The points each side has taken, the cards played and those not seen yet."""
    parts = []
    if model.score:
        points = tallies(model.score, "points")
        parts.append(f'<p class="score">{esc(model.score_label)}:{points}</p>')
    for label, suits in ((model.played_label, model.played), (model.unseen_label, model.unseen)):
        if label:
            rows = f'<ul class="count-list">{suit_rows(suits, lang)}</ul>' if suits else ""
            parts.append(f"<h3>{esc(label)}</h3>{rows}")
    return f'<section class="puzzle-so-far">{"".join(parts)}</section>' if parts else ""


def puzzle(model: PuzzleModel, lang: str) -> str:
    """The whole puzzle screen."""
    head = (
        f'<h2 id="puzzle-heading" tabindex="-1">{esc(model.heading)}</h2>'
        f'<p class="puzzle-about">{esc(model.about)}</p>'
    )
    if model.loading or model.error:
        return (
            f'{head}<p class="puzzle-status" role="status">{esc(model.loading or model.error)}</p>'
        )
    answer = ""
    if model.answered:
        words = "".join(f"<p>{esc(w)}</p>" for w in model.words)
        lines = "".join(_line(line) for line in model.lines)
        verdict = classes("verdict", "right" if model.correct else "wrong")
        answer = (
            f'<div class="puzzle-answer" id="puzzle-answer">'
            f'<p class="{verdict}" tabindex="-1" id="puzzle-verdict">{esc(model.verdict)} '
            f"{esc(model.change)}</p>{words}"
            f'<div class="puzzle-lines">{lines}</div></div>'
        )
    buttons = (
        f'<div class="puzzle-actions">'
        f'<button type="button" class="btn {"primary" if model.answered else "ghost"}"'
        f"{attrs(data_act=Act.PUZZLE_NEXT, data_focus='puzzle-next')}>"
        f"{esc(model.next_label)}</button>"
        f'<button type="button" class="btn ghost"'
        f"{attrs(data_act=Act.PUZZLE_DAILY, data_focus='puzzle-daily')}>"
        f"{esc(model.daily_label)}</button></div>"
    )
    rating = f'<p class="puzzle-rating" id="puzzle-rating">{esc(model.rating)}</p>'
    table = _table(model, lang) + _so_far(model, lang)
    return f'{head}{table}<div role="status">{answer}</div>{buttons}{rating}'
