"""The typed door to the browser: every use of ``js`` and ``pyodide`` goes through here.

JavaScript objects are typed ``Any``; the functions below turn what comes back into plain
Python values (``str | None`` rather than ``jsnull``/``undefined``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy, to_js  # type: ignore[import-not-found]

JsObject = Any
"""A JavaScript object seen from Python."""

document: JsObject = js.document
window: JsObject = js.window

_proxies: list[JsObject] = []  # handlers must outlive the call that registered them


def by_id(element_id: str) -> JsObject:
    """The element with this id (JavaScript null if there is none)."""
    return document.getElementById(element_id)


def text_or_none(value: object) -> str | None:
    """A JavaScript string as ``str``; ``null``/``undefined`` (jsnull, None) as None."""
    return value if isinstance(value, str) else None


def attribute(element: JsObject, name: str) -> str | None:
    """An attribute's value, or None when the element or the attribute is missing."""
    if not element:
        return None
    return text_or_none(element.getAttribute(name))


def listen(target: JsObject, event: str, handler: Callable[[JsObject], None]) -> None:
    """Call ``handler(event)`` for every ``event`` on ``target``."""
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    target.addEventListener(event, proxy)


def now_ms() -> float:
    """Milliseconds since the epoch (the same clock in every tab)."""
    return float(js.Date.now())


def mark(name: str) -> None:
    """A performance mark, for the tests and the benchmark to find."""
    js.performance.mark(name)


def measure(name: str, start: str, end: str) -> None:
    """A performance measure between two marks."""
    js.performance.measure(name, start, end)


def perf_now() -> float:
    """Milliseconds on the page's high-resolution clock (``performance.now()``)."""
    return float(js.performance.now())


def span(name: str, start: float, duration: float, detail: str = "") -> None:
    """A performance measure ``name`` of ``duration`` ms from ``start`` (``perf_now`` time),
    with ``detail`` saying what it was (for the benchmarks)."""
    options = to_js(
        {"start": start, "duration": duration, "detail": detail},
        dict_converter=js.Object.fromEntries,
    )
    js.performance.measure(name, options)


def query_param(name: str) -> str | None:
    """A parameter of the page's URL query (``?fast=1``)."""
    return text_or_none(js.URLSearchParams.new(js.location.search).get(name))


def page_query() -> str:
    """The page's URL query with its ``?`` ("" when none)."""
    return str(js.location.search)


def page_address() -> str:
    """The page's URL without its query and fragment (``https://host/repo/``)."""
    return str(js.location.origin) + str(js.location.pathname)


def copy_text(content: str, field_id: str) -> None:
    """Copy ``content`` to the clipboard where the browser offers it; the field
    ``field_id`` that shows it is selected either way, ready for a manual copy."""
    field = document.getElementById(field_id)
    if field is not None:
        field.select()
    clipboard = getattr(js.navigator, "clipboard", None)
    if clipboard is not None:
        # A refusal (no permission, no secure context) leaves the field selected.
        clipboard.writeText(content).catch(create_proxy(lambda _error: None))


def languages() -> tuple[str, ...]:
    """The browser's languages, most wanted first (``navigator.languages``; else its one
    ``navigator.language``; none where it says nothing)."""
    navigator = js.navigator
    listed = getattr(navigator, "languages", None)
    if listed:
        return tuple(str(tag) for tag in listed if isinstance(tag, str))[:20]
    one = text_or_none(getattr(navigator, "language", None))
    return (one,) if one else ()


def page_path() -> str:
    """The path of the page's URL (``/repo/index.html``)."""
    return str(js.location.pathname)


def page_fragment() -> str:
    """The page's URL fragment without its ``#`` ("rules" for ``…/#rules``)."""
    return str(js.location.hash).removeprefix("#")


def set_page_fragment(name: str) -> None:
    """Make ``name`` the URL's fragment ("" drops it), in place: no history entry, no scroll."""
    if page_fragment() != name:
        plain = str(js.location.pathname) + str(js.location.search)
        js.history.replaceState(None, "", f"{plain}#{name}" if name else plain)


def set_page_query(search: str) -> None:
    """Make ``search`` (with its ``?``, or "") the URL's query, in place: no history entry."""
    if str(js.location.search) != search:
        plain = str(js.location.pathname) + search + str(js.location.hash)
        js.history.replaceState(None, "", plain)


def navigation_type() -> str:
    """ "navigate", "reload" or "back_forward" for the current page load."""
    entries = js.performance.getEntriesByType("navigation")
    return str(entries[0].type) if entries.length else "navigate"


def session_storage() -> JsObject:
    """``sessionStorage`` (per tab), or None where the browser forbids it."""
    try:
        return js.sessionStorage
    except Exception:
        return None


def local_storage() -> JsObject:
    """``localStorage``, or None where the browser forbids it."""
    try:
        storage = js.localStorage
        storage.getItem("briscola:probe")
        return storage
    except Exception:
        return None


def reload_page() -> None:
    """Load the page again."""
    js.location.reload()


def register_service_worker() -> None:
    """Ask static/sw-register.js to register the service worker now (idempotent)."""
    register = getattr(js, "briscolaRegisterServiceWorker", None)
    if register:
        register()


def keep_offline(urls: list[str]) -> None:
    """Ask the service worker (through static/sw-register.js) to keep these files of the site
    for visits offline, once it runs; nothing where there is no worker."""
    keep = getattr(js, "briscolaKeep", None)
    if keep:
        keep(to_js(urls))


def prompt_install() -> None:
    """Show the browser's install offer that static/sw-register.js kept (if it still has one)."""
    install = getattr(js, "briscolaInstall", None)
    if install:
        install()


async def storage_kept(ask: bool) -> bool | None:
    """Whether the browser keeps the site's storage (``navigator.storage.persisted()``); with
    ``ask``, after asking it to (``persist()``, which may show a prompt). None where the
    browser has no way to say (no ``StorageManager``, an insecure page) or fails to."""
    manager = getattr(js.navigator, "storage", None)
    if manager is None or getattr(manager, "persisted", None) is None:
        return None
    try:
        answer = await (manager.persist() if ask else manager.persisted())
    except Exception:  # a refusal is an answer of its own: the page says it cannot tell
        return None
    return answer if isinstance(answer, bool) else None


def audio_context_class() -> JsObject:
    """The browser's ``AudioContext`` constructor, or None where there is none."""
    window = js.window
    return getattr(window, "AudioContext", None) or getattr(window, "webkitAudioContext", None)


def float32_from_signed_bytes(data: bytes) -> JsObject:
    """A JavaScript ``Float32Array`` of ``data`` read as signed bytes (-128 to 127)."""
    unsigned = to_js(data).slice()  # its own buffer, at offset 0
    return js.Float32Array.new(js.Int8Array.new(unsigned.buffer))


def next_frame(longest_s: float) -> Awaitable[object]:
    """Wait for the browser's next frame (its animation events sent), or ``longest_s`` at
    most: a hidden tab draws no frames."""
    loop = asyncio.get_event_loop()
    drawn: asyncio.Future[None] = loop.create_future()

    def done(*_: object) -> None:
        if not drawn.done():
            drawn.set_result(None)

    js.requestAnimationFrame(create_once_callable(done))
    loop.call_later(longest_s, done)
    return drawn


def reduced_motion() -> bool:
    """Whether the person asked their system for less motion."""
    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)


async def fetch_bytes(url: str) -> bytes:
    """The body of a same-origin ``url`` (``OSError`` for an answer other than 2xx)."""
    response = await window.fetch(url)
    if not response.ok:
        raise OSError(f"HTTP {response.status}")
    return bytes((await response.arrayBuffer()).to_bytes())


def console_info(message: str) -> None:
    """Write ``message`` to the browser's console as information."""
    js.console.info(message)


def console_error(message: str) -> None:
    """Write ``message`` to the browser's console as an error."""
    js.console.error(message)


def download(name: str, content: str) -> None:
    """Offer ``content`` as a JSON file called ``name`` (the browser saves it)."""
    options = to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)
    blob = js.Blob.new(to_js([content]), options)
    link = document.createElement("a")
    link.href = js.URL.createObjectURL(blob)
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
    # The URL must outlive the click until the browser has read the file.
    url = link.href
    js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 60_000)


def local_time(ms: int, lang: str) -> str:
    """A time (ms since the epoch) as the browser writes it for people of ``lang``."""
    options = to_js(
        {"dateStyle": "short", "timeStyle": "short"}, dict_converter=js.Object.fromEntries
    )
    return str(js.Date.new(ms).toLocaleString(str(lang), options))


async def file_text(field: JsObject, limit: int) -> str | None:
    """The text of the file chosen in ``field``; None if there is none or it is too big."""
    files = field.files
    if not files or not files.length:
        return None
    chosen = files.item(0)
    if int(chosen.size) > limit:
        return None
    return str(await chosen.text())


def js_object(values: dict[str, Any]) -> JsObject:
    """A plain JavaScript object of ``values`` (nested dicts and lists converted too)."""
    return to_js(values, dict_converter=js.Object.fromEntries)


def peer_connection_class() -> JsObject:
    """The browser's ``RTCPeerConnection`` constructor, or None where there is none (the
    network table needs it)."""
    return getattr(js.window, "RTCPeerConnection", None)


def can_share() -> bool:
    """Whether the browser has a share sheet (``navigator.share``)."""
    return bool(getattr(js.navigator, "share", None))


async def share(title: str, url: str) -> None:
    """Offer ``url`` to the system's share sheet (the person may cancel it: no error)."""
    try:
        await js.navigator.share(js_object({"title": title, "url": url}))
    except Exception as error:  # cancelled, or refused without a gesture
        console_info(f"briscola: share: {error}"[:200])


def broadcast_channel(name: str) -> JsObject:
    """A ``BroadcastChannel`` between this site's tabs, or None where there is none."""
    make = getattr(js.window, "BroadcastChannel", None)
    return make.new(name) if make else None
