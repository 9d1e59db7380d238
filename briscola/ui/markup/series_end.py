"""HTML of the series-end screen: who won the series, and each hand's score."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.series_end import SeriesEndModel
from briscola.i18n import text
from briscola.ui.markup.html import attrs, classes, esc
from briscola.ui.markup.result import confetti
from briscola.ui.markup.table import tallies


def _button(act: Act, label: str, cls: str = "btn") -> str:
    return (
        f'<button type="button" class="{cls}"{attrs(data_act=act, data_focus=act)}>'
        f"{esc(label)}</button>"
    )


def series_end(model: SeriesEndModel, lang: str) -> str:
    """The whole series-end screen."""
    cls = classes("result", "series-end", f"is-{model.outcome}", model.celebrate and "celebrate")
    heads = "".join(
        f'<th scope="col"{attrs(class_="mine" if side == model.mine else None)}>{esc(name)}</th>'
        for side, name in enumerate(model.sides)
    )
    rows = "".join(
        f'<tr class="is-{line.outcome}"><th scope="row">{line.number}</th>'
        + "".join(
            f"<td{attrs(class_='mine' if side == model.mine else None)}>{points}</td>"
            for side, points in enumerate(line.points)
        )
        + f"<td>{esc(line.winner)}</td></tr>"
        for line in model.hands
    )
    return (
        f'<div class="{cls}">{confetti() if model.celebrate else ""}'
        f'<p class="kicker">{esc(text(lang, "series_end.kicker"))}</p>'
        f'<h2 class="headline" id="series-headline" tabindex="-1">{esc(model.headline)}</h2>'
        f'<p class="series-label">{esc(model.label)}</p>'
        f'<p class="series-score">{esc(text(lang, "series.wins"))}:'
        f"{tallies(model.wins, 'wins')}</p>"
        f'<table class="series-hands"><caption>{esc(text(lang, "series_end.hands"))}</caption>'
        f'<thead><tr><th scope="col">{esc(text(lang, "series_end.hand"))}</th>{heads}'
        f'<th scope="col">{esc(text(lang, "series_end.winner"))}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>"
        '<div class="actions">'
        + _button(Act.AGAIN, text(lang, "result.rematch"), "btn primary")
        + _button(Act.SETTINGS, text(lang, "result.settings"))
        + _button(Act.STATS, text(lang, "stats.nav"))
        + "</div></div>"
    )
