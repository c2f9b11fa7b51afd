// Every page: the reader's time zone kept for the server; on a phone the site's menu folds behind its button, so a
// page starts on the first screen. Without this script times are in UTC (named) and the menu is simply open.
(function () {
  "use strict";
  // The browser's time zone, for the times the server shows (liuren_site/reader_zone.py): kept in the `tz` cookie.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && !document.cookie.split("; ").includes("tz=" + zone)) {
    document.cookie = "tz=" + zone + "; path=/; max-age=31536000; SameSite=Lax";
  }
  const button = document.querySelector(".menu-toggle");
  const menu = document.getElementById("site-menu");
  if (!button || !menu) return;
  document.documentElement.classList.add("menu-ready");
  button.addEventListener("click", () => {
    const open = menu.classList.toggle("open");
    button.setAttribute("aria-expanded", open ? "true" : "false");
  });
})();
