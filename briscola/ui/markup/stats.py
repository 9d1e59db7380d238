"""HTML of the statistics page: per table size, each variant and level's counts and chart."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.stats import KeptRow, RatingStats, StatsModel, TableStats
from briscola.i18n import text
from briscola.ui.markup.html import attrs, classes, esc

RECORD_INPUT = "record-file"
"""The id of the record file field (the page listens to its ``change``)."""


def _button(act: Act, label: str, cls: str = "btn") -> str:
    return (
        f'<button type="button" class="{cls}"{attrs(data_act=act, data_focus=act)}>'
        f"{esc(label)}</button>"
    )


def table(model: TableStats, lang: str, size: str = "") -> str:
    """One variant and level: counts, figures and the chart of the last hands; named after
    its table size's heading (the element ``size``) too, so no two regions share a name."""
    ident = "stats-" + model.name.replace(":", "-")
    head = "".join(
        f'<th scope="col">{esc(text(lang, f"stats.col.{r}"))}</th>' for r in ("won", "lost", "tied")
    )
    rows = "".join(
        f'<tr><th scope="row">{esc(row.label)}</th><td>{esc(row.won)}</td>'
        f"<td>{esc(row.lost)}</td><td>{esc(row.tied)}</td></tr>"
        for row in model.rows
    )
    figures = "".join(
        f"<div><dt>{esc(figure.label)}</dt><dd>{esc(figure.value)}</dd></div>"
        for figure in model.figures
    )
    chart = (
        f'<figure class="stats-chart">{model.chart}'
        f"<figcaption>{esc(text(lang, 'stats.chart.caption'))}</figcaption></figure>"
        if model.chart
        else ""
    )
    return (
        f'<section class="stats-table"{attrs(aria_labelledby=f"{size} {ident}".strip())}>'
        f'<h4 id="{esc(ident)}">{esc(model.heading)}</h4>'
        f'<table class="stats-counts"><thead><tr><td></td>{head}</tr></thead>'
        f"<tbody>{rows}</tbody></table>"
        f'<dl class="stats-figures">{figures}</dl>{chart}</section>'
    )


def rating(model: RatingStats, lang: str, players: int) -> str:
    """The rating at one table size: its figures and its plot over the last hands."""
    ident = f"stats-rating-{players}"
    figures = "".join(
        f"<div><dt>{esc(figure.label)}</dt><dd>{esc(figure.value)}</dd></div>"
        for figure in model.figures
    )
    note = f'<p class="stats-rating-note">{esc(model.note)}</p>' if model.note else ""
    return (
        f'<section class="stats-rating"'
        f"{attrs(aria_labelledby=f'stats-size-{players} {ident}')}>"
        f'<h4 id="{ident}">{esc(text(lang, "stats.rating"))}</h4>'
        f'<dl class="stats-figures">{figures}</dl>{note}'
        f'<figure class="stats-chart">{model.chart}'
        f"<figcaption>{esc(text(lang, 'stats.rating.caption'))}</figcaption></figure></section>"
    )


def stats_page(model: StatsModel, lang: str) -> str:
    """The whole statistics page in ``lang``."""
    parts = [
        '<article class="stats-page">',
        f'<h2 id="stats-heading" tabindex="-1">{esc(text(lang, "stats.heading"))}</h2>',
        f'<p class="stats-intro">{esc(text(lang, "stats.intro"))}</p>',
        f'<p id="stats-result" class="{classes("data-result", not model.ok and "bad")}"'
        f' role="status">{esc(model.result)}</p>',
    ]
    if model.empty:
        parts.append(f'<p class="stats-empty">{esc(model.empty)}</p>')
    if model.sizes:
        parts.append('<div class="stats-sizes">')
        for size in model.sizes:
            ident = f"stats-size-{size.players}"
            tables = "".join(table(t, lang, ident) for t in size.tables)
            if size.rating is not None:
                tables = rating(size.rating, lang, size.players) + tables
            parts.append(
                f'<section class="stats-size"{attrs(aria_labelledby=ident)}>'
                f'<h3 id="{ident}">{esc(size.heading)}</h3>'
                f'<div class="stats-tables">{tables}</div>'
                "</section>"
            )
        parts.append("</div>")
    parts.append(_learn(model, lang))
    actions = [_button(Act.BACK, text(lang, "nav.back"))]
    if model.can_reset:
        actions.append(_button(Act.RESET_STATS, text(lang, "stats.reset"), "btn danger"))
    parts.append(f'<div class="actions">{"".join(actions)}</div></article>')
    return "".join(parts)


def _learn(model: StatsModel, lang: str) -> str:
    """The puzzle rating, the daily deal's days, the last hands kept with a "Rivedi" each, and
    the record file."""
    parts = []
    if model.puzzles:
        figures = "".join(
            f"<div><dt>{esc(figure.label)}</dt><dd>{esc(figure.value)}</dd></div>"
            for figure in model.puzzles
        )
        parts.append(
            f'<section class="stats-puzzles"{attrs(aria_labelledby="stats-puzzles-heading")}>'
            f'<h3 id="stats-puzzles-heading">{esc(text(lang, "stats.puzzles.heading"))}</h3>'
            f'<dl class="stats-figures">{figures}</dl></section>'
        )
    if model.daily:
        figures = "".join(
            f"<div><dt>{esc(figure.label)}</dt><dd>{esc(figure.value)}</dd></div>"
            for figure in model.daily
        )
        parts.append(
            f'<section class="stats-daily"{attrs(aria_labelledby="stats-daily-heading")}>'
            f'<h3 id="stats-daily-heading">{esc(text(lang, "stats.daily.heading"))}</h3>'
            f'<dl class="stats-figures">{figures}</dl></section>'
        )
    if model.kept:
        items = "".join(_kept(row, lang) for row in model.kept)
        listing = f'<ul class="kept-list">{items}</ul>'
    else:
        listing = f'<p class="kept-empty">{esc(text(lang, "kept.empty"))}</p>'
    record = (
        '<label class="btn file-label">'
        f"<span>{esc(text(lang, 'record.open'))}</span>"
        f'<input type="file" accept="application/json,.json"'
        f"{attrs(id=RECORD_INPUT, data_focus='record-file', aria_describedby='record-help')}>"
        f'</label><p class="record-help" id="record-help">{esc(text(lang, "record.help"))}</p>'
    )
    parts.append(
        f'<section class="stats-kept"{attrs(aria_labelledby="stats-kept-heading")}>'
        f'<h3 id="stats-kept-heading">{esc(text(lang, "kept.heading"))}</h3>'
        f'<p class="kept-intro">{esc(text(lang, "kept.intro"))}</p>{listing}'
        f'<div class="record-open">{record}</div></section>'
    )
    return "".join(parts)


def _kept(row: KeptRow, lang: str) -> str:
    button = attrs(
        data_act=Act.REVIEW_KEPT,
        data_arg=row.number,
        data_focus=f"kept-{row.number}",
        aria_label=row.review_label,
    )
    return (
        f'<li><span class="kept-what"><time>{esc(row.when)}</time>'
        f'<span class="kept-table">{esc(row.table)}</span>'
        f'<span class="kept-result">{esc(row.result)}</span></span>'
        f'<button type="button" class="btn"{button}>{esc(text(lang, "kept.review"))}</button></li>'
    )
