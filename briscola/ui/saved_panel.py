"""The saved-data panel's actions: download, import, restore, erase (see briscola.app.saved_data).

The panel only changes the store; the game reloads its settings, statistics and session
from it afterwards (the panel's methods say whether anything changed).
"""

from __future__ import annotations

import time

from briscola.app import saved_data
from briscola.app.i18n import text
from briscola.app.saved_view import import_result, parse_restore_arg, present_saved_data
from briscola.app.storage import KeyValueStore
from briscola.errors import InvalidStateError
from briscola.jsonio import shorten
from briscola.ui import browser
from briscola.ui.browser import JsObject
from briscola.ui.markup.saved_data import saved_data as saved_data_html


class SavedPanel:
    """What the panel shows and does for one site's saved data."""

    def __init__(self, store: KeyValueStore, site: str) -> None:
        self.store = store
        self.site = site
        self.open = False
        self.result = ""
        """The last action's result, read out by the panel's status line."""
        self.ok = True
        self.erased = ""
        """The export taken just before an erase: the only copy left, offered for download."""

    def show(self) -> None:
        """Open the panel afresh."""
        self.open = True
        self.result, self.ok = "", True

    def html(self, lang: str, following: bool) -> str:
        """The panel as it is now."""
        infos = saved_data.backups(self.store, self.site)
        model = present_saved_data(
            infos,
            lang,
            lambda ms: browser.local_time(ms, lang),
            self.result,
            self.ok,
            following,
            bool(self.erased),
        )
        return saved_data_html(model, lang)

    def download(self) -> None:
        """Offer every key of the site as one file."""
        now = browser.now_ms()
        _offer(saved_data.export_all(self.store, self.site, now))

    def download_erased(self) -> None:
        """Offer the data as it was just before the erase."""
        if self.erased:
            _offer(self.erased)

    def restore(self, arg: str | None, lang: str) -> bool:
        """Put a backup (``kind:slot``) back in use; True if the store changed."""
        parsed = parse_restore_arg(arg)
        if parsed is None:
            return False
        kind, slot = parsed
        try:
            saved_data.restore(self.store, self.site, kind, slot, browser.now_ms())
        except InvalidStateError as error:
            self._say(text(lang, "data.restore_failed", reason=shorten(str(error), 150)), False)
            return False
        self._say(text(lang, "data.restored", what=text(lang, f"data.kind.{kind}")), True)
        return True

    def erase(self, lang: str) -> bool:
        """Remove every value and backup of the site (keeping their export to download)."""
        self.erased = saved_data.erase(self.store, self.site, browser.now_ms())
        self._say(text(lang, "data.erased"), True)
        return True

    async def import_file(self, field: JsObject, lang: str) -> bool:
        """Take in the file chosen in ``field``; True if the store changed."""
        limit = saved_data.MAX_FILE_CHARS * 4  # UTF-8 bytes of the longest file read
        content = await browser.file_text(field, limit)
        field.value = ""  # choosing the same file again is a new change
        if content is None:
            reason = text(lang, "data.import_empty")
            self._say(text(lang, "data.import_failed", reason=reason), False)
            return False
        try:
            report = saved_data.import_all(self.store, self.site, content, browser.now_ms())
        except InvalidStateError as error:
            reason = shorten(str(error), 150)
            self._say(text(lang, "data.import_failed", reason=reason), False)
            return False
        sentence, ok = import_result(report, lang)
        self._say(sentence, ok)
        return ok

    def _say(self, sentence: str, ok: bool) -> None:
        self.result, self.ok = sentence, ok


def _offer(content: str) -> None:
    stamp = time.strftime("%Y-%m-%d", time.gmtime(browser.now_ms() / 1000))
    browser.download(f"briscola-saved-data-{stamp}.json", content)
