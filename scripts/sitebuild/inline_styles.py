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

from sitebuild.csp import source_hash
from sitebuild.errors import BuildError

_LINK = re.compile(r'<link rel="stylesheet" href="\./([^"]+\.css)">')
_POLICY = re.compile(r'(<meta http-equiv="Content-Security-Policy" content="[^"]*?style-src)')
_REFUSED = re.compile(r"</style|<!--|url\(|@import", re.IGNORECASE)


def inline_styles(site: Path, page: str = "index.html") -> list[str]:
    """Write every stylesheet the built ``page`` links into it in place of its tag, hashed
    in the policy's ``style-src``; return the stylesheets' paths."""
    path = site / page
    html = path.read_text(encoding="utf-8")
    sheets = _LINK.findall(html)
    if not sheets:
        raise BuildError(f'{page} links no stylesheet as <link rel="stylesheet" href="./...">')
    hashes = []
    for sheet in sheets:
        text = (site / sheet).read_text(encoding="utf-8")
        if found := _REFUSED.search(text):
            raise BuildError(f"{sheet} cannot be inlined: it holds {found.group(0)}")
        tag = f'<link rel="stylesheet" href="./{sheet}">'
        html = html.replace(tag, f"<style>{text}</style>", 1)
        hashes.append(source_hash(text))
    html, count = _POLICY.subn(lambda m: m.group(1) + "".join(f" {h}" for h in hashes), html)
    if count != 1:
        raise BuildError(f"{page}: its Content-Security-Policy meta tag needs a style-src")
    path.write_text(html, encoding="utf-8")
    return sheets
