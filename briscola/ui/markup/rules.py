"""HTML of the rules page."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.i18n import rules_page, text
from briscola.ui.markup.html import attrs, esc


def rules(lang: str) -> str:
    """The rules page in ``lang``, with a button back to where the person was."""
    sections = "".join(
        f"<section><h3>{esc(s.heading)}</h3>"
        + "".join(f"<p>{esc(p)}</p>" for p in s.paragraphs)
        + "</section>"
        for s in rules_page(lang)
    )
    back = (
        f'<button type="button" class="btn"{attrs(data_act=Act.BACK, data_focus="back")}>'
        f"{esc(text(lang, 'nav.back'))}</button>"
    )
    return (
        f'<article class="rules"><h2 id="rules-heading" tabindex="-1">'
        f"{esc(text(lang, 'rules.heading'))}</h2>{sections}{back}</article>"
    )
