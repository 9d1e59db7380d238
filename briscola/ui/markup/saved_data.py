"""HTML of the saved-data panel: download, import, the backups to restore, erase."""

from __future__ import annotations

from briscola.app.acts import Act
from briscola.app.screens.saved_data import SavedDataModel
from briscola.i18n import text
from briscola.ui.markup.html import attrs, classes, esc

FILE_INPUT = "data-file"
"""The id of the import's file field (the page listens to its ``change``)."""


def _button(act: Act, label: str, cls: str = "btn", **extra: object) -> str:
    return (
        f'<button type="button" class="{cls}"{attrs(data_act=act, **extra)}>{esc(label)}</button>'
    )


def saved_data(model: SavedDataModel, lang: str) -> str:
    """The whole panel in ``lang``."""
    writable = model.can_write
    parts = [
        '<article class="saved-data">',
        f'<h2 id="data-heading" tabindex="-1">{esc(text(lang, "data.heading"))}</h2>',
        f"<p>{esc(text(lang, 'data.intro'))}</p>",
    ]
    if model.kept:
        kept = classes("data-kept", model.kept_ok and "kept")
        parts.append(f'<p id="data-kept" class="{kept}">{esc(model.kept)}</p>')
    if not writable:
        parts.append(f"<p>{esc(text(lang, 'data.following'))}</p>")
    result_cls = classes("data-result", not model.ok and "bad")
    parts.append(f'<p id="data-result" class="{result_cls}" role="status">{esc(model.result)}</p>')
    actions = [_button(Act.DOWNLOAD, text(lang, "data.download"), "btn primary", data_focus="dl")]
    if model.erased:
        actions.append(
            _button(Act.DOWNLOAD_ERASED, text(lang, "data.erased_download"), data_focus="dl-erased")
        )
    if writable:
        actions.append(
            '<label class="btn file-label">'
            f"<span>{esc(text(lang, 'data.import'))}</span>"
            f'<input type="file" accept="application/json,.json"'
            f"{attrs(id=FILE_INPUT, data_focus='import')}></label>"
        )
    parts.append(f'<div class="actions">{"".join(actions)}</div>')
    parts.append(f'<h3 id="backups-heading">{esc(text(lang, "data.backups"))}</h3>')
    if model.rows:
        items = "".join(
            f"<li><span>{esc(row.what)}<time>{esc(row.time)}</time></span>"
            + (
                _button(
                    Act.RESTORE,
                    text(lang, "data.restore"),
                    data_arg=row.arg,
                    data_focus=f"restore-{row.arg}",
                    aria_label=row.restore_label,
                )
                if writable
                else ""
            )
            + "</li>"
            for row in model.rows
        )
        parts.append(f'<ul class="backups" aria-labelledby="backups-heading">{items}</ul>')
    else:
        parts.append(f"<p>{esc(text(lang, 'data.no_backups'))}</p>")
    closing = [_button(Act.BACK, text(lang, "nav.back"), data_focus="back")]
    if writable:
        closing.append(
            _button(Act.ERASE, text(lang, "data.erase"), "btn danger", data_focus="erase")
        )
    parts.append(f'<div class="actions">{"".join(closing)}</div></article>')
    return "".join(parts)
