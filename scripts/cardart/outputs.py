"""The generated files, keyed by their path under static/, and how to write or check them."""

from __future__ import annotations

from pathlib import Path

from .faces import back_svg, card_svg
from .icons import favicon_svg, icon_svg
from .palette import codes

CARDS_DIR = "cards"
ICONS_DIR = "icons"


def generate() -> dict[str, str]:
    """Every generated SVG: ``cards/<code>.svg``, ``cards/back.svg`` and the icons."""
    files = {f"{CARDS_DIR}/{code}.svg": card_svg(code) for code in codes()}
    files[f"{CARDS_DIR}/back.svg"] = back_svg()
    files[f"{ICONS_DIR}/icon.svg"] = icon_svg()
    files[f"{ICONS_DIR}/favicon.svg"] = favicon_svg()
    return files


def _stale(static: Path, files: dict[str, str]) -> list[Path]:
    """SVGs in static/cards/ that the generator no longer makes."""
    folder = static / CARDS_DIR
    if not folder.is_dir():
        return []
    wanted = {static / name for name in files}
    return sorted(p for p in folder.glob("*.svg") if p not in wanted)


def differences(static: Path, files: dict[str, str]) -> list[str]:
    """What differs between disk and the generator, one line each (empty when up to date)."""
    problems = []
    for name, text in files.items():
        path = static / name
        if not path.is_file():
            problems.append(f"missing {path}")
        elif path.read_bytes() != text.encode():
            problems.append(f"differs {path}")
    problems.extend(f"not generated {path}" for path in _stale(static, files))
    return problems


def write(static: Path, files: dict[str, str]) -> int:
    """Write the files that changed and drop stale card SVGs; return how many were written."""
    written = 0
    for name, text in files.items():
        path = static / name
        data = text.encode()
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written += 1
    for path in _stale(static, files):
        path.unlink()
    return written
