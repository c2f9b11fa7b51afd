// Classics pages: the "copy citation" button, and glossary terms on a touch screen. Nothing depends on
// this script: the citation is plain, selectable text, and a term's link leads to the glossary.
// The words come from the page, in its language (the button's data-copied-text, data-copy-failed-text,
// data-no-clipboard-text).
(function () {
  "use strict";
  function copyCitation(button) {
    var target = document.getElementById(button.dataset.copyTarget);
    var status = button.parentElement.querySelector(".copy-status");
    if (!target || !navigator.clipboard) {
      if (status) status.textContent = button.dataset.noClipboardText;
      return;
    }
    navigator.clipboard.writeText(target.textContent.trim()).then(
      function () { if (status) status.textContent = button.dataset.copiedText; },
      function () { if (status) status.textContent = button.dataset.copyFailedText; }
    );
  }

  // A tap on a term shows its explanation where it stands (a touch screen has no hover); a second tap,
  // with the explanation open, follows the link to the glossary.
  var touched = false;
  document.addEventListener("pointerdown", function (event) { touched = event.pointerType === "touch"; }, true);

  function closeTerms(except) {
    document.querySelectorAll(".term.open").forEach(function (term) { if (term !== except) term.classList.remove("open"); });
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest(".term > a");
    if (!link) { closeTerms(null); return; }
    var term = link.parentElement;
    if (touched && !term.classList.contains("open")) {
      event.preventDefault();
      closeTerms(term);
      term.classList.add("open");
    }
  });

  document.addEventListener("keydown", function (event) { if (event.key === "Escape") closeTerms(null); });

  // "Add it to a lesson sheet" takes the phrase the reader selected in the passage, highlighted on the sheet;
  // without a selection (or this script) it takes the highlight the page already shows, if any.
  var selected = "";
  document.addEventListener("selectionchange", function () {
    var selection = window.getSelection();
    var text = selection ? selection.toString().trim() : "";
    var node = selection && selection.anchorNode;
    var element = node && (node.nodeType === 1 ? node : node.parentElement);
    if (text && element && element.closest(".passage-page .columns .text")) selected = text;
  });
  document.addEventListener("click", function (event) {
    var link = event.target.closest("a.add-to-sheet");
    if (!link || !selected) return;
    var url = new URL(link.href);
    url.searchParams.set("hl", selected.slice(0, 100));
    link.href = url.toString();
  });

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("button.copy-citation").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () { copyCitation(button); });
    });
  });
})();
