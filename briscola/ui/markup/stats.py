"""HTML of the statistics page: per table size, each variant and level's counts and chart."""

from __future__ import annotations

from briscola.app.i18n import text
from briscola.app.stats_page import StatsModel, TableStats
from briscola.ui.markup.html import attrs, classes, esc


def _button(act: str, label: str, cls: str = "btn") -> str:
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
            parts.append(
                f'<section class="stats-size"{attrs(aria_labelledby=ident)}>'
                f'<h3 id="{ident}">{esc(size.heading)}</h3>'
                f'<div class="stats-tables">{tables}</div>'
                "</section>"
            )
        parts.append("</div>")
    actions = [_button("back", text(lang, "nav.back"))]
    if model.can_reset:
        actions.append(_button("reset-stats", text(lang, "stats.reset"), "btn danger"))
    parts.append(f'<div class="actions">{"".join(actions)}</div></article>')
    return "".join(parts)
