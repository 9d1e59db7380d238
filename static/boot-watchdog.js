// The boot watchdog, in plain JavaScript because it must work when Python does not.
//
// It speaks the remembered language on the loader (on a first visit, the browser's, as the
// page chooses it), and if Python fails before the page is
// ready (an uncaught error, a PyScript error box, a rejected promise) or is not ready within
// the time limit, it replaces the loader with a small panel that explains it and offers to
// download the saved data or to start afresh (every saved value is first moved to a backup
// key, never deleted). When Python becomes ready after all, the panel goes away.
//
// The words come from briscola/i18n (the "boot.*" keys): the site build writes them in
// place of the marker below. Tests may shorten the limits with window.briscolaWatchdogMs
// (both) and window.briscolaWatchdogCapMs (the whole boot's).
(function () {
  "use strict";

  var WORDS = /* build: words */ null;
  // The runtime (PyScript's "py:ready", once Pyodide's ~13 MB have arrived) has CAP_MS to
  // load, then Python has LIMIT_MS to make the game ready: a slow first visit on a slow
  // network is not taken for a failure, and a download that never ends still is.
  var override = typeof window.briscolaWatchdogMs === "number" ? window.briscolaWatchdogMs : 0;
  var LIMIT_MS = override || 20000;
  var CAP_MS = typeof window.briscolaWatchdogCapMs === "number" ? window.briscolaWatchdogCapMs
    : override || 60000;
  var DETAIL_MAX = 200;
  var SETTINGS_MAX = 4096; // the settings are a few hundred bytes; longer text is not read here

  // Keys as the Python storage writes them: this copy of the site's namespace, and the
  // un-namespaced keys of older versions (migrated by Python when it runs).
  var site = location.pathname.replace(/[^/]*$/, "");
  var spaced = "briscola:" + site + ":v1:";
  var legacy = "briscola:v1:";
  // Every kind of saved value but the derived ones (the saved render), from the storage module.
  var KINDS = /* build: kinds */ null;

  var ready = false;
  var panel = null;
  var timer = 0;

  function storage() {
    try {
      return window.localStorage;
    } catch (error) {
      return null;
    }
  }

  function read(key) {
    var store = storage();
    try {
      return store ? store.getItem(key) : null;
    } catch (error) {
      return null;
    }
  }

  function language() {
    var keys = [spaced + "settings", legacy + "settings"];
    for (var i = 0; i < keys.length; i++) {
      var text = read(keys[i]);
      if (!text || text.length > SETTINGS_MAX) continue;
      try {
        var saved = JSON.parse(text);
        if (saved && WORDS && WORDS[saved.language]) return saved.language;
      } catch (error) { /* unreadable settings: Python explains and sets them aside */ }
    }
    // No settings saved: the first of the browser's languages the page speaks, as the page
    // itself chooses (briscola.i18n.preferred).
    var asked = (navigator.languages && navigator.languages.length)
      ? navigator.languages : [navigator.language || ""];
    for (var j = 0; j < asked.length; j++) {
      var primary = String(asked[j]).split("-")[0].split("_")[0].trim().toLowerCase();
      if (WORDS && WORDS[primary]) return primary;
    }
    return "it";
  }

  var lang = language();

  function word(key) {
    var table = (WORDS && WORDS[lang]) || (WORDS && WORDS.it) || {};
    return table[key] || key;
  }

  function ourKeys() {
    // Every key of this site's namespace (backups included) and of the old layout, but the
    // saved render (static/paint.js), which the page derives from the rest.
    var store = storage();
    var found = [];
    if (!store) return found;
    try {
      for (var i = 0; i < store.length; i++) {
        var key = store.key(i);
        if (key === spaced + "paint") continue;
        if (key && (key.indexOf(spaced) === 0 || key.indexOf(legacy) === 0)) found.push(key);
      }
    } catch (error) { /* a forbidden storage has nothing to offer */ }
    return found.sort();
  }

  function exportText() {
    var keys = {};
    ourKeys().forEach(function (key) {
      var text = read(key);
      if (text !== null) keys[key] = text;
    });
    return JSON.stringify({
      format: "briscola-saved-data",
      version: 1,
      site: site,
      exported: Date.now(),
      keys: keys,
    }, null, 1);
  }

  function download() {
    var blob = new Blob([exportText()], { type: "application/json" });
    var link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "briscola-saved-data-" + new Date().toISOString().slice(0, 10) + ".json";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(link.href); }, 60000);
  }

  function nextSlot(kind) {
    // Backup slots are numbered 1, 2, … (higher is newer), as briscola/app/saved/storage.py does.
    var pattern = new RegExp("^" + (spaced + kind).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      + ":backup:(\\d+)$");
    var top = 0;
    ourKeys().forEach(function (key) {
      var found = pattern.exec(key);
      if (found) top = Math.max(top, Number(found[1]));
    });
    return top + 1;
  }

  function startAfresh() {
    // Move every current value (this namespace and the old layout) to a new backup slot in
    // the envelope Python writes, then reload: Python starts from nothing, and the saved-data
    // panel can restore the backups. A value whose backup cannot be written stays in place.
    var store = storage();
    if (store) {
      KINDS.forEach(function (kind) {
        [spaced + kind, legacy + kind].forEach(function (key) {
          var text = read(key);
          if (text === null) return;
          var envelope = JSON.stringify({
            saved: Date.now(), reason: "set-aside", detail: "the page did not start", text: text,
          });
          var slot = spaced + kind + ":backup:" + nextSlot(kind);
          try {
            store.setItem(slot, envelope);
            if (store.getItem(slot) === envelope) store.removeItem(key);
          } catch (error) { /* storage full: the value stays where it is rather than be lost */ }
        });
      });
      try {
        store.removeItem(spaced + "paint");
      } catch (error) { /* nothing to lose: it shows saved data, and the data is set aside */ }
    }
    location.reload();
  }

  function button(key, primary, action) {
    var element = document.createElement("button");
    element.type = "button";
    element.className = primary ? "btn primary" : "btn";
    element.dataset.boot = key;
    element.textContent = word("boot." + key);
    element.addEventListener("click", action);
    return element;
  }

  function paragraph(text, className) {
    var element = document.createElement("p");
    element.textContent = text;
    if (className) element.className = className;
    return element;
  }

  function lastLine(text) {
    // A Python traceback ends with the line that names the error.
    var lines = String(text || "").split("\n").filter(function (line) { return line.trim(); });
    return lines.length ? lines[lines.length - 1].trim() : "";
  }

  function fail(reason, detail) {
    if (ready || panel) return;
    clearTimeout(timer);
    panel = document.createElement("section");
    panel.id = "boot-failed";
    panel.className = "boot-failed";
    panel.setAttribute("role", "alert");
    panel.setAttribute("aria-labelledby", "boot-failed-title");
    var title = document.createElement("h2");
    title.id = "boot-failed-title";
    title.tabIndex = -1;
    title.textContent = word("boot.title");
    panel.appendChild(title);
    panel.appendChild(paragraph(word("boot." + reason)));
    panel.appendChild(paragraph(word("boot.safe")));
    if (detail) panel.appendChild(paragraph(String(detail).slice(0, DETAIL_MAX), "boot-detail"));
    var actions = document.createElement("div");
    actions.className = "actions";
    actions.appendChild(button("download", true, download));
    actions.appendChild(button("afresh", false, startAfresh));
    actions.appendChild(button("retry", false, function () { location.reload(); }));
    panel.appendChild(actions);
    // The loader, or the last screen static/paint.js painted, gives way to the panel.
    var screens = document.querySelectorAll("#main > .screen");
    for (var i = 0; i < screens.length; i++) screens[i].hidden = true;
    var main = document.getElementById("main") || document.body;
    main.insertBefore(panel, main.firstChild);
    document.body.dataset.boot = "failed";
    title.focus();
  }

  function becameReady() {
    ready = true;
    clearTimeout(timer);
    if (panel) {
      panel.remove();
      panel = null;
      delete document.body.dataset.boot;
    }
  }

  var loadingText = document.getElementById("loading-text");
  if (loadingText && WORDS) loadingText.textContent = word("loading");
  document.documentElement.lang = lang;

  document.addEventListener("py:ready", function () {
    document.body.classList.add("stage-python");
  }, { once: true, capture: true });

  if (document.body.dataset.ready) {
    ready = true;
    return;
  }
  new MutationObserver(function (changes, observer) {
    if (document.body.dataset.ready) {
      observer.disconnect();
      becameReady();
      return;
    }
    // PyScript shows Python's errors (and Pyodide's fatal one) in a .py-error box.
    var box = document.querySelector(".py-error");
    if (box) fail("error", lastLine(box.textContent));
  }).observe(document.body, { attributes: true, attributeFilter: ["data-ready"], childList: true });

  window.addEventListener("error", function (event) {
    if (event instanceof ErrorEvent) fail("error", event.message);
  });
  window.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    fail("error", reason && reason.message ? reason.message : String(reason));
  });
  timer = setTimeout(function () { fail("timeout", ""); }, CAP_MS);
  document.addEventListener("py:ready", function () {
    if (ready || panel) return;
    clearTimeout(timer);
    timer = setTimeout(function () { fail("timeout", ""); }, LIMIT_MS);
  }, { once: true, capture: true });
})();
