/* liuren edition: view switch, emendation notes, report filters, search.
   No network, no innerHTML with text from the edition: every string goes through
   textContent. Works from file:// (the search index is a plain <script>). */
(function () {
  "use strict";
  var body = document.body;

  /* ---- examples.html#ex-s003-…: the card is on its source's examples page; go on there ---- */
  var wanted = decodeURIComponent(window.location.hash.slice(1));
  if (wanted && !document.getElementById(wanted)) {
    var pages = document.querySelectorAll("a[data-prefixes]");
    for (var pi = 0; pi < pages.length; pi++) {
      var pre = pages[pi].getAttribute("data-prefixes").split(" ");
      for (var pj = 0; pj < pre.length; pj++) {
        if (pre[pj] && wanted.indexOf(pre[pj]) === 0) {
          window.location.replace(pages[pi].getAttribute("href") + "#" + encodeURIComponent(wanted));
          return;
        }
      }
    }
  }

  /* ---- reading / diplomatic switch ---- */
  function setView(v) {
    if (v !== "reading" && v !== "diplomatic") { v = "reading"; }
    if (!body.classList.contains("view-" + v)) {      // unchanged: no style work at load
      body.classList.remove("view-reading", "view-diplomatic");
      body.classList.add("view-" + v);
    }
    var radios = document.querySelectorAll('input[name="view"]');
    for (var i = 0; i < radios.length; i++) { radios[i].checked = radios[i].value === v; }
    try { window.localStorage.setItem("liuren-view", v); } catch (e) { /* storage off */ }
  }
  var radios = document.querySelectorAll('input[name="view"]');
  for (var i = 0; i < radios.length; i++) {
    radios[i].addEventListener("change", function (ev) { setView(ev.target.value); });
  }
  if (radios.length) {
    var saved = null;
    try { saved = window.localStorage.getItem("liuren-view"); } catch (e) { saved = null; }
    setView(saved || "reading");
  }

  /* ---- witness switch: each variant site shows the reading of the witness chosen (the
     base's by default: its own text); the site's note lists every reading ---- */
  var wits = document.querySelectorAll('input[name="witness"]');
  if (wits.length) {
    var baseWit = wits[0].value, more = {};
    var later = document.querySelectorAll("#text span.vb[data-var]");   // a site's later parts
    for (var li = 0; li < later.length; li++) {
      var vid = later[li].getAttribute("data-var");
      (more[vid] = more[vid] || []).push(later[li]);
    }
    var setWitness = function (w) {
      var sites = document.querySelectorAll("#text .var[data-var]");
      for (var si = 0; si < sites.length; si++) {
        var site = sites[si], shown = false;
        for (var c = site.firstElementChild; c; c = c.nextElementSibling) {
          if (!c.classList.contains("vr")) { continue; }
          var on = w !== baseWit && (" " + c.getAttribute("data-wit") + " ").indexOf(" " + w + " ") >= 0;
          c.hidden = !on;
          shown = shown || on;
        }
        var parts = (more[site.getAttribute("data-var")] || []).concat([site.querySelector(".vb")]);
        for (var pk = 0; pk < parts.length; pk++) { if (parts[pk]) { parts[pk].hidden = shown; } }
      }
      for (var wi = 0; wi < wits.length; wi++) { wits[wi].checked = wits[wi].value === w; }
    };
    for (var wj = 0; wj < wits.length; wj++) {
      wits[wj].addEventListener("change", function (ev) { setWitness(ev.target.value); });
    }
    // a link from the search page: src-….html?wit=WYG#L45 opens the page in that witness
    var askedWit = new URLSearchParams(window.location.search).get("wit");
    for (var wk = 1; wk < wits.length; wk++) { if (wits[wk].value === askedWit) { setWitness(askedWit); } }
  }

  /* ---- emendation and variant notes: hidden until their button is pressed; then shown under
     the button's line, with the focus in the note; Escape closes it and returns to the button ---- */
  var buttons = document.querySelectorAll("button.em[aria-controls], button.var[aria-controls]");
  var opened = [];          // buttons whose note is open, the last opened last
  var cursor = null;        // the reading position: the last element focused in the text
  function note(btn) { return document.getElementById(btn.getAttribute("aria-controls")); }
  function place(btn, n) {
    if (n.classList.contains("at-button")) { return; }
    // in a 神煞 table the spirits are a list of short items: the note goes under the list
    var list = btn.closest("ul.spirits");
    var after = list || btn;
    after.insertAdjacentElement("afterend", n);
    n.classList.add("at-button");
    var close = n.querySelector(".em-close");
    if (close) {
      close.hidden = false;
      close.addEventListener("click", function () { toggle(btn, false); btn.focus(); });
    }
  }
  function toggle(btn, open, focusNote) {
    var n = note(btn);
    if (!n) { return; }
    if (open === undefined) { open = n.hidden; }
    if (open) { place(btn, n); }
    n.hidden = !open;
    btn.setAttribute("aria-expanded", open ? "true" : "false");
    var k = opened.indexOf(btn);
    if (k >= 0) { opened.splice(k, 1); }
    if (open) {
      opened.push(btn);
      if (focusNote) { n.focus({preventScroll: true}); }
      var r = n.getBoundingClientRect();
      if (r.bottom > window.innerHeight || r.top < 0) {
        n.scrollIntoView({block: r.height > window.innerHeight * 0.8 ? "start" : "nearest"});
      }
    }
  }
  for (var j = 0; j < buttons.length; j++) {
    buttons[j].addEventListener("click", function (ev) { toggle(ev.currentTarget, undefined, true); });
  }
  document.addEventListener("keydown", function (ev) {
    if (ev.key !== "Escape" || !opened.length) { return; }
    // the note that holds the focus, or the one opened last
    var btn = opened[opened.length - 1];
    for (var k = 0; k < opened.length; k++) {
      var n = note(opened[k]);
      if (n && (n.contains(document.activeElement) || document.activeElement === opened[k])) { btn = opened[k]; }
    }
    toggle(btn, false);
    btn.focus();
  });

  /* ---- links to a card (or into closed <details>) open it, every time; the address's
     fragment follows the card: opened → #its-id, closed → no fragment ---- */
  function reveal(id) {
    var el = id && document.getElementById(id);
    if (!el) { return null; }
    for (var d = el; d; d = d.parentElement) {
      if (d.tagName === "DETAILS") { d.open = true; }
    }
    return el;
  }
  function openHash() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    if (id.indexOf("note-") === 0) {
      var b = document.querySelector('button[aria-controls="' + CSS.escape(id) + '"]');
      if (b) { toggle(b, true, true); return; }
    }
    var el = reveal(id);
    // a card, or a row in a group that was closed when the browser scrolled to it
    if (el && (el.tagName === "DETAILS" || el.tagName === "TR")) { el.scrollIntoView(); }
  }
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest ? ev.target.closest("a[href]") : null;
    if (!a || a.hash.length < 2 || a.pathname !== window.location.pathname) { return; }
    if (a.hasAttribute("data-next")) { return; }
    var id = decodeURIComponent(a.hash.slice(1));
    if (id.indexOf("note-") === 0) { return; }         // hashchange opens the note
    if (a.classList.contains("skip")) {                 // skip links move the focus, open nothing
      var to = document.getElementById(id);
      if (!to) { return; }
      ev.preventDefault();
      to = to.tagName === "DETAILS" ? to.querySelector("summary") : to;
      if (!to.matches("a, button, summary, [tabindex]")) { to.setAttribute("tabindex", "-1"); }
      to.focus({preventScroll: true});
      to.scrollIntoView({block: to.id === "text" || to.id === "main" ? "start" : "center"});
      cursor = to;
      return;
    }
    var el = reveal(id);
    if (el && a.hash === window.location.hash) {        // no hashchange will come: scroll now
      ev.preventDefault();
      el.scrollIntoView();
    }
  });
  document.addEventListener("toggle", function (ev) {
    var d = ev.target;
    if (!d.classList || !d.classList.contains("card") || !d.id) { return; }
    var here = window.location.hash === "#" + d.id;
    try {
      if (d.open && !here) { history.replaceState(null, "", "#" + d.id); }
      if (!d.open && here) { history.replaceState(null, "", window.location.pathname + window.location.search); }
    } catch (e) { /* an address that cannot change */ }
  }, true);
  window.addEventListener("hashchange", openHash);
  openHash();

  /* ---- per-page navigation: the next emendation / example after the reading position ---- */
  var text = document.getElementById("text");
  if (text) { text.addEventListener("focusin", function (ev) { cursor = ev.target; }); }
  function visible(el) {
    var r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  }
  function targets(kind) {
    if (kind === "em") { return Array.prototype.slice.call(document.querySelectorAll("#text button.em")); }
    if (kind === "var") { return Array.prototype.slice.call(document.querySelectorAll("#text button.var")); }
    return Array.prototype.slice.call(document.querySelectorAll(
      ".cards-here > details > summary, .cards-here > .scroll > table.checks[id]"));
  }
  function next(kind) {
    var all = targets(kind);
    if (!all.length) { return null; }
    var nav = document.querySelector("nav.pagenav");
    var top = nav ? nav.getBoundingClientRect().bottom + 2 : 0;
    if (cursor && document.body.contains(cursor) && visible(cursor)) {
      for (var i = 0; i < all.length; i++) {
        if ((cursor.compareDocumentPosition(all[i]) & Node.DOCUMENT_POSITION_FOLLOWING) &&
            !cursor.contains(all[i]) && !all[i].contains(cursor)) { return all[i]; }
      }
      return all[0];
    }
    for (var k = 0; k < all.length; k++) {
      if (all[k].getBoundingClientRect().top > top) { return all[k]; }
    }
    return all[0];
  }
  var nexts = document.querySelectorAll("nav.pagenav a[data-next]");
  for (var q = 0; q < nexts.length; q++) {
    nexts[q].addEventListener("click", function (ev) {
      var el = next(ev.currentTarget.getAttribute("data-next"));
      if (!el) { return; }
      ev.preventDefault();
      cursor = el;
      el.focus({preventScroll: true});
      el.scrollIntoView({block: "center"});
    });
  }

  /* ---- boxes that scroll sideways: focusable, labelled and marked, only when they do ---- */
  function scrollBoxes() {
    var boxes = document.querySelectorAll(".scroll");
    for (var s = 0; s < boxes.length; s++) {
      var box = boxes[s], over = box.scrollWidth > box.clientWidth + 1;
      box.classList.toggle("overflows", over);
      if (over) {
        var cap = box.querySelector("caption");
        box.setAttribute("tabindex", "0");
        box.setAttribute("role", "region");
        box.setAttribute("aria-label", (box.getAttribute("data-label") || (cap ? cap.textContent : "table")) +
                         " (scrolls sideways)");
      } else {
        box.removeAttribute("tabindex");
        box.removeAttribute("role");
        box.removeAttribute("aria-label");
      }
    }
  }
  // after the load event: reading scrollWidth lays the page out, which the first paint does anyway
  if (document.readyState === "complete") {
    scrollBoxes();
    document.documentElement.setAttribute("data-ready", "");
  } else {
    window.addEventListener("load", function () {
      window.setTimeout(function () { scrollBoxes(); document.documentElement.setAttribute("data-ready", ""); }, 0);
    });
  }
  var resizing = null;
  window.addEventListener("resize", function () {
    window.clearTimeout(resizing);
    resizing = window.setTimeout(scrollBoxes, 150);
  });

  /* ---- consistency report filters ---- */
  var fs = document.getElementById("f-source"), fst = document.getElementById("f-status");
  if (fs && fst) {
    var refilter = function () {
      var rows = document.querySelectorAll("#report tbody tr"), shown = 0;
      for (var r = 0; r < rows.length; r++) {
        var st = rows[r].getAttribute("data-status");
        var ok = (!fs.value || rows[r].getAttribute("data-source") === fs.value) &&
                 (!fst.value || st === fst.value || (fst.value.charAt(0) === "!" && st !== fst.value.slice(1)));
        rows[r].hidden = !ok;
        if (ok) { shown++; }
      }
      document.getElementById("f-count").textContent = shown + " findings";
    };
    fs.addEventListener("change", refilter);
    fst.addEventListener("change", refilter);
    // a link from the home page's badges: report.html?source=FILE&status=STATUS
    var asked = new URLSearchParams(window.location.search);
    if (asked.has("source") || asked.has("status")) {
      if (asked.has("source")) { fs.value = asked.get("source"); }
      if (asked.has("status")) { fst.value = asked.get("status"); }
      refilter();
    }
  }

  /* ---- search (search.html) ---- */
  var IDX = window.LIUREN_INDEX, form = document.getElementById("search-form");
  if (!IDX || !form) { return; }
  var map = IDX.map, words = IDX.words;
  // edition.core.normalize.fold, shipped as a table (edition.publish.html.searchindex): NFC, the
  // character table, then the whole-word variants; the length never changes
  function norm(s) {
    s = s.normalize("NFC");
    var out = "";
    for (var i = 0; i < s.length; i++) {
      var c = s.charAt(i);
      // astral characters: keep the surrogate pair as it is
      var cp = s.codePointAt(i);
      if (cp > 0xffff) { out += String.fromCodePoint(cp); i++; continue; }
      out += Object.prototype.hasOwnProperty.call(map, c) ? map[c] : c;
    }
    for (var w = 0; w < words.length; w++) { out = out.split(words[w][0]).join(words[w][1]); }
    return out;
  }
  var rows = IDX.rows.map(function (r) {
    return {src: r[0], line: r[1], lang: r[2], text: r[3], reading: r[4] || null, id: r[5],
            rules: r[6], n: norm(r[3]), nr: r[4] ? norm(r[4]) : null,
            at: r[7] || r[1]};        // another witness's block: the base line that shows it
  });
  var ruleNames = IDX.rules || {};
  var status = document.getElementById("search-status");
  var list = document.getElementById("results");
  var input = document.getElementById("q");

  // the page that shows a line: a text shown over several pages has the first line of each
  function pageOf(s, line) {
    var page = s.page;
    for (var i = 0; s.parts && i < s.parts.length; i++) {
      if (s.parts[i][0] <= line) { page = s.parts[i][1]; }
    }
    return page;
  }
  function snippet(text, start, len) {
    var a = Math.max(0, start - 30), b = Math.min(text.length, start + len + 30);
    var frag = document.createDocumentFragment();
    frag.appendChild(document.createTextNode((a > 0 ? "…" : "") + text.slice(a, start)));
    var m = document.createElement("mark");
    m.textContent = text.slice(start, start + len);
    frag.appendChild(m);
    frag.appendChild(document.createTextNode(text.slice(start + len, b) + (b < text.length ? "…" : "")));
    return frag;
  }
  // example cards and 課 pages, folded by the same table (edition.publish.html.searchindex)
  var cardRows = (IDX.cards || []).map(function (c) {
    return {href: c[0], title: c[1], status: c[2], text: c[3], label: c[4], n: norm(c[3])};
  });
  var keRows = (IDX.ke || []).map(function (k) { return {href: k[0], title: k[1], text: k[2], n: norm(k[2])}; });
  var more = {card: document.getElementById("results-cards"), ke: document.getElementById("results-ke")};
  function otherHits(rowsOf, nq, kind) {
    var hits = [];
    for (var i = 0; i < rowsOf.length; i++) {
      var at = rowsOf[i].n.indexOf(nq);
      if (at >= 0) { hits.push({r: rowsOf[i], at: at}); }
    }
    return hits;
  }
  function showOther(hits, nq, kind) {
    var ol = more[kind];
    if (!ol) { return; }
    ol.parentElement.hidden = !hits.length;
    var count = ol.parentElement.querySelector(".count");
    if (count) { count.textContent = " (" + hits.length + ")"; }
    for (var h = 0; h < Math.min(hits.length, 200); h++) {
      var hit = hits[h];
      var li = document.createElement("li");
      li.className = "hit " + kind;
      var a = document.createElement("a");
      a.href = hit.r.href;
      a.lang = "zh-Hant";
      a.textContent = hit.r.title;
      li.appendChild(a);
      if (hit.r.status) {
        var badge = document.createElement("span");
        badge.className = "badge st-" + hit.r.status;
        badge.textContent = hit.r.label;
        li.appendChild(document.createTextNode(" "));
        li.appendChild(badge);
      }
      var p = document.createElement("p");
      p.lang = "zh-Hant";
      p.appendChild(snippet(hit.r.text, hit.at, nq.length));
      li.appendChild(p);
      ol.appendChild(li);
    }
  }
  function run(q) {
    [list, more.card, more.ke].forEach(function (ol) {
      if (!ol) { return; }
      while (ol.firstChild) { ol.removeChild(ol.firstChild); }
      if (ol !== list) { ol.parentElement.hidden = true; }
    });
    var nq = norm(q.trim());
    if (!nq) { status.textContent = "Type a query."; return; }
    var hits = [];
    for (var i = 0; i < rows.length; i++) {
      var r = rows[i], at = r.n.indexOf(nq), which = "printed";
      if (at < 0 && r.nr) { at = r.nr.indexOf(nq); which = "reading"; }
      if (at < 0) { continue; }
      // passages linked to a rule named like the query come first
      var named = 1;
      for (var k = 0; k < r.rules.length; k++) {
        var names = ruleNames[r.rules[k]] || [];
        for (var m = 0; m < names.length; m++) { if (norm(names[m]) === nq) { named = 0; } }
      }
      hits.push({r: r, at: at, which: which, rank: named});
    }
    hits.sort(function (a, b) { return a.rank - b.rank || a.r.src - b.r.src || a.r.line - b.r.line; });
    var cardHits = otherHits(cardRows, nq), keHits = otherHits(keRows, nq);
    var shown = Math.min(hits.length, 200);
    status.textContent = hits.length + (hits.length === 1 ? " passage" : " passages") +
      (hits.length > shown ? " (first " + shown + " shown)" : "") + ", " +
      cardHits.length + (cardHits.length === 1 ? " example card" : " example cards") + ", " +
      keHits.length + (keHits.length === 1 ? " 課 page" : " 課 pages") + " for “" + q.trim() + "”";
    for (var h = 0; h < shown; h++) {
      var hit = hits[h], s = IDX.sources[hit.r.src];
      var li = document.createElement("li");
      li.className = "hit " + hit.r.lang;
      var a = document.createElement("a");
      a.href = pageOf(s, hit.r.at) + (s.wit ? "?wit=" + encodeURIComponent(s.wit) : "") + "#L" + hit.r.at;
      a.textContent = s.file + ":" + hit.r.line;
      a.className = "cite";
      li.appendChild(a);
      var title = document.createElement("span");
      title.className = "muted";
      title.textContent = " " + s.title + (hit.which === "reading" ? " · in the corrected reading" : "");
      li.appendChild(title);
      var p = document.createElement("p");
      p.lang = hit.r.lang === "ko" ? "ko" : "zh-Hant";
      var text = hit.which === "reading" ? hit.r.reading : hit.r.text;
      p.appendChild(snippet(text, hit.at, nq.length));
      li.appendChild(p);
      list.appendChild(li);
    }
    showOther(cardHits, nq, "card");
    showOther(keHits, nq, "ke");
  }
  window.LiurenSearch = {norm: norm, run: run};
  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    run(input.value);
    try { window.history.replaceState(null, "", "?q=" + encodeURIComponent(input.value)); } catch (e) { /* file:// */ }
  });
  var initial = new URLSearchParams(window.location.search).get("q");
  if (initial) { input.value = initial; run(initial); }
})();
/* print: open every card (and every printing's layout) so its plate is on paper */
window.addEventListener("beforeprint", function () {
  var d = document.querySelectorAll("details.card, details.as-printed, details.cards-group");
  for (var i = 0; i < d.length; i++) { d[i].open = true; }
});
