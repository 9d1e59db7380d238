// Starts the download of Pyodide's runtime (pyodide.asm.wasm, ~10 MB) as the page's head is
// parsed, on a visit the service worker does not serve (the first one, or a browser without
// service workers), so it does not wait for PyScript and Pyodide's modules to ask for it.
//
// On a visit the service worker serves, the runtime comes from the Cache Storage, where
// Chromium keeps V8's compiled code for it beside the entry, and Pyodide's
// WebAssembly.instantiateStreaming(fetch(...)) takes that code instead of compiling the runtime
// again. A preloaded response loses it: the fetch() that takes the preload over gets no compiled
// code (checked in a trace of Chromium 156: no "v8.wasm.moduleCacheHit" on any new-tab visit
// with the preload, one on every visit after the code was kept without it), and V8 compiles
// the runtime's functions on the main thread as Python first calls them. So the hint is left
// out there; the Cache Storage answers the later fetch at once anyway.
//
// The site build writes this script into the page (sitebuild/inline_boot.py).
(function () {
  "use strict";

  var workers = navigator.serviceWorker;
  if (workers && workers.controller) return;
  var link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.type = "application/wasm";
  link.crossOrigin = "anonymous";
  link.href = "./vendor/pyodide/pyodide.asm.wasm";
  document.head.appendChild(link);
})();
