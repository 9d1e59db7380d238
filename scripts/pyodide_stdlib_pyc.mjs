// Build a python_stdlib.zip of .pyc files compiled by Pyodide's own Python.
// Usage: node scripts/pyodide_stdlib_pyc.mjs OUT_ZIP ROOTS_JSON
// ROOTS_JSON lists the module names the page imports (scripts/sitebuild/page_imports.py); only
// their import closure is shipped.
// Loads the npm `pyodide` package, runs pyodide_stdlib_pyc.py inside it over the stdlib zip that
// Pyodide itself mounted, copies the result out of Pyodide's in-memory file system, then boots a
// second Pyodide from the new zip and imports a few modules as a smoke test.
import { loadPyodide } from "pyodide";
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const [outArg, rootsArg] = process.argv.slice(2);
if (!outArg || !rootsArg) {
  console.error("usage: node pyodide_stdlib_pyc.mjs OUT_ZIP ROOTS_JSON");
  process.exit(2);
}
const outPath = resolve(outArg);
const quiet = { stdout: () => {}, stderr: (s) => console.error(s) };

const py = await loadPyodide(quiet);
const source = await readFile(new URL("./pyodide_stdlib_pyc.py", import.meta.url), "utf8");
py.runPython(source);
const stdlibZip = py.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))");
const roots = JSON.parse(await readFile(resolve(rootsArg), "utf8"));
// The roots that name modules (not ``from module import name`` attributes) must import after.
py.globals.set("roots_json", JSON.stringify(roots));
const modules = JSON.parse(py.runPython(`
import importlib.util, json
def _is_module(name):
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False
json.dumps([n for n in json.loads(roots_json) if _is_module(n)])
`));
const summary = py.globals.get("build")(
  stdlibZip, "/tmp/python_stdlib.zip", "/tmp/stdlib", py.toPy(roots),
);
await writeFile(outPath, py.FS.readFile("/tmp/python_stdlib.zip"));

// Smoke test: a fresh interpreter booted from the new zip must import from .pyc files.
const check = await loadPyodide({ ...quiet, stdLibURL: pathToFileURL(outPath).href });
check.globals.set("modules_json", JSON.stringify(modules));
const origin = check.runPython(`
import importlib, json
for _name in json.loads(modules_json):
    importlib.import_module(_name)
json.__spec__.origin
`);
if (!origin.endsWith(".pyc")) {
  console.error(`smoke test failed: json loaded from ${origin}`);
  process.exit(1);
}
console.log(`python_stdlib.zip: ${summary}; smoke test ok (${origin})`);
