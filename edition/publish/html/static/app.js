/* liuren edition: view switch, emendation notes, report filters, search.
   No network, no innerHTML with text from the edition: every string goes through
   textContent. Works from file:// (the search index is a plain <script>). */
(function () {
  "use strict";
  var body = document.body;

  /* ---- reading / diplomatic switch ---- */
  function setView(v) {
    if (v !== "reading" && v !== "diplomatic") { v = "reading"; }
    body.classList.remove("view-reading", "view-diplomatic");
    body.classList.add("view-" + v);
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

  /* ---- emendation notes: hidden until their button is pressed ---- */
  var buttons = document.querySelectorAll("button.em[aria-controls]");
  function note(btn) { return document.getElementById(btn.getAttribute("aria-controls")); }
  function toggle(btn, open) {
    var n = note(btn);
    if (!n) { return; }
    if (open === undefined) { open = n.hidden; }
    n.hidden = !open;
    btn.setAttribute("aria-expanded", open ? "true" : "false");
  }
  for (var j = 0; j < buttons.length; j++) {
    var n = note(buttons[j]);
    if (n) { n.hidden = true; }
    buttons[j].addEventListener("click", function (ev) { toggle(ev.currentTarget); });
  }
  document.addEventListener("keydown", function (ev) {
    if (ev.key !== "Escape") { return; }
    var open = document.querySelectorAll('button.em[aria-expanded="true"]');
    for (var k = 0; k < open.length; k++) { toggle(open[k], false); }
    if (open.length) { open[open.length - 1].focus(); }
  });
  function openHash() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    if (id.indexOf("note-") === 0) {
      var b = document.querySelector('button.em[aria-controls="' + CSS.escape(id) + '"]');
      if (b) { toggle(b, true); }
    }
    var el = id && document.getElementById(id);
    if (el && el.tagName === "DETAILS") { el.open = true; }
  }
  window.addEventListener("hashchange", openHash);
  openHash();

  /* ---- consistency report filters ---- */
  var fs = document.getElementById("f-source"), fst = document.getElementById("f-status");
  if (fs && fst) {
    var refilter = function () {
      var rows = document.querySelectorAll("#report tbody tr"), shown = 0;
      for (var r = 0; r < rows.length; r++) {
        var ok = (!fs.value || rows[r].getAttribute("data-source") === fs.value) &&
                 (!fst.value || rows[r].getAttribute("data-status") === fst.value);
        rows[r].hidden = !ok;
        if (ok) { shown++; }
      }
      document.getElementById("f-count").textContent = shown + " findings";
    };
    fs.addEventListener("change", refilter);
    fst.addEventListener("change", refilter);
  }

  /* ---- search (search.html) ---- */
  var IDX = window.LIUREN_INDEX, form = document.getElementById("search-form");
  if (!IDX || !form) { return; }
  var map = IDX.map, words = IDX.words;
  // edition.normalize.fold, shipped as a table (edition.html.searchindex): NFC, the
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
            rules: r[6], n: norm(r[3]), nr: r[4] ? norm(r[4]) : null};
  });
  var ruleNames = IDX.rules || {};
  var status = document.getElementById("search-status");
  var list = document.getElementById("results");
  var input = document.getElementById("q");

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
  function run(q) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
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
    var shown = Math.min(hits.length, 200);
    status.textContent = hits.length + (hits.length === 1 ? " passage" : " passages") +
      (hits.length > shown ? " (first " + shown + " shown)" : "") + " for “" + q.trim() + "”";
    for (var h = 0; h < shown; h++) {
      var hit = hits[h], s = IDX.sources[hit.r.src];
      var li = document.createElement("li");
      li.className = "hit " + hit.r.lang;
      var a = document.createElement("a");
      a.href = s.page + "#L" + hit.r.line;
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
  var d = document.querySelectorAll("details.card, details.as-printed");
  for (var i = 0; i < d.length; i++) { d[i].open = true; }
});
