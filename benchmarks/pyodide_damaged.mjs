// benchmarks/damaged_values.py inside Pyodide (Node's V8, the same WebAssembly engine as
// Chromium): the time each reader of JSON takes to refuse a damaged value, as the page would.
//
// Usage: node benchmarks/pyodide_damaged.mjs [--sizes 10000,100000,1000000] [--repeat R]
// (the arguments are damaged_values.py's; its --cli needs a command line and is left out here)
import fs from "node:fs";
import path from "node:path";
import { loadBriscola } from "./pyodide_setup.mjs";

const here = path.dirname(new URL(import.meta.url).pathname);
const pyodide = await loadBriscola();
pyodide.FS.writeFile(
  "/home/pyodide/damaged_values.py",
  fs.readFileSync(path.join(here, "damaged_values.py")),
);
pyodide.setStdout({ batched: (line) => console.log(line) });
pyodide.globals.set("argv", pyodide.toPy(process.argv.slice(2)));
pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
sys.argv = ["damaged_values.py", *argv]
import damaged_values
print("Pyodide, Python", sys.version.split()[0])
damaged_values.main()
`);
