"""Check the pages' Content-Security-Policy: strict, and every inline style or script hashed.

GitHub Pages cannot send headers, so the policy is a ``<meta http-equiv>`` tag. Inline
``<style>`` and JavaScript ``<script>`` blocks run only when the policy lists their SHA-256
hash; the build fails (naming the hash to write) when one is missing, so an edit of the
critical CSS can never silently switch it off. ``<script type="py">`` is text that PyScript
reads, not a script the browser runs: the policy does not cover it.
"""

import base64
import hashlib
from html.parser import HTMLParser
from pathlib import Path

from sitebuild.errors import BuildError

# Directives every page must carry exactly so.
REQUIRED = {
    "default-src": ("'self'",),
    "object-src": ("'none'",),
    "base-uri": ("'none'",),
}
FORBIDDEN = ("'unsafe-inline'", "*", "data:", "http:", "https:")
_JS_TYPES = ("", "text/javascript", "module", "application/javascript")


class _Inline(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.policies: list[str] = []
        self.blocks: list[tuple[str, str]] = []  # (directive, text)
        self._open: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "meta" and values.get("http-equiv", "").lower() == "content-security-policy":
            self.policies.append(values.get("content", ""))
        elif tag == "style" or (
            tag == "script" and "src" not in values and values.get("type", "") in _JS_TYPES
        ):
            self._open = "style-src" if tag == "style" else "script-src"
            self._text = []

    def handle_data(self, data: str) -> None:
        if self._open:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and tag in ("style", "script"):
            self.blocks.append((self._open, "".join(self._text)))
            self._open = None


def source_hash(text: str) -> str:
    """The CSP source expression allowing this inline block.

    >>> source_hash("")
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
    """
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"


def parse_policy(text: str) -> dict[str, list[str]]:
    """The directives of a policy and their sources.

    >>> parse_policy("default-src 'self'; object-src 'none'")
    {'default-src': ["'self'"], 'object-src': ["'none'"]}
    """
    directives: dict[str, list[str]] = {}
    for part in text.split(";"):
        words = part.split()
        if words:
            directives[words[0].lower()] = words[1:]
    return directives


def problems(html: str) -> list[str]:
    """What is wrong with the page's policy (empty when it is strict and complete)."""
    found = _Inline()
    found.feed(html)
    found.close()
    if len(found.policies) != 1:
        return [f"needs one Content-Security-Policy meta tag, has {len(found.policies)}"]
    policy = parse_policy(found.policies[0])
    wrong = [
        f"{name} must be {' '.join(sources)}"
        for name, sources in REQUIRED.items()
        if tuple(policy.get(name, ())) != sources
    ]
    for name, sources in policy.items():
        wrong += [f"{name} must not allow {source}" for source in sources if source in FORBIDDEN]
    for directive, text in found.blocks:
        allowed = policy.get(directive, policy.get("default-src", []))
        if source_hash(text) not in allowed:
            wrong.append(f"{directive} must list {source_hash(text)} for an inline block")
    return wrong


def check_csp(site: Path) -> None:
    """Raise BuildError unless every built page has a strict, complete policy."""
    for page in sorted(site.rglob("*.html")):
        wrong = problems(page.read_text(encoding="utf-8"))
        if wrong:
            rel = page.relative_to(site).as_posix()
            raise BuildError(f"{rel}: Content-Security-Policy: {'; '.join(wrong)}")
