// Client-side search over class, Java, op and facade names; "tf.math.add" finds Add.
(function () {
  var box = document.getElementById("search"), hits = document.getElementById("hits");
  var root = document.body.dataset.root || "";
  function norm(s) { return s.toLowerCase().replace(/[^a-z0-9]/g, ""); }
  var items = (window.SEARCH_INDEX || []).map(function (e) {
    var last = e.f ? e.f.split(".").pop() : "";
    return { e: e, keys: [e.n, e.j, e.o, e.f, last].filter(Boolean).map(norm) };
  });
  box.addEventListener("keydown", function (ev) {
    var first = hits.querySelector("a");
    if (ev.key === "Enter" && first) { window.location.href = first.href; }
    if (ev.key === "Escape") { box.value = ""; hits.innerHTML = ""; }
  });
  box.addEventListener("input", function () {
    var q = norm(box.value); hits.innerHTML = "";
    if (!q) return;
    var scored = [];
    items.forEach(function (it) {
      var best = 9;
      it.keys.forEach(function (k) { if (k === q) best = Math.min(best, 0); else if (k.indexOf(q) === 0) best = Math.min(best, 1); else if (k.indexOf(q) >= 0) best = Math.min(best, 2); });
      if (best < 9) scored.push([best, it.e.n.length, it.e.n, it.e]);
    });
    scored.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : 1); });
    scored.slice(0, 20).forEach(function (s) {
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = root + s[3].u; a.textContent = s[3].n; var small = document.createElement("small");
      small.textContent = " " + s[3].j; a.appendChild(small); li.appendChild(a); hits.appendChild(li);
    });
  });
})();
