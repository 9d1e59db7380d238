"""The network table's code, fetched when a network table starts: the built site ships it
as an archive of its own (``briscola-net.zip``, ``scripts/sitebuild/bundle.py``), so that
the boot downloads none of it.

:func:`load` fetches the archive, writes it into Python's file system and adds its folders
to the packages they belong to (``briscola.app`` then finds ``briscola.app.online`` in it).
A copy of the repository (every module a file of its own) has the code already.
"""

from __future__ import annotations

import importlib
from typing import Final

from briscola.ui import browser

ARCHIVE: Final = "briscola-net.zip"
PACKAGES: Final = (
    "briscola",
    "briscola.app",
    "briscola.app.handlers",
    "briscola.app.screens",
    "briscola.i18n",
    "briscola.ui",
    "briscola.ui.markup",
)
"""The packages (in ``briscola.zip``) that hold a module or a package of the archive: each
is given the archive's folder of its own (the site build's test checks the list)."""
PROBE: Final = "briscola.network"
"""A module of the archive: importable once the code is here."""


def ready() -> bool:
    """Whether the network table's modules can be imported now."""
    import importlib.util

    try:
        return importlib.util.find_spec(PROBE) is not None
    except (ImportError, ValueError):
        return False


async def load() -> None:
    """Fetch the archive and make its modules importable (nothing if they are already)."""
    if ready():
        return
    data = await browser.fetch_bytes(f"./{ARCHIVE}")
    with open(ARCHIVE, "wb") as file:
        file.write(data)
    for name in PACKAGES:
        package = importlib.import_module(name)
        package.__path__.append(f"{ARCHIVE}/{name.replace('.', '/')}")
    if not ready():
        raise ImportError(f"the network table's code is not in {ARCHIVE}")
