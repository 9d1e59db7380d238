"""How to launch Chromium here: executable and flags (shared by tests and benchmarks)."""

import os
from pathlib import Path

# Without the background-networking flags Chromium keeps calling home on a closed network.
# --disable-dev-shm-usage: a container's /dev/shm is often 64 MB, too small for several
# renderers at once, and a renderer that runs out of it crashes ("Page crashed").
FLAGS = (
    "--no-sandbox",
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)
DEBIAN_CHROMIUM = "/usr/bin/chromium"


def executable() -> str | None:
    """Return $CHROMIUM, else Debian's Chromium, else None (use Playwright's own browser)."""
    named = os.environ.get("CHROMIUM")
    if named:
        return named
    return DEBIAN_CHROMIUM if Path(DEBIAN_CHROMIUM).exists() else None


def launch_args() -> dict[str, object]:
    """Return keyword arguments for Playwright's ``chromium.launch``."""
    args: dict[str, object] = {"args": list(FLAGS)}
    path = executable()
    if path:
        args["executable_path"] = path
    return args
