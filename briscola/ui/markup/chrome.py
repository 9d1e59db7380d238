"""HTML around the screens: the header's menu, notices and the confirmation dialog."""

from __future__ import annotations

from functools import lru_cache

from briscola.app.acts import Act
from briscola.i18n import LANGUAGES, strings, text
from briscola.ui.markup.html import attrs, esc


def _button(act: Act, focus: str, label: str) -> str:
    return (
        f'<button type="button" class="btn ghost"{attrs(data_act=act, data_focus=focus)}>'
        f"{esc(label)}</button>"
    )


_SPEAKER = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>'
_WAVES = '<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" {line}/>'
_CROSS = '<path d="M16 9l6 6m0-6l-6 6" {line}/>'
_ICON = 'viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"'
_LINE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"'


def sound_toggle(lang: str, on: bool) -> str:
    """The sound switch: a button named "Suoni", pressed while the effects are on."""
    mark = (_WAVES if on else _CROSS).format(line=_LINE)
    icon = f"<svg {_ICON}>{_SPEAKER}{mark}</svg>"
    return (
        f'<button type="button" class="btn ghost sound"'
        f"{attrs(data_act=Act.SOUND, data_focus='nav-sound')}"
        f"{attrs(aria_pressed='true' if on else 'false')}"
        f"{attrs(aria_label=text(lang, 'nav.sound'), title=text(lang, 'nav.sound'))}>"
        f"{icon}</button>"
    )


_PAGES = ("rules", "data", "stats", "puzzle")
"""The screens that the menu opens over the game, and closes with "back"."""


@lru_cache(maxsize=16)
def nav(lang: str, screen: str, in_game: bool, sound: bool = True) -> str:
    """Rules, statistics and saved data (or back), "leave" while a game is on, the sound
    switch and the language switch (its three buttons, or on a phone one drop-down list;
    the browser's install offer is on the start screen: the bar stays one line on a phone).
    Kept for its arguments: every render writes it."""
    parts = []
    if screen in _PAGES:
        parts.append(_button(Act.BACK, "nav-back", text(lang, "nav.back")))
    else:
        parts.append(_button(Act.RULES, "nav-rules", text(lang, "nav.rules")))
        parts.append(_button(Act.STATS, "nav-stats", text(lang, "stats.nav")))
        parts.append(_button(Act.PUZZLES, "nav-puzzles", text(lang, "puzzle.nav")))
        parts.append(_button(Act.DATA, "nav-data", text(lang, "data.nav")))
    if in_game and screen not in _PAGES:
        parts.append(_button(Act.LEAVE, "nav-leave", text(lang, "nav.leave")))
    parts.append(sound_toggle(lang, sound))
    buttons = "".join(
        f'<button type="button" class="lang"'
        f"{attrs(data_act=Act.LANGUAGE, data_arg=code, data_focus=f'lang-{code}')}"
        f"{attrs(lang=code, aria_pressed='true' if code == lang else 'false')}"
        f"{attrs(title=strings(code)['lang.name'])}>{code.upper()}</button>"
        for code in LANGUAGES
    )
    parts.append(
        f'<div class="langs" role="group"{attrs(aria_label=text(lang, "nav.language"))}>'
        f"{buttons}</div>"
    )
    parts.append(language_select(lang))
    return "".join(parts)


LANGUAGE_SELECT = "lang-select"
"""The id of the phone's language list (the page listens to its ``change``)."""


def language_select(lang: str) -> str:
    """The language switch as one drop-down list, for a phone: a target a finger can press
    where the three buttons would not fit (the stylesheet shows one of the two)."""
    options = "".join(
        f"<option{attrs(value=code, lang=code, selected=code == lang)}>{code.upper()}</option>"
        for code in LANGUAGES
    )
    return (
        f'<select class="lang-select"{attrs(id=LANGUAGE_SELECT, data_focus=LANGUAGE_SELECT)}'
        f"{attrs(aria_label=text(lang, 'nav.language'))}>{options}</select>"
    )


def notice(
    message: str,
    lang: str,
    action: Act | None = None,
    action_label: str = "",
    closable: bool | None = None,
) -> str:
    """A notice with an optional action; a close button when ``closable`` (by default,
    only when there is no action)."""
    extra = ""
    if action is not None:
        extra = (
            f'<button type="button" class="btn primary"'
            f"{attrs(data_act=action, data_focus=f'notice-{action}')}>{esc(action_label)}</button>"
        )
    close = (
        f'<button type="button" class="btn ghost"'
        f"{attrs(data_act=Act.DISMISS, data_focus='notice-close')}>"
        f"{esc(text(lang, 'notice.close'))}</button>"
        if (action is None if closable is None else closable)
        else ""
    )
    return (
        f'<p class="notice-text">{esc(message)}</p><div class="notice-actions">{extra}{close}</div>'
    )


def _confirm_form(title: str, body: str, no: str, yes: str, extra: str = "") -> str:
    """A dialog's question: "no" first and focused, so Enter or Escape changes nothing."""
    return (
        f'<form method="dialog" class="confirm">'
        f'<h2 id="confirm-title">{esc(title)}</h2>'
        f"<p>{esc(body)}</p>"
        f'<div class="actions">{extra}'
        f'<button type="submit" class="btn" value="no" autofocus>{esc(no)}</button>'
        f'<button type="submit" class="btn danger" value="yes">{esc(yes)}</button>'
        f"</div></form>"
    )


def confirm_leave(lang: str) -> str:
    """The content of the dialog asking before a series in progress is left."""
    return _confirm_form(
        text(lang, "confirm.title"),
        text(lang, "confirm.body"),
        text(lang, "confirm.no"),
        text(lang, "confirm.yes"),
    )


def confirm_declare(lang: str, points: int) -> str:
    """The dialog asking before a declaration of ``points`` ends the hand."""
    return _confirm_form(
        text(lang, "confirm.declare.title", points=points),
        text(lang, "confirm.declare.body", points=points),
        text(lang, "confirm.declare.no", points=points),
        text(lang, "confirm.declare.yes", points=points),
    )


def confirm_reset_stats(lang: str) -> str:
    """The dialog asking before the statistics start again from zero."""
    return _confirm_form(
        text(lang, "stats.reset_title"),
        text(lang, "stats.reset_body"),
        text(lang, "stats.reset_no"),
        text(lang, "stats.reset_yes"),
    )


def crash(message: str, lang: str) -> str:
    """What the page shows instead of failing silently."""
    return notice(message, lang, Act.RESTART, text(lang, "crash.restart"))


def confirm_erase(lang: str) -> str:
    """The dialog asking before every saved value is erased; it offers the download first."""
    download = (
        f'<button type="button" class="btn primary"{attrs(data_act=Act.DOWNLOAD)}>'
        f"{esc(text(lang, 'data.download'))}</button>"
    )
    return _confirm_form(
        text(lang, "data.erase_title"),
        text(lang, "data.erase_body"),
        text(lang, "data.erase_no"),
        text(lang, "data.erase_yes"),
        download,
    )
