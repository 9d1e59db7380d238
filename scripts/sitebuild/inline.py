"""Write files into the built page in place of their tags, each hashed in the page's policy."""

import re
from pathlib import Path

from sitebuild.csp import source_hash
from sitebuild.errors import BuildError


def inline_files(
    site: Path, page: str, element: str, files: list[str], refused: re.Pattern[str]
) -> list[str]:
    """Write each of ``files`` (paths in ``site``) into ``page`` as a ``<element>`` block in
    place of its one tag, and add the text's SHA-256 source to the policy's ``style-src``
    (``style``) or ``script-src`` (``script``); return the sources added.

    A file whose text matches ``refused`` cannot be written into the page: the build stops.
    """
    directive = {"style": "style-src", "script": "script-src"}[element]
    path = site / page
    html = path.read_text(encoding="utf-8")
    sources = []
    for name in files:
        tag = (
            f'<link rel="stylesheet" href="./{name}">'
            if element == "style"
            else f'<script src="./{name}"></script>'
        )
        if html.count(tag) != 1:
            raise BuildError(f"{page} must hold {tag} once")
        text = (site / name).read_text(encoding="utf-8")
        if found := refused.search(text):
            raise BuildError(f"{name} cannot be inlined: it holds {found.group(0)}")
        html = html.replace(tag, f"<{element}>{text}</{element}>")
        sources.append(source_hash(text))
    policy = re.compile(rf'(<meta http-equiv="Content-Security-Policy" content="[^"]*?{directive})')
    html, count = policy.subn(lambda m: m.group(1) + "".join(f" {s}" for s in sources), html)
    if count != 1:
        raise BuildError(f"{page}: its Content-Security-Policy meta tag needs a {directive}")
    path.write_text(html, encoding="utf-8")
    return sources
