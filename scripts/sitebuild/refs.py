"""Check the URLs the site loads: same-origin, relative (sub-path safe) and present in the build."""

from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

from sitebuild.errors import BuildError

# Attributes that make the browser fetch something (``<a href>`` is a link, not a fetch).
_FETCHING = {
    "script": ("src", "config"),
    "link": ("href",),
    "img": ("src", "srcset"),
    "source": ("src", "srcset"),
    "audio": ("src",),
    "video": ("src", "poster"),
    "iframe": ("src",),
    "embed": ("src",),
    "object": ("data",),
    "py-config": ("src",),
    "mpy-config": ("src",),
}
_INLINE_SCHEMES = ("data:", "blob:")


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        wanted = _FETCHING.get(tag, ())
        for name, value in attrs:
            if name in wanted and value:
                if name == "srcset":
                    self.urls += [part.split()[0] for part in value.split(",") if part.strip()]
                else:
                    self.urls.append(value.strip())


def html_urls(text: str) -> list[str]:
    """Return the URLs that the HTML ``text`` makes the browser fetch."""
    collector = _Collector()
    collector.feed(text)
    collector.close()
    return collector.urls


def check_url(site: Path, base: str, url: str, where: str) -> None:
    """Raise BuildError unless ``url``, relative to the site file ``base``, is a site file."""
    if url.startswith(_INLINE_SCHEMES):
        return
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        raise BuildError(f"{where}: {url!r} is on another origin; vendor it under the site")
    if parts.path.startswith("/"):
        raise BuildError(f"{where}: {url!r} is root-absolute; use a relative URL (sub-paths)")
    if not parts.path:
        return
    target = PurePosixPath(base).parent / unquote(parts.path)
    resolved = (site / target).resolve()
    if not resolved.is_relative_to(site.resolve()) or not resolved.is_file():
        raise BuildError(f"{where}: {url!r} is not a file of the built site")


def check_site_refs(site: Path, toml_name: str, toml: dict[str, object]) -> None:
    """Check every fetching URL of the built HTML pages and of pyscript.toml."""
    for page in sorted(site.rglob("*.html")):
        rel = page.relative_to(site).as_posix()
        for url in html_urls(page.read_text(encoding="utf-8")):
            check_url(site, rel, url, rel)
    interpreter = toml.get("interpreter")
    if isinstance(interpreter, str):
        check_url(site, toml_name, interpreter, f"{toml_name} interpreter")
    files = toml.get("files", {})
    if isinstance(files, dict):
        for url in files:
            check_url(site, toml_name, str(url), f"{toml_name} [files]")
