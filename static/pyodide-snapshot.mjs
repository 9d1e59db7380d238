// A worker that makes Pyodide's memory snapshot for static/pyodide-boot.mjs: it starts a
// Pyodide of its own with the snapshot option, imports the game's modules that touch no
// JavaScript (MODULES, from the package zip the page imports too), takes the snapshot, stores
// it in the Cache Storage under the entry it is given, drops every other entry of that cache
// (other builds), and says so. A restored Python then finds those modules already imported.
//
// MODULES is written by the site build (scripts/sitebuild/snapshot_modules.py) in place of
// the marker below; a module that fails to import is left out (the page imports it itself).
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const MODULES = /* build: modules */ [];
// Where PyScript writes the package for the page (pyscript.toml's [files]): the same path in
// the worker's file system, so the import machinery's caches are the page's.
const PACKAGE = "briscola.zip";
const PACKAGE_URL = new URL("../" + PACKAGE, import.meta.url).href;

// Imports inside a function: nothing is left in __main__, no result crosses to JavaScript;
// then a collection, so the snapshot holds no garbage the imports left, and a freeze: every
// object then alive (Pyodide's, the modules') moves to the collector's permanent generation,
// which it never scans again. Without it, the first collection after a restore walks the
// whole restored heap in the middle of the page's imports (13-156 ms at 1x, median 31 ms,
// measured in the page; with it, median 1.2 ms). They are the modules' objects, alive for good.
const IMPORT = `
def _briscola_snapshot_imports(names):
    import importlib, sys
    sys.path.insert(0, ${JSON.stringify(PACKAGE)})
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:
            pass
_briscola_snapshot_imports(${JSON.stringify(MODULES)})
del _briscola_snapshot_imports
__import__("gc").collect()
__import__("gc").freeze()
`;

async function packageBytes() {
  const response = await fetch(PACKAGE_URL);
  if (!response.ok) throw new Error(PACKAGE + ": HTTP " + response.status);
  return new Uint8Array(await response.arrayBuffer());
}

self.onmessage = async (event) => {
  const { cache: name, entry, indexURL } = event.data;
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    if (MODULES.length) {
      pyodide.FS.writeFile(PACKAGE, await packageBytes());
      pyodide.runPython(IMPORT);
    }
    const snapshot = pyodide.makeMemorySnapshot();
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (request.url !== entry) await cache.delete(request);
    }
    await cache.put(entry, new Response(snapshot, {
      headers: { "Content-Type": "application/octet-stream" },
    }));
    self.postMessage({ stored: true, bytes: snapshot.byteLength });
  } catch (error) {
    self.postMessage({ error: String(error && error.message || error) });
  }
};
