"""Inline the boot's classic scripts into the built page, each hashed in its policy.

``wasm-preload.js`` (in the head) starts the runtime's download on a visit the service worker
does not serve, ``paint.js`` paints the saved screen and ``boot-watchdog.js`` sets the loader's
language; all are parser-blocking scripts. Fetched, each is one more response the first
paint waits for (from the service worker on a repeat visit, where it took 30-250 ms before
the paint at 1x here), and the browser fetched the watchdog only after ``paint.js`` had run.
Written into the page, the first paint needs the page and its stylesheets only. The build
writes each script's text, words and id already in, in place of its
``<script src="./static/...">`` tag, and adds the text's SHA-256 hash to the policy's
``script-src`` (the page's policy allows no other inline script). The files stay in the
site for a plain copy of the repository, whose page loads them by URL.
"""

import re
from pathlib import Path

from sitebuild.inline import inline_files

SCRIPTS = ("static/wasm-preload.js", "static/paint.js", "static/boot-watchdog.js")
_REFUSED = re.compile(r"</script|<!--", re.IGNORECASE)


def inline_boot_scripts(site: Path, page: str = "index.html") -> list[str]:
    """Write each of :data:`SCRIPTS` into the built ``page`` in place of its tag, hashed in
    the policy's ``script-src``; return the hashes."""
    return inline_files(site, page, "script", list(SCRIPTS), _REFUSED)
