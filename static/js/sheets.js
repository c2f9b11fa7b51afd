// A sheet's editor: drag an item to move it; the new order is posted by htmx (the list form's "reorder"
// trigger) and the list comes back with the sheet's new version. Without JavaScript, the up/down buttons.
(function () {
  "use strict";
  document.documentElement.classList.add("js");
  let dragged = null;
  let before = "";

  function order(list) {
    return Array.from(list.querySelectorAll(".editor-item")).map((li) => li.dataset.item).join(",");
  }

  document.addEventListener("dragstart", (event) => {
    const item = event.target.closest && event.target.closest(".editor-item");
    if (!item) return;
    dragged = item;
    before = order(item.parentNode);
    item.classList.add("dragging");
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", item.dataset.item);
  });

  document.addEventListener("dragover", (event) => {
    if (!dragged) return;
    const over = event.target.closest && event.target.closest(".editor-item");
    if (!over || over.parentNode !== dragged.parentNode) return;
    event.preventDefault();
    if (over === dragged) return;
    const box = over.getBoundingClientRect();
    over.parentNode.insertBefore(dragged, event.clientY > box.top + box.height / 2 ? over.nextSibling : over);
  });

  document.addEventListener("drop", (event) => {
    if (dragged) event.preventDefault();
  });

  document.addEventListener("dragend", () => {
    if (!dragged) return;
    const item = dragged;
    dragged = null;
    item.classList.remove("dragging");
    if (order(item.parentNode) !== before) htmx.trigger(item.closest("form"), "reorder");
  });

  // Every other form of the page (sheet, new item) saves against the version the new list carries.
  document.addEventListener("htmx:afterSwap", () => {
    const list = document.getElementById("item-order");
    if (!list) return;
    document.querySelectorAll('input[name="version"]').forEach((input) => { input.value = list.dataset.version; });
  });
})();
