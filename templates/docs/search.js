// Client-side search over class, Java, op and facade names ("tf.math.add" finds Add) and the
// members of runtime classes ("tensorOf", "Runner.feed"); arrow keys and Enter pick a hit.
// Also scrolls the sidebar to the current page.
(function () {
  var box = document.getElementById("search"), hits = document.getElementById("hits");
  var root = document.body.dataset.root || "";
  var active = -1;
  function norm(s) { return s.toLowerCase().replace(/[^a-z0-9]/g, ""); }
  var items = [];
  (window.SEARCH_INDEX || []).forEach(function (e) {
    var last = e.f ? e.f.split(".").pop() : "";
    items.push({ n: e.n, j: e.j, u: e.u, member: 0,
                 keys: [e.n, e.j, e.o, e.f, last].filter(Boolean).map(norm) });
    // Members the class declares rank before those it inherits from another class's page.
    [[e.m, 1], [e.i, 2]].forEach(function (list) {
      (list[0] || []).forEach(function (m) {
        var parts = m.split("."), keys = [m, e.n + "." + m, e.j + "." + m];
        if (parts.length > 1) keys.push(parts[parts.length - 1]);
        items.push({ n: e.n + "." + m, j: e.j + "." + m, u: e.u + "#" + m, member: list[1],
                     keys: keys.map(norm) });
      });
    });
  });
  function links() { return hits.querySelectorAll("a"); }
  function select(i) {
    var all = links();
    if (!all.length) { active = -1; return; }
    active = (i + all.length) % all.length;
    all.forEach(function (a, k) {
      a.classList.toggle("active", k === active);
      a.setAttribute("aria-selected", k === active ? "true" : "false");
    });
    all[active].scrollIntoView({ block: "nearest" });
    box.setAttribute("aria-activedescendant", all[active].id);
  }
  box.addEventListener("keydown", function (ev) {
    var all = links();
    if (ev.key === "ArrowDown") { ev.preventDefault(); select(active + 1); }
    else if (ev.key === "ArrowUp") { ev.preventDefault(); select(active - 1); }
    else if (ev.key === "Enter" && all.length) {
      ev.preventDefault(); window.location.href = all[Math.max(active, 0)].href;
    } else if (ev.key === "Escape") { box.value = ""; hits.innerHTML = ""; active = -1; }
  });
  box.addEventListener("input", function () {
    var q = norm(box.value); hits.innerHTML = ""; active = -1;
    if (!q) return;
    var scored = [];
    items.forEach(function (it) {
      var best = 9;
      // Exact, then prefix, then substring; the first key (the name itself) counts most.
      it.keys.forEach(function (k, i) {
        var level = k === q ? 0 : k.indexOf(q) === 0 ? 1 : k.indexOf(q) >= 0 ? 2 : 9;
        best = Math.min(best, level + (i ? 0.5 : 0));
      });
      if (best < 9) scored.push([best, it.member, it.n.length, it.n, it]);
    });
    scored.sort(function (a, b) {
      return a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || (a[3] < b[3] ? -1 : 1);
    });
    scored.slice(0, 30).forEach(function (s, k) {
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = root + s[4].u; a.textContent = s[4].n; a.id = "hit-" + k;
      a.setAttribute("role", "option");
      var small = document.createElement("small");
      small.textContent = " " + s[4].j; a.appendChild(small); li.appendChild(a); hits.appendChild(li);
    });
    select(0);
  });
  // The sidebar shows the current page: scrolled so that its entry is in the middle.
  var side = document.querySelector(".sidebar"), toggle = document.getElementById("nav-toggle");
  function reveal() {
    var cur = side && side.querySelector(".nav-classes li.current");
    if (!cur || !side.clientHeight) return;
    side.scrollTop += cur.getBoundingClientRect().top - side.getBoundingClientRect().top
      - (side.clientHeight - cur.offsetHeight) / 2;
  }
  reveal();
  if (toggle) toggle.addEventListener("change", reveal);
})();
