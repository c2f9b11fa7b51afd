// Practice mode: answers refused (400) still swap in with their messages; focus follows the feedback;
// on the plates step a palette of branches fills the palace last in focus and moves to the next empty one.
(function () {
  "use strict";

  var lastPlate = null;

  function region() { return document.getElementById("practice-region"); }

  function plateInputs() {
    var r = region();
    return r ? Array.prototype.slice.call(r.querySelectorAll(".plate-answer input")) : [];
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    // A step whose answers cannot be read answers 400 with the messages beside the fields: show them.
    if (event.detail.xhr.status === 400 && event.detail.target && event.detail.target.id === "practice-region") {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  // After a swap, focus goes where the student acts next: the next step after a right answer, the first wrong
  // or unreadable answer, the answer revealed, or the first input of a fresh step.
  function focusTarget(r) {
    var state = r.getAttribute("data-state");
    if (state === "right") { return r.querySelector("a.next"); }
    if (state === "hints" || state === "unreadable") {
      return r.querySelector("[aria-invalid=true]:not([readonly])") || r.querySelector(".has-error input") ||
        r.querySelector(".practice-feedback h3") || r.querySelector(".form-error");
    }
    if (state === "revealed") { return r.querySelector(".practice-feedback h3"); }
    return r.querySelector("input.answer:not([readonly])") || r.querySelector("#practice-heading");
  }

  document.addEventListener("htmx:afterSettle", function (event) {
    var r = region();
    if (!r || !event.detail.elt || (event.detail.elt.id !== "practice-region" && !r.contains(event.detail.elt))) { return; }
    var target = focusTarget(r);
    if (target) {
      if (!target.hasAttribute("tabindex") && !/^(A|INPUT|BUTTON)$/.test(target.tagName)) { target.setAttribute("tabindex", "-1"); }
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: "center" });
    }
  });

  document.addEventListener("focusin", function (event) {
    if (event.target.closest && event.target.closest(".plate-answer")) { lastPlate = event.target; }
  });

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-branch]");
    if (!button) { return; }
    var inputs = plateInputs();
    var input = lastPlate && inputs.indexOf(lastPlate) >= 0 ? lastPlate : inputs.filter(function (i) { return !i.value; })[0];
    if (!input) { return; }
    input.value = button.getAttribute("data-branch");
    var after = inputs.slice(inputs.indexOf(input) + 1).concat(inputs).filter(function (i) { return !i.value; })[0];
    lastPlate = after || input;
    lastPlate.focus();
  });
}());
