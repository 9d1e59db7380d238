"""QR codes: every symbol the encoder draws is read back by an independent reader (zxing-cpp)."""

from __future__ import annotations

import random

import pytest
import zxingcpp

from briscola.app.online.qr import Level, Symbol, TooLong, _count_bits, _data_capacity, encode


def read(symbol: Symbol, scale: int = 3, quiet: int = 4) -> bytes | None:
    """What zxing-cpp reads in ``symbol`` drawn black on white with a quiet zone."""
    width = (len(symbol) + 2 * quiet) * scale
    pixels = bytearray([255]) * (width * width)
    for y, row in enumerate(symbol):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    start = ((y + quiet) * scale + dy) * width + (x + quiet) * scale
                    pixels[start : start + scale] = bytes(scale)
    image = memoryview(bytes(pixels)).cast("B", (width, width))
    found = zxingcpp.read_barcode(
        image, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    )
    return None if found is None else bytes(found.bytes)


def fullest(version: int, level: Level) -> int:
    """The most bytes a symbol of ``version`` holds at ``level``."""
    return (_data_capacity(version, level) * 8 - 4 - _count_bits(version)) // 8


@pytest.mark.parametrize("level", ["L", "M", "Q", "H"])
@pytest.mark.parametrize("version", [1, 2, 7, 10, 14, 27])
def test_a_full_symbol_of_each_kind_is_read_back(level: Level, version: int) -> None:
    rng = random.Random(version * 10 + "LMQH".index(level))
    data = bytes(rng.randrange(256) for _ in range(fullest(version, level)))
    symbol = encode(data, level)
    assert len(symbol) == 4 * version + 17
    assert read(symbol) == data


def test_one_byte_more_takes_the_next_version() -> None:
    data = bytes(fullest(5, "Q") + 1)
    assert len(encode(data, "Q")) == 4 * 6 + 17


def test_an_invitation_sized_link_is_read_back() -> None:
    link = b"https://example.org/briscola/#i=" + b"A" * 180
    symbol = encode(link, "M")
    assert len(symbol) <= 4 * 10 + 17  # small enough for a phone's camera at arm's length
    assert read(symbol) == link


def test_too_much_data_is_refused() -> None:
    with pytest.raises(TooLong):
        encode(bytes(fullest(40, "H") + 1), "H")
    assert len(encode(bytes(fullest(40, "H")), "H")) == 177


def test_a_damaged_symbol_reads_wrong_or_not_at_all() -> None:
    """The reader is a real check: a symbol with its data area flipped is not read as the data."""
    data = b"the test can fail"
    symbol = encode(data, "L")
    for y in range(9, 21):
        for x in range(9, 21):
            symbol[y][x] = not symbol[y][x]
    assert read(symbol) != data
