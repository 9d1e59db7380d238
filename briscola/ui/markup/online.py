"""HTML of the network table's screen: the invitations and the reply (a read-only field, copy
and share buttons, a QR code drawn as SVG), the forms of one field, the seats and their links,
the table's code, the hand's end.

Every text, names of other devices' people and links included, goes through :func:`esc`.
"""

from __future__ import annotations

from functools import lru_cache

from briscola.app.acts import Act
from briscola.app.online.qr import TooLong, encode
from briscola.app.screens.online import Button, Field, LinkBox, OnlineModel, SeatLine
from briscola.i18n import net_text
from briscola.ui.markup.html import attrs, classes, esc

QUIET = 4
"""The QR code's quiet zone, in modules (ISO/IEC 18004 asks for four)."""


@lru_cache(maxsize=8)
def qr_svg(link: str, label: str) -> str:
    """A QR code of ``link`` as inline SVG: one path of dark modules on a light square."""
    try:
        symbol = encode(link.encode("utf-8"), "L")
    except TooLong:
        return ""
    size = len(symbol) + 2 * QUIET
    runs = []
    for y, row in enumerate(symbol):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            runs.append(f"M{start + QUIET} {y + QUIET}h{x - start}v1h-{x - start}z")
    return (
        f'<svg class="qr" viewBox="0 0 {size} {size}" role="img"'
        f'{attrs(aria_label=label)} shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">'
        f'<rect width="{size}" height="{size}" fill="#fff"/>'
        f'<path fill="#000" d="{"".join(runs)}"/></svg>'
    )


def _link_box(box: LinkBox, lang: str) -> str:
    head, field = f"net-link-h-{box.arg}", f"net-link-{box.arg}"
    share = (
        f'<button type="button" class="btn"'
        f"{attrs(data_act=Act.NET_SHARE, data_arg=box.arg, data_focus=f'share-{box.arg}')}>"
        f"{esc(net_text(lang, 'share'))}</button>"
        if box.share
        else ""
    )
    note = f'<p class="link-note">{esc(box.note)}</p>' if box.note else ""
    qr = qr_svg(box.link, net_text(lang, "qr.label", what=box.heading))
    return (
        f'<section class="link-box"{attrs(aria_labelledby=head)}>'
        f'<h3 id="{head}">{esc(box.heading)}</h3>{note}'
        f'<div class="link-row"><input type="text" readonly class="link-text"'
        f"{attrs(id=field, value=box.link, aria_labelledby=head, data_focus=field)}"
        f' autocomplete="off" spellcheck="false">'
        f'<div class="link-buttons"><button type="button" class="btn primary"'
        f"{attrs(data_act=Act.NET_COPY, data_arg=box.arg, data_focus=f'copy-{box.arg}')}>"
        f"{esc(net_text(lang, 'copy'))}</button>{share}</div></div>"
        f'<div class="qr-box">{qr}</div></section>'
    )


def _field(field: Field, index: int) -> str:
    return _form(field.act, field, index)


def _form(act: Act, field: Field, index: int) -> str:
    field_id = f"net-field-{act}"
    go = f"{field_id}-go"
    help_id = f"{field_id}-help"
    help_ = f'<p class="field-help" id="{help_id}">{esc(field.help)}</p>' if field.help else ""
    return (
        f'<form class="online-form" novalidate{attrs(data_submit=act, id=f"net-form-{index}")}>'
        f'<label class="online-label" for="{field_id}">{esc(field.label)}</label>'
        f'<div class="online-row"><input type="text"'
        f"{attrs(id=field_id, name=field.name, value=field.value or None, data_focus=field_id)}"
        f"{attrs(aria_describedby=help_id if field.help else None)}"
        f' autocomplete="off" spellcheck="false" maxlength="3000">'
        f'<button type="submit" class="btn primary"{attrs(id=go, data_focus=go)}>'
        f"{esc(field.button)}</button></div>{help_}</form>"
    )


def _seat_button(act: Act, seat: int, label: str) -> str:
    if not label:
        return ""
    button = attrs(data_act=act, data_arg=str(seat), data_focus=f"{act}-{seat}")
    return f'<button type="button" class="btn"{button}>{esc(label)}</button>'


def _seat(line: SeatLine) -> str:
    status = f'<span class="seat-status">{esc(line.status)}</span>' if line.status else ""
    give = _seat_button(Act.NET_COMPUTER, line.seat, line.give)
    again = _seat_button(Act.NET_AGAIN, line.seat, line.again)
    mark = classes("seat-line", f"is-{line.state}" if line.state else None)
    return (
        f'<li class="{mark}"><span class="seat-name">{esc(line.name)}</span>'
        f'<span class="seat-who">{esc(line.who)}</span>{status}{give}{again}</li>'
    )


def _button(button: Button, index: int) -> str:
    return _button_of(button.act, button.label, button.primary, index)


def _button_of(act: Act, label: str, primary: bool, index: int) -> str:
    kind = "btn primary" if primary else "btn"
    return (
        f'<button type="button" class="{kind}"'
        f"{attrs(data_act=act, data_focus=f'net-button-{index}')}>"
        f"{esc(label)}</button>"
    )


def online(model: OnlineModel, lang: str) -> str:
    """The whole network table's screen."""
    problem = (
        f'<p class="online-problem" role="alert">{esc(model.problem)}</p>' if model.problem else ""
    )
    seats = (
        f'<ul class="online-seats"{attrs(aria_label=net_text(lang, "seats"))}>'
        + "".join(_seat(line) for line in model.seats)
        + "</ul>"
        if model.seats
        else ""
    )
    links = "".join(_link_box(box, lang) for box in model.links)
    fields = "".join(_field(field, n) for n, field in enumerate(model.fields))
    code = (
        f'<p class="table-code">{esc(net_text(lang, "code", code=model.code))}</p>'
        if model.code
        else ""
    )
    result = (
        '<ul class="online-result">'
        + "".join(f"<li>{esc(line)}</li>" for line in model.result)
        + "</ul>"
        if model.result
        else ""
    )
    stun = ""
    if model.stun is not None:
        stun = (
            f'<details class="online-stun"><summary>{esc(model.stun.label)}</summary>'
            f"{_field(model.stun, 9)}</details>"
        )
    buttons = "".join(_button(button, n) for n, button in enumerate(model.buttons))
    busy = attrs(aria_busy="true" if model.busy else None)
    return (
        f'<div class="online"{attrs(data_stage=model.stage)}{busy}>'
        f'<h2 id="online-heading" tabindex="-1">{esc(model.heading)}</h2>'
        f'<p class="online-lead">{esc(model.lead)}</p>'
        f"{problem}{seats}{result}{links}{fields}{code}{stun}"
        f'<div class="online-buttons">{buttons}</div></div>'
    )
