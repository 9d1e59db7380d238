// The network table's costs inside Pyodide (Node's V8, the same WebAssembly engine as
// Chromium): benchmarks/network_deal.py run as it is, with its arguments.
//
// Usage: node benchmarks/pyodide_network.mjs [--players 2 6] [--hands 1] [--pow]
import fs from "node:fs";
import path from "node:path";
import { loadBriscola } from "./pyodide_setup.mjs";

const here = path.dirname(new URL(import.meta.url).pathname);
const pyodide = await loadBriscola();
pyodide.globals.set("argv", ["network_deal.py", ...process.argv.slice(2)]);
pyodide.runPython(`
import sys
sys.argv = list(argv)
print("python", sys.version.split()[0], "(Pyodide)")
`);
pyodide.runPython(fs.readFileSync(path.join(here, "network_deal.py"), "utf8"));
