"""How deep JSON text nests, found before parsing it, in time linear in its length.

Python's JSON parser recurses once per level of arrays and objects: text nested thousands deep
would exhaust Python's stack (or the browser's, which is fatal for Pyodide), so a reader
measures the nesting first. The measure runs on whole strings with ``str`` and ``bytes``
methods (no loop over characters in Python and no regular expression that could backtrack),
because it runs on every saved value at page boot, in WebAssembly, on damaged text too.

The depth measured is how many arrays and objects are open at the deepest point before the
text closes one it never opened (where any parser stops): valid JSON gets its exact depth, and
no parser of the text goes deeper than it says.
"""

from __future__ import annotations

import re
from itertools import accumulate, compress, count, repeat
from operator import gt, neg
from typing import Final

_PAIRS: Final = bytes.maketrans(b"[{]}", b"(())")
_NOT_BRACKETS: Final = bytes(c for c in range(128) if chr(c) not in "[]{}")
_RUN: Final = re.compile(rb"\(+|\)+")


def brackets(text: str) -> bytes:
    r"""The brackets of JSON ``text`` outside its strings, in order, as ``(`` and ``)``.

    A string ends at its first quote not escaped by an odd run of backslashes; an unterminated
    string runs to the end of the text. Characters outside strings that are not brackets (and
    all that are not ASCII) are dropped.

    >>> brackets(r'{"a": [1, "]\"]", "\\"], "b": {}}')
    b'(()())'
    >>> brackets('["cut [[[')
    b'('
    """
    unescaped = text.replace("\\\\", "").replace('\\"', "") if "\\" in text else text
    outside = "".join(unescaped.split('"')[::2]) if '"' in unescaped else unescaped
    return outside.encode("ascii", "ignore").translate(_PAIRS, _NOT_BRACKETS)


def deeper_than(text: str, limit: int) -> int | None:
    """How deep JSON ``text`` nests when that is more than ``limit`` levels, else ``None``.

    A round removes every innermost pair ``()`` at once, after closing the text with one more
    ``)``: that lowers the deepest point by exactly one level, and the text is still deeper
    than the rounds so far while it starts with ``(``. Rounds go on while each removes at least
    a quarter of what is left (their work adds up to four times the length at most); what is
    then left has few runs of ``(`` and of ``)`` (fewer than a quarter of its length), and is
    measured run by run.

    >>> deeper_than('{"a": [1, [2, "]]]"]]}', 3) is None, deeper_than('{"a": [[[]]]}', 3)
    (True, 4)
    >>> deeper_than("[" * 100 + "]" * 100, 32), deeper_than("[" * 100, 32)
    (100, 100)
    >>> deeper_than("]" + "[" * 100, 32) is None  # closed before it opened: parsing stops
    True
    """
    pairs = brackets(text)
    rounds = 0
    while pairs.startswith(b"(") and rounds < limit:
        fewer = (pairs + b")").replace(b"()", b"")
        rounds += 1
        if len(fewer) * 4 > len(pairs) * 3:
            pairs = fewer
            break
        pairs = fewer
    if not pairs.startswith(b"("):
        return None
    depth = rounds + _deepest(pairs)
    return depth if depth > limit else None


def _deepest(pairs: bytes) -> int:
    """The most brackets ``pairs``, which starts with ``(``, holds open before it first closes
    one it never opened."""
    runs = list(map(len, _RUN.findall(pairs)))  # opening first, then closing, and so on
    runs[1::2] = map(neg, runs[1::2])
    depths = list(accumulate(runs))  # how many are open after each run
    negative = next(compress(count(), map(gt, repeat(0), depths)), len(depths))
    return max(depths[:negative])
