// The chart builder's behaviour: "now" from the browser clock and zone, copy link, focus after a step swap.
(function () {
  "use strict";

  function pad(n) { return String(n).padStart(2, "0"); }

  function localNow() {
    var d = new Date();
    return d.getFullYear() + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate()) + "T" + pad(d.getHours()) + ":" + pad(d.getMinutes());
  }

  function browserZone() {
    try { return Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { return ""; }
  }

  function fillNow(form, force) {
    var at = form.querySelector("[name=at]");
    var tz = form.querySelector("[name=tz]");
    if (at && (force || !at.value)) { at.value = localNow(); }
    if (tz && (force || !tz.value)) { tz.value = browserZone(); }
  }

  function copyLink(button) {
    var status = button.parentNode.querySelector(".copy-status");
    var url = button.getAttribute("data-copy");
    function done(text) { if (status) { status.textContent = text; } }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(function () { done("已複製 · copied"); },
        function () { done("Select the link above and copy it."); });
    } else {
      var input = button.parentNode.querySelector("input");
      if (input) { input.select(); }
      done("Select the link above and copy it.");
    }
  }

  document.documentElement.classList.add("js");

  // On a phone the list of steps scrolls sideways: keep the current one in sight.
  function revealCurrentStep() {
    var list = document.querySelector(".step-list ol");
    var current = list && list.querySelector("li.current");
    if (current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("moment-form");
    if (form && !form.querySelector(".field-error")) { fillNow(form, false); }
    revealCurrentStep();
  });

  document.addEventListener("click", function (event) {
    var now = event.target.closest("[data-now]");
    if (now) { fillNow(now.closest("form"), true); return; }
    var copy = event.target.closest("[data-copy]");
    if (copy) { copyLink(copy); }
  });

  // After htmx swaps in a step, move focus to it (keyboard and screen-reader users land where the page changed).
  document.addEventListener("htmx:afterSettle", function (event) {
    var region = document.getElementById("chart-steps");
    if (!region || !event.detail.elt || event.detail.elt.id !== "chart-steps" && !region.contains(event.detail.elt)) { return; }
    revealCurrentStep();
    var step = region.getAttribute("data-step");
    var heading = document.getElementById(step ? "heading-" + step : "chart-steps");
    if (heading) {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView({ block: "start" });
    }
  });

  document.addEventListener("focusin", function (event) {
    if (event.target.classList && event.target.classList.contains("chart-link")) { event.target.select(); }
  });
}());
