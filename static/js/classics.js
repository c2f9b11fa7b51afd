// Classics pages: the "copy citation" button. The citation is also plain, selectable text on the page,
// so nothing depends on this script.
(function () {
  "use strict";
  function copyCitation(button) {
    var target = document.getElementById(button.dataset.copyTarget);
    var status = button.parentElement.querySelector(".copy-status");
    if (!target || !navigator.clipboard) {
      if (status) status.textContent = "Select the citation above and copy it.";
      return;
    }
    navigator.clipboard.writeText(target.textContent.trim()).then(
      function () { if (status) status.textContent = "Citation copied."; },
      function () { if (status) status.textContent = "Could not copy: select the citation above and copy it."; }
    );
  }
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("button.copy-citation").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () { copyCitation(button); });
    });
  });
})();
