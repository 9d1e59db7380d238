"""The saved render's record and checksum, and its place among the saved data."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from briscola.app.game.session import Session
from briscola.app.saved import data_file, paint
from briscola.app.saved.paint import Painted, checksum, decode, encode, matches
from briscola.app.saved.storage import MemoryStore, Namespace, save_session, save_settings
from briscola.engine.errors import InvalidStateError
from briscola.setup.settings import Settings
from tests.support.stores import NOW

ROOT = Path(__file__).resolve().parents[2]
SITE = "/repo/"
NS = Namespace(SITE)
RECORD = Painted(
    "0123456789abcdef",
    checksum(None, '{"v":1}'),
    "table",
    "it",
    "Briscola",
    {"screen": "table", "phase": "human", "hold": "0", "following": "0"},
    "2:bottom,top:it",
    [("nav", "<button>Regole</button>"), ("screen-table", '<div id="t-hand"></div>')],
)
# Pairs of (settings, session) texts: missing, empty, non-ASCII, astral characters.
PAIRS = [
    (None, None),
    ("", None),
    (None, ""),
    ("", ""),
    ("ab", None),
    ("a", "b"),
    ('{"names": ["Müller", "Ærø"]}', '{"v": 1, "note": "perché €"}'),
    ("🂡🃑", "x" * 5000),
]


def test_the_checksum_tells_every_pair_of_texts_apart() -> None:
    sums = [checksum(*pair) for pair in PAIRS]
    assert len(set(sums)) == len(sums)
    assert all(len(s) == 8 and int(s, 16) >= 0 for s in sums)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to run static/paint.js")
def test_paint_js_computes_the_same_checksum_as_python() -> None:
    source = (ROOT / "static" / "paint.js").read_text(encoding="utf-8")
    # The checksum's part of the script: the CRC table, crc32 and checksum themselves.
    part = source[source.index("  var CRC_TABLE") : source.index("  function isText")]
    cases = json.dumps([list(pair) for pair in PAIRS])
    script = f"{part}\nconsole.log(JSON.stringify({cases}.map(checksum)));"
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == [checksum(*pair) for pair in PAIRS]


def test_a_record_reads_back_as_written() -> None:
    assert decode(encode(RECORD)) == RECORD


def test_a_record_matches_only_its_build_and_its_saved_texts() -> None:
    assert matches(RECORD, RECORD.build, None, '{"v":1}')
    assert not matches(RECORD, "fedcba9876543210", None, '{"v":1}')
    assert not matches(RECORD, RECORD.build, None, '{"v":2}')
    assert not matches(RECORD, RECORD.build, "{}", '{"v":1}')


def _tampered(change: str) -> str:
    data = json.loads(encode(RECORD))
    if change == "format":
        data["v"] = 2
    elif change == "field":
        del data["sum"]
    elif change == "screen":
        data["screen"] = "rules"
    elif change == "writes":
        data["writes"] = [["nav"]]
    elif change == "state":
        data["state"] = {"phase": 1}
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        "x" * (paint.MAX_CHARS + 1),
        *(_tampered(c) for c in ("format", "field", "screen", "writes", "state")),
    ],
)
def test_what_is_not_a_record_is_refused(text: str) -> None:
    with pytest.raises(InvalidStateError):
        decode(text)


def _store_with_a_render() -> MemoryStore:
    store = MemoryStore()
    save_settings(store, NS, Settings(language="en"))
    save_session(store, NS, Session.new(Settings(), seed=3))
    store.set(NS.key("paint"), encode(RECORD))
    return store


def test_the_saved_render_is_not_exported_as_player_data() -> None:
    exported = json.loads(data_file.export_all(_store_with_a_render(), SITE, NOW))
    assert NS.key("paint") not in exported["keys"]
    assert NS.key("session") in exported["keys"]


def test_the_saved_render_is_erased_with_the_rest() -> None:
    store = _store_with_a_render()
    data_file.erase(store, SITE, NOW)
    assert NS.key("paint") not in store.data


def test_a_saved_render_in_a_file_is_not_imported() -> None:
    store = _store_with_a_render()
    data = json.loads(data_file.export_all(store, SITE, NOW))
    data["keys"][NS.key("paint")] = encode(RECORD)
    target = MemoryStore()
    report = data_file.import_all(target, SITE, json.dumps(data), NOW)
    assert dict(report.refused) == {NS.key("paint"): "the paint is not imported"}
    assert NS.key("paint") not in target.data and NS.key("session") in target.data
