"""Where things are: the repository's inputs and the built site's layout."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "scripts"
NODE_MODULES = ROOT / "node_modules"
CACHE = ROOT / ".cache" / "site-build"
SITE = ROOT / "_site"

PACKAGE = "briscola"
TOML_NAME = "pyscript.toml"
# Copied as they are when present; index.html and pyscript.toml are required.
TOP_FILES = ("index.html", TOML_NAME, "manifest.webmanifest", "favicon.ico")
STATIC_DIR = "static"
# The maestro level's network: not in briscola.zip (bytecode only), a file of its own (float16,
# sitebuild/weights.py) that the page fetches when a game with maestro starts
# (briscola/ui/weights.py's WEIGHTS_URL).
WEIGHTS_SOURCE = f"{PACKAGE}/ai/learned/weights.bin"
WEIGHTS = "net-weights.bin"

# Inside the built site.
VENDOR = "vendor"
PYSCRIPT_DIR = f"{VENDOR}/pyscript"
PYODIDE_DIR = f"{VENDOR}/pyodide"
SERVICE_WORKER = "sw.js"
# pyscript.toml's interpreter: Pyodide behind a wrapper that restores its memory snapshots.
INTERPRETER = f"{STATIC_DIR}/pyodide-boot.mjs"

PYSCRIPT_PKG = NODE_MODULES / "@pyscript" / "core"
PYODIDE_PKG = NODE_MODULES / "pyodide"
# What the page needs from the pyodide package; the stdlib zip and lock are made by the build.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
