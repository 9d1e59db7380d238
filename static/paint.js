// The saved render: paints the player's last screen before Python runs.
//
// After each render the game keeps the HTML it wrote under the site's "paint" key
// (briscola/app/saved/paint.py, briscola/ui/paint.py). This classic script runs where index.html
// includes it, right after <main>, before the first paint: it writes that HTML back and shows
// its screen, only if the record was made by this very build (BUILD) and for the saved game
// and settings now in localStorage (a CRC-32 of their texts, computed as Python does).
// Anything else (another build, a changed or hand-edited game, a damaged record) is not
// shown: the loader stays.
//
// It paints only the elements and attributes the page writes on the screens it keeps (MARKUP,
// from briscola/app/saved/paint.py): each write is parsed into a <template> of a document of its
// own (inert: nothing in it runs or loads), and every other element (with what it holds), attribute, comment, and any
// picture but the site's own, is dropped before the rest goes into the page. A record that
// held anything dropped is not the game's own: Python does not take it over but writes the
// screen afresh. So a hand-edited record cannot navigate the page away (<meta http-equiv>),
// change its base or styles, frame or fetch anything from another origin, or submit a form.
//
// Until Python is ready (<body data-ready>) the painted screen is not interactive: a quiet
// "Caricamento…" sits in the bar, the menu and the other screens are inert, and the first
// click on a playable card of the hand is held: the card is marked, the bar says it will be
// played, and the click is carried out once the game is ready. Python takes the painted
// HTML over as written (window.briscolaPaint.shown), so nothing is replaced.
//
// The words come from briscola/i18n ("loading", "paint.*"), MARKUP from
// briscola/app/saved/paint.py and BUILD is the build's id: the site build writes them in place of
// the markers below.
(function () {
  "use strict";

  var WORDS = /* build: words */ null;
  var MARKUP = /* build: markup */ null;
  var BUILD = "/* build: id */";
  var MAX_CHARS = 150000; // briscola/app/saved/paint.py MAX_CHARS
  var SCREENS = ["start", "table", "result"];
  var ALL_SCREENS = ["loading", "start", "table", "result", "rules", "data"];
  var STATE = ["screen", "phase", "hold", "following", "felt"];
  var PLAYABLE = "#t-hand button.card[data-act=play]:not([aria-disabled=true])";
  var HTML_NS = "http://www.w3.org/1999/xhtml";
  var SVG_NS = "http://www.w3.org/2000/svg";
  // The card pictures (briscola/ui/markup/html.py card_url, CardArt): a file of static/ or
  // of static/decks/, a fragment.
  var PICTURE = /^\.\/static\/(decks\/)?[\w.-]+(#[\w-]*)?$/;

  var built = BUILD.indexOf("build:") < 0 && MARKUP !== null;
  var api = { build: built ? BUILD : null, shown: null };
  window.briscolaPaint = api;
  if (!built) return;

  var prefix = "briscola:" + location.pathname.replace(/[^/]*$/, "") + ":v1:";
  var body = document.body;
  var note = null;
  var inert = [];
  var held = null;

  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }

  var CRC_TABLE = (function () {
    var table = [];
    for (var n = 0; n < 256; n++) {
      var c = n;
      for (var k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table.push(c >>> 0);
    }
    return table;
  })();

  function crc32(crc, bytes) {
    // zlib.crc32(bytes, crc): chained calls give the CRC of the concatenated bytes.
    var c = ~crc;
    for (var i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
    return ~c >>> 0;
  }

  function checksum(texts) {
    // As briscola/app/saved/paint.py: a marker byte UTF-8 never uses, then the text's UTF-8 bytes.
    var encoder = new TextEncoder();
    var crc = 0;
    texts.forEach(function (text) {
      if (text === null) {
        crc = crc32(crc, [0xfe]);
      } else {
        crc = crc32(crc32(crc, [0xff]), encoder.encode(text));
      }
    });
    return ("0000000" + crc.toString(16)).slice(-8);
  }

  function isText(value) {
    return typeof value === "string";
  }

  function record() {
    // The saved render, if it may be shown now; null otherwise.
    if (location.hash === "#rules") return null; // the page opens on the rules
    var text = read(prefix + "paint");
    if (!text || text.length > MAX_CHARS) return null;
    var data;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return null;
    }
    if (!data || data.v !== 1 || data.build !== BUILD || SCREENS.indexOf(data.screen) < 0) {
      return null;
    }
    if (![data.sum, data.lang, data.title].every(isText) || !Array.isArray(data.writes)) {
      return null;
    }
    if (!data.state || typeof data.state !== "object") return null;
    if (data.sum !== checksum([read(prefix + "settings"), read(prefix + "session")])) {
      return null;
    }
    data.text = text;
    return data;
  }

  function allowed(list) {
    var set = {};
    list.forEach(function (name) { set[name] = true; });
    return set;
  }

  var TAGS = { html: allowed(MARKUP ? MARKUP.html : []), svg: allowed(MARKUP ? MARKUP.svg : []) };
  var ATTRIBUTES = allowed(MARKUP ? MARKUP.attributes : []);

  function keeps(element) {
    // Whether the page writes such an element (an HTML or SVG one of the lists).
    var space = element.namespaceURI === HTML_NS ? "html"
      : element.namespaceURI === SVG_NS ? "svg" : "";
    return space !== "" && TAGS[space][element.localName] === true;
  }

  function cleanAttributes(element) {
    // Drop the attributes the page never writes; the number dropped.
    var dropped = 0;
    var names = [];
    for (var i = 0; i < element.attributes.length; i++) names.push(element.attributes[i].name);
    names.forEach(function (name) {
      var lower = name.toLowerCase();
      var kept = ATTRIBUTES[lower] === true && (lower !== "src"
        || (element.localName === "img" && PICTURE.test(element.getAttribute(name))));
      if (!kept) {
        element.removeAttribute(name);
        dropped += 1;
      }
    });
    return dropped;
  }

  function clean(root) {
    // Keep, under root, the text and the elements and attributes the page writes; drop the
    // rest (an element with all it holds). The number of things dropped.
    var dropped = 0;
    var parents = [root];
    while (parents.length) {
      var parent = parents.pop();
      var child = parent.firstChild;
      while (child) {
        var next = child.nextSibling;
        if (child.nodeType === Node.ELEMENT_NODE && keeps(child)) {
          dropped += cleanAttributes(child);
          parents.push(child);
        } else if (child.nodeType !== Node.TEXT_NODE) {
          parent.removeChild(child);
          dropped += 1;
        }
        child = next;
      }
    }
    return dropped;
  }

  function target(id) {
    // The element a write goes into: the bar, or an element of <main>; null otherwise.
    var element = isText(id) ? document.getElementById(id) : null;
    var main = document.getElementById("main");
    if (!element || !(id === "nav" || (main && main !== element && main.contains(element)))) {
      return null;
    }
    return element;
  }

  function paint(data) {
    // Write the record's HTML in order (the table's frame first, then its regions), cleaned;
    // if an element is missing, clear what was written and leave the loader. The number of
    // things cleaned away, or -1 when nothing was painted.
    var written = [];
    var dropped = 0;
    // A template of a document of its own: nothing in it runs, loads, or is even checked
    // against the page's Content Security Policy (which would report what it never applies).
    var template = document.implementation.createHTMLDocument("").createElement("template");
    for (var i = 0; i < data.writes.length; i++) {
      var pair = data.writes[i];
      var element = Array.isArray(pair) && isText(pair[1]) ? target(pair[0]) : null;
      if (!element) {
        written.forEach(function (each) { each.textContent = ""; });
        return -1;
      }
      template.innerHTML = pair[1];
      dropped += clean(template.content);
      element.replaceChildren(template.content);
      written.push(element);
    }
    ALL_SCREENS.forEach(function (name) {
      var section = document.getElementById("screen-" + name);
      if (section) section.hidden = name !== data.screen;
    });
    STATE.forEach(function (name) {
      if (isText(data.state[name])) body.dataset[name] = data.state[name];
    });
    document.documentElement.lang = data.lang;
    document.title = data.title;
    return dropped;
  }

  function word(key, lang) {
    var table = (WORDS && (WORDS[lang] || WORDS.it)) || {};
    return table[key] || "";
  }

  function makeInert(element) {
    if (element && !element.inert) {
      element.inert = true;
      inert.push(element);
    }
  }

  function onSubmit(event) {
    // A form of the painted screen is not sent: nothing acts before the game is ready.
    event.preventDefault();
    event.stopPropagation();
  }

  function onClick(event) {
    // Before the game is ready nothing on the painted screen acts; the first click on a
    // playable card is held and carried out when the game is ready.
    event.preventDefault();
    event.stopPropagation();
    var card = event.target && event.target.closest ? event.target.closest(PLAYABLE) : null;
    if (!card || held) return;
    held = card;
    card.dataset.held = "1";
    note.textContent = word("paint.held", document.documentElement.lang);
  }

  function release(ready) {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("submit", onSubmit, true);
    inert.forEach(function (element) { element.inert = false; });
    if (note) note.remove();
    delete body.dataset.painted;
    var card = held;
    held = null;
    if (!card) return;
    delete card.dataset.held;
    if (!ready) return;
    // Python keeps the painted elements, so the card is normally the same element; if the
    // hand was written again meanwhile, the same card of the new hand is clicked.
    var target = card.isConnected ? card : document.querySelector(
      '#t-hand button.card[data-act=play][data-arg="' + CSS.escape(card.dataset.arg || "") + '"]');
    if (target) target.click();
  }

  function wait() {
    new MutationObserver(function (changes, observer) {
      var ready = Boolean(body.dataset.ready);
      if (!ready && body.dataset.boot !== "failed") return;
      observer.disconnect();
      try {
        release(ready);
      } catch (error) {
        console.error("briscola: saved render:", error);
      }
    }).observe(body, { attributes: true, attributeFilter: ["data-ready", "data-boot"] });
  }

  try {
    if (body.dataset.ready) return;
    var data = record();
    var dropped = data ? paint(data) : -1;
    if (dropped < 0) return;
    if (dropped > 0) console.warn("briscola: the saved render held markup the game never writes");
    else api.shown = data.text;
    body.dataset.painted = "1";
    note = document.createElement("p");
    note.id = "paint-note";
    note.className = "paint-note";
    note.setAttribute("role", "status");
    note.textContent = word("loading", data.lang);
    var nav = document.getElementById("nav");
    if (nav && nav.parentNode) nav.parentNode.insertBefore(note, nav);
    makeInert(nav);
    if (data.screen !== "table") makeInert(document.getElementById("screen-" + data.screen));
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    wait();
    performance.mark("briscola:painted");
  } catch (error) {
    // Never break the page: the loader stays, and Python starts as it would anyway.
    console.error("briscola: saved render not painted:", error);
  }
})();
