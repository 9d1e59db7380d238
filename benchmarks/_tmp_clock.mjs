const when = Number(process.argv[2]);
const RealDate = Date;
const offset = when - RealDate.now();
class FakeDate extends RealDate {
  constructor(...a) { if (a.length === 0) super(RealDate.now() + offset); else super(...a); }
  static now() { return RealDate.now() + offset; }
}
globalThis.Date = FakeDate;
const { loadPyodide } = await import("pyodide");
const py = await loadPyodide();
py.setStdout({ batched: (s) => console.log(s) });
try {
  py.runPython(`
import time, sys
print("time.time()", time.time())
try:
    print("localtime", time.localtime())
except Exception as e:
    print("localtime fails", type(e).__name__, e)
try:
    import asyncio
    print("asyncio ok")
except Exception as e:
    import traceback; traceback.print_exc()
`);
} catch (e) { console.log("ERR", String(e).slice(-2000)); }
