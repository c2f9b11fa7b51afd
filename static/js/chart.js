// The chart builder's behaviour. Everything here improves a page that works without it:
// "now" from the browser clock and zone, copying links, landing on the step a link names,
// pointing at a part of the chart (a lesson, a spirit, a pattern) to see it on the drawing,
// folding the drawing away on a phone, and the edit panel's form loaded in place.
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
    var box = button.closest(".share");
    var status = box && box.querySelector(".copy-status");
    var url = new URL(button.getAttribute("data-copy"), window.location.href).href;
    function done(text) { if (status) { status.textContent = text; } }
    // The words come from the page, in its language (data-copied-text, data-copy-failed-text).
    var failed = box ? box.dataset.copyFailedText : "";
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(function () { done((box ? box.dataset.copiedText : "") + " " + decodeURI(url)); },
        function () { done(failed); });
    } else {
      var input = box && box.querySelector("input");
      if (input) { input.select(); }
      done(failed);
    }
  }

  document.documentElement.classList.add("js");

  // ---- the drawing's dock: on a phone it stays at the top of the screen and can be folded away ----
  var FOLDED = "liuren.figure-folded";

  function dock() { return document.querySelector(".figure-dock"); }

  function isDocked(element) { return element && getComputedStyle(element).position === "sticky" && window.matchMedia("(max-width: 40rem)").matches; }

  function setFolded(folded) {
    var element = dock();
    if (!element) { return; }
    element.classList.toggle("folded", folded);
    var button = element.querySelector("[data-figure-toggle]");
    if (button) {
      button.setAttribute("aria-expanded", String(!folded));
      button.textContent = folded ? button.dataset.showText : button.dataset.hideText;
    }
    try { window.sessionStorage.setItem(FOLDED, folded ? "1" : ""); } catch (e) { /* private mode: not remembered */ }
    measureDock();
  }

  function measureDock() {
    var element = dock();
    var height = isDocked(element) ? element.getBoundingClientRect().height : 0;
    document.documentElement.style.setProperty("--dock-height", Math.ceil(height) + "px");
  }

  function restoreDock() {
    var folded = false;
    try { folded = window.sessionStorage.getItem(FOLDED) === "1"; } catch (e) { folded = false; }
    setFolded(folded);
    var element = dock();
    if (element && window.ResizeObserver) { new ResizeObserver(measureDock).observe(element); }
  }

  // ---- landing on a step ----
  function currentHeading() {
    var region = document.getElementById("chart-steps");
    var step = region && region.getAttribute("data-step");
    return step ? document.getElementById("heading-" + step) : null;
  }

  // On a phone the list of steps scrolls sideways: keep the current one in sight.
  function revealCurrentStep() {
    var list = document.querySelector(".step-list ol");
    var current = list && list.querySelector("li.current");
    if (current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }

  // ---- pointing at a part of the chart lights it on the drawing ----
  var POINTER = "[data-parts], [data-branches]";
  var pinned = null;

  function targets(item) {
    var figure = document.querySelector("[data-figure]");
    if (!figure) { return []; }
    var found = [];
    (item.getAttribute("data-branches") || "").split(" ").filter(Boolean).forEach(function (branch) {
      found = found.concat(Array.from(figure.querySelectorAll('.palace[data-heaven="' + branch + '"]')));
    });
    (item.getAttribute("data-parts") || "").split(" ").filter(Boolean).forEach(function (part) {
      found = found.concat(Array.from(figure.querySelectorAll('[data-part~="' + part + '"]')));
    });
    return found;
  }

  function light(item, on) {
    if (!item) { return; }
    item.classList.toggle("pointing", on);
    targets(item).forEach(function (element) { element.classList.toggle("lit", on); });
  }

  function pointerOf(event) {
    var item = event.target.closest && event.target.closest(POINTER);
    return item && item.closest(".step-flow") ? item : null;
  }

  ["mouseover", "focusin"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var item = pointerOf(event);
      if (item && item !== pinned) { light(item, true); }
    });
  });
  ["mouseout", "focusout"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var item = pointerOf(event);
      if (item && item !== pinned && !(event.relatedTarget && item.contains(event.relatedTarget))) { light(item, false); }
    });
  });

  // A tap (or click) on a part of a step, outside its links, pins its light until the next tap.
  function pin(item) {
    var again = item === pinned;
    if (pinned) { light(pinned, false); }
    pinned = again ? null : item;
    if (pinned) {
      light(pinned, true);
      if (dock() && dock().classList.contains("folded")) { setFolded(false); }
    }
  }

  // ---- the edit panel: the start form of this chart, filled in, loaded when the panel opens ----
  function loadEditForm(panel) {
    var link = panel.querySelector("[data-edit-link]");
    var body = panel.querySelector(".edit-body");
    if (!link || !body || !window.htmx || panel.getAttribute("data-loaded") === window.location.search) { return; }
    panel.setAttribute("data-loaded", window.location.search);
    // the link holds the chart's inputs and options (a 課's are in its path, /ke/丁卯/亥/丑/); the step is the one
    // shown now, which htmx may have changed since the page came
    var url = new URL(link.href);
    var step = new URLSearchParams(window.location.search).get("step");
    if (step) { url.searchParams.set("step", step); } else { url.searchParams.delete("step"); }
    window.htmx.ajax("GET", url.pathname + url.search, { target: body, swap: "innerHTML" });
  }

  document.addEventListener("toggle", function (event) {
    if (event.target.matches && event.target.matches("[data-edit-panel]") && event.target.open) { loadEditForm(event.target); }
  }, true);

  document.addEventListener("click", function (event) {
    var now = event.target.closest("[data-now]");
    if (now) { fillNow(now.closest("form"), true); return; }
    var copy = event.target.closest("[data-copy]");
    if (copy) { copyLink(copy); return; }
    var toggle = event.target.closest("[data-figure-toggle]");
    if (toggle) { setFolded(!dock().classList.contains("folded")); return; }
    var item = pointerOf(event);
    if (item && !event.target.closest("a, button, summary, input, select, label")) { pin(item); }
  });

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("moment-form");
    if (form && !form.querySelector(".field-error")) { fillNow(form, false); }
    restoreDock();
    revealCurrentStep();
    // A step's link lands on the step: the browser follows #step-…; a link without it is scrolled here.
    var heading = currentHeading();
    if (heading && !window.location.hash) { heading.scrollIntoView({ block: "start" }); }
  });

  window.addEventListener("resize", measureDock);

  // After htmx swaps in a step, move focus to it (keyboard and screen-reader users land where the page changed).
  document.addEventListener("htmx:afterSettle", function (event) {
    var region = document.getElementById("chart-steps");
    if (!region || !event.detail.elt || event.detail.elt.id !== "chart-steps" && !region.contains(event.detail.elt)) { return; }
    pinned = null;
    restoreDock();
    revealCurrentStep();
    var heading = currentHeading() || region;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start" });
  });

  document.addEventListener("focusin", function (event) {
    if (event.target.classList && event.target.classList.contains("chart-link")) { event.target.select(); }
  });
}());
