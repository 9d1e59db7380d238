"""HTML of the start screen: a form whose fields are named like the settings they change."""

from __future__ import annotations

from collections.abc import Callable

from briscola.app.acts import Act
from briscola.app.screens.start import (
    Choice,
    ChoiceGroup,
    LooksPreview,
    NameField,
    StartModel,
    Toggle,
)
from briscola.i18n import text
from briscola.setup.looks import OWN_BACK
from briscola.setup.settings import MAX_NAME
from briscola.ui.markup.html import attrs, back_url, card_img, esc, img
from briscola.ui.markup.lesson import lesson_offer


def radios(group: ChoiceGroup, picture: Callable[[Choice], str] | None = None) -> str:
    """A group of radio buttons drawn as pills (each with a ``picture`` before its label)."""
    pills = "".join(
        f'<label class="pill"><input type="radio"'
        f"{attrs(name=group.name, value=c.value, checked=c.selected)}"
        f"{attrs(data_focus=f'{group.name}-{c.value}')}>"
        f"<span>{picture(c) if picture else ''}{esc(c.label)}</span></label>"
        for c in group.choices
    )
    return (
        f'<fieldset class="choice"><legend>{esc(group.label)}</legend>'
        f'<div class="pills">{pills}</div></fieldset>'
    )


def select(group: ChoiceGroup) -> str:
    """A labelled drop-down list."""
    options = "".join(
        f"<option{attrs(value=c.value, selected=c.selected)}>{esc(c.label)}</option>"
        for c in group.choices
    )
    return (
        f'<label class="level"><span>{esc(group.label)}</span>'
        f"<select{attrs(name=group.name, data_focus=group.name)}>{options}</select></label>"
    )


def name_field(field: NameField) -> str:
    """A person's name: a labelled text field, the default name as its placeholder."""
    name = f"name-{field.seat}"
    spoken = field.label if field.short else None  # the visible word begins it
    return (
        f'<label class="level person-name"><span>{esc(field.short or field.label)}</span>'
        f'<input type="text"{attrs(name=name, value=field.value, placeholder=field.placeholder)}'
        f"{attrs(aria_label=spoken)}"
        f"{attrs(maxlength=str(MAX_NAME), autocomplete='off', spellcheck='false')}"
        f"{attrs(data_focus=name)}></label>"
    )


def seats(model: StartModel) -> str:
    """Each seat's choice (a computer level or a person), a person's name beside it."""
    names = {field.seat: name_field(field) for field in model.names}
    rows = [names.get(0, "")]
    for group in model.levels:
        rows.append(select(group) + names.get(int(group.name.removeprefix("level-")), ""))
    return "".join(rows)


def checkbox(toggle: Toggle) -> str:
    """A yes/no option."""
    return (
        f'<label class="check"><input type="checkbox"'
        f"{attrs(name=toggle.name, checked=toggle.checked, data_focus=toggle.name)}>"
        f"<span>{esc(toggle.label)}</span></label>"
    )


def back_picture(choice: Choice) -> str:
    """A back's small picture in its pill (the pattern's own: the chosen deck's back),
    loaded once the choices are shown."""
    if choice.value == OWN_BACK:
        return card_img("back", "", "swatch back", lazy=True)
    return img(back_url(choice.value), "swatch back")


def felt_swatch(choice: Choice) -> str:
    """A felt's colour in its pill."""
    return f'<span class="swatch felt-{esc(choice.value)}" aria-hidden="true"></span>'


def looks(groups: tuple[ChoiceGroup, ...], shown: LooksPreview | None, lang: str) -> str:
    """The cards' deck, their back and the felt, with a few cards of the chosen deck on the
    chosen felt (every picture loaded only once the choices are shown)."""
    if not groups:
        return ""
    pictures = {"back": back_picture, "felt": felt_swatch}
    choices = "".join(radios(group, pictures.get(group.name)) for group in groups)
    preview = ""
    if shown is not None:
        cards = "".join(
            f"<li>{card_img(face.code, face.name, 'card-img', lazy=True)}</li>"
            for face in shown.cards
        )
        back = f"<li>{card_img('back', shown.back, 'card-img', lazy=True)}</li>"
        preview = f'<ul class="looks-preview"{attrs(aria_label=shown.label)}>{cards}{back}</ul>'
    return (
        f'<fieldset class="choice looks"><legend>{esc(text(lang, "start.looks"))}</legend>'
        f"{preview}{choices}</fieldset>"
    )


def links(lang: str, installable: bool) -> str:
    """The start screen's last line: installing the game as an app when the browser offers
    it, and the saved data where the menu has no room for them (phones)."""
    install = (
        f'<button type="button" class="btn ghost install"'
        f"{attrs(data_act=Act.INSTALL, data_focus='start-install')}>"
        f"{esc(text(lang, 'install.title'))}</button>"
        if installable
        else ""
    )
    data = (
        f'<button type="button" class="btn link data-link"'
        f"{attrs(data_act=Act.DATA, data_focus='start-data')}>"
        f"{esc(text(lang, 'data.nav'))}</button>"
    )
    return f'<p class="start-links">{install}{data}</p>'


def start(model: StartModel, lang: str, installable: bool = False) -> str:
    """The whole start screen (with "install" when the browser offers it)."""
    table = "".join(radios(group) for group in model.table)
    levels = seats(model)
    toggles = "".join(checkbox(toggle) for toggle in model.toggles)
    aids = "".join(radios(group) for group in model.aids)
    stats = ""
    if model.stats:  # the way to the statistics page where the menu has no room for it
        stats = (
            f'<p class="stats">{esc(model.stats)} <button type="button" class="btn link"'
            f"{attrs(data_act=Act.STATS, data_focus='start-stats')}>"
            f"{esc(text(lang, 'stats.nav'))}</button></p>"
        )
    daily = ""
    if model.daily is not None:
        daily = (
            '<div class="daily-offer">'
            f'<button type="button" class="btn daily"'
            f"{attrs(data_act=Act.DAILY, data_focus='daily', aria_describedby='daily-note')}"
            f"{attrs(disabled=not model.daily.ready)}>"
            f"{esc(model.daily.label)}</button>"
            f'<p class="daily-note" id="daily-note">{esc(model.daily.note)}</p></div>'
        )
    puzzles = (
        '<div class="puzzles-offer">'
        f'<button type="button" class="btn daily"'
        f"{attrs(data_act=Act.PUZZLES, data_focus='puzzles', aria_describedby='puzzles-note')}>"
        f"{esc(text(lang, 'puzzle.open'))}</button>"
        f'<p class="daily-note" id="puzzles-note">{esc(text(lang, "puzzle.open.note"))}</p></div>'
    )
    # "Gioca" plays the remembered choices at once; the choices wait behind a disclosure
    # whose state the controller keeps (the form is written again on every change).
    more = attrs(
        data_act=Act.MORE,
        data_focus="more",
        aria_expanded="true" if model.open else "false",
        aria_controls="start-settings",
    )
    # A first visitor is offered the lesson at once, below "Gioca"; others beside the
    # daily deal and the puzzles.
    first = model.lesson is not None and model.lesson.first
    lesson = lesson_offer(model.lesson)
    return (
        f'<form class="start" id="start-form" novalidate>'
        f'<h2 id="start-heading" tabindex="-1">{esc(text(lang, "start.heading"))}</h2>'
        f'<p class="tagline">{esc(text(lang, "app.tagline"))}</p>'
        f'<p class="summary" id="start-summary">{esc(model.summary)}</p>'
        f'<button type="submit" class="btn primary big"'
        f"{attrs(data_focus='play', aria_describedby='start-summary')}>"
        f"{esc(text(lang, 'start.play'))}</button>"
        f"{lesson if first else ''}"
        f'<button type="button" class="btn ghost more"{more}>'
        f"{esc(text(lang, 'start.more'))}</button>"
        f'<div class="settings" id="start-settings"{attrs(hidden=not model.open)}>'
        f"{table}"
        f'<fieldset class="choice"><legend>{esc(text(lang, "start.levels"))}</legend>'
        f'<div class="levels">{levels}</div></fieldset>'
        f'<fieldset class="choice"><legend>{esc(text(lang, "start.options"))}</legend>'
        f'<div class="checks">{toggles}</div>{aids}</fieldset>'
        f"{radios(model.pace)}{looks(model.looks, model.preview, lang)}</div>"
        f"{daily}{puzzles}{'' if first else lesson}{stats}{links(lang, installable)}</form>"
    )
