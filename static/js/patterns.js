// The 課體 step: pointing at (or focusing) a pattern highlights the chart parts that fired it.
// Parts are found by the drawing's data-branch / data-part attributes. Loaded once; delegated events.
(function () {
  if (window.liurenPatterns) return;
  window.liurenPatterns = true;

  function targets(item) {
    var root = document.getElementById("chart-steps") || document;
    var found = [];
    (item.dataset.branches || "").split(" ").filter(Boolean).forEach(function (b) {
      found = found.concat(Array.from(root.querySelectorAll('[data-branch="' + b + '"]')));
    });
    (item.dataset.parts || "").split(" ").filter(Boolean).forEach(function (p) {
      found = found.concat(Array.from(root.querySelectorAll('[data-part="' + p + '"]')));
    });
    return found;
  }

  function show(item, on) {
    item.classList.toggle("pattern-active", on);
    targets(item).forEach(function (el) { el.classList.toggle("pattern-hl", on); });
  }

  ["mouseover", "focusin"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var item = event.target.closest && event.target.closest(".pattern-match");
      if (item) show(item, true);
    });
  });
  ["mouseout", "focusout"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var item = event.target.closest && event.target.closest(".pattern-match");
      if (item && !(event.relatedTarget && item.contains(event.relatedTarget))) show(item, false);
    });
  });
})();
