// The 課體 step: pointing at (or focusing) a pattern highlights the chart parts that fired it.
// The drawing (divination/_figure.html) is found by its classes: a palace by the heaven-plate
// branch it shows, a transmission by its row, a lesson by its column (四課 … 一課, right to left).
(function () {
  if (window.liurenPatterns) return;
  window.liurenPatterns = true;

  var TRANSMISSIONS = { initial: 1, middle: 2, final: 3 };

  function palacesShowing(root, branch) {
    return Array.from(root.querySelectorAll(".palace")).filter(function (palace) {
      var heaven = palace.querySelector(".heaven");
      return heaven && heaven.firstChild && heaven.firstChild.textContent.trim() === branch;
    });
  }

  function partCells(root, part) {
    if (TRANSMISSIONS[part]) {
      return Array.from(root.querySelectorAll(".transmission-table tbody tr:nth-child(" + TRANSMISSIONS[part] + ")"));
    }
    var lesson = /^lesson:([1-4])$/.exec(part);
    if (lesson) {
      var column = 5 - Number(lesson[1]);
      return Array.from(root.querySelectorAll(".lesson-table tr > :nth-child(" + column + ")"));
    }
    return [];
  }

  function targets(item) {
    var root = document.getElementById("chart-steps") || document;
    var found = [];
    (item.dataset.branches || "").split(" ").filter(Boolean).forEach(function (b) {
      found = found.concat(palacesShowing(root, b));
    });
    (item.dataset.parts || "").split(" ").filter(Boolean).forEach(function (p) {
      found = found.concat(partCells(root, p));
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
