"""HTML of the pass screen: the next person's name and the button that shows their hand."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.passing import PassModel
from briscola.ui.markup.html import attrs, card_img, esc


def passing(model: PassModel) -> str:
    """The whole pass screen; no card of any hand is in it."""
    note = f'<p class="pass-stats">{esc(model.stats_note)}</p>' if model.stats_note else ""
    go = attrs(
        data_act=Act.REVEAL,
        data_arg=str(model.seat),
        data_focus="pass-go",
        id="pass-go",
        aria_describedby="pass-note",
    )
    return (
        f'<div class="pass">'
        f'<p class="series">{esc(model.series_label)}</p>'
        f'<div class="pass-backs" aria-hidden="true">{card_img("back") * 3}</div>'
        f'<h2 id="pass-heading" tabindex="-1">{esc(model.heading)}</h2>'
        f'<p class="pass-note" id="pass-note">{esc(model.note)}</p>'
        f'<button type="button" class="btn primary big"{go}>{esc(model.button)}</button>'
        f"{note}</div>"
    )
