"""Inline the page's stylesheets into the built page, each hashed in its policy.

A stylesheet ``<link>`` blocks the first paint until its response is in: on a repeat visit
that is one fetch event of the service worker and one Cache Storage read for each of the
three, before the saved screen can be painted. Written into the page, the first paint needs
the page alone. The build writes each stylesheet's text, in the page's order, in place of
its ``<link rel="stylesheet" href="./...">`` tag and adds the text's SHA-256 hash to the
policy's ``style-src`` (the page's policy allows no other inline style). The stylesheets hold
no ``url()`` nor ``@import`` (a relative URL would then resolve against the page, not the
file): the build refuses one that does. The files stay in the site for a plain copy of the
repository, whose page loads them by URL.
"""

import re
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.inline import inline_files

_LINK = re.compile(r'<link rel="stylesheet" href="\./([^"]+\.css)">')
_REFUSED = re.compile(r"</style|<!--|url\(|@import", re.IGNORECASE)


def inline_styles(site: Path, page: str = "index.html") -> list[str]:
    """Write every stylesheet the built ``page`` links into it in place of its tag, hashed
    in the policy's ``style-src``; return the stylesheets' paths."""
    sheets: list[str] = _LINK.findall((site / page).read_text(encoding="utf-8"))
    if not sheets:
        raise BuildError(f'{page} links no stylesheet as <link rel="stylesheet" href="./...">')
    inline_files(site, page, "style", sheets, _REFUSED)
    return sheets
