// Every page: on a phone the site's menu folds behind its button, so a page starts on the first screen; the
// button opens and closes it. Without this script the menu is simply open (the button stays hidden).
(function () {
  "use strict";
  const button = document.querySelector(".menu-toggle");
  const menu = document.getElementById("site-menu");
  if (!button || !menu) return;
  document.documentElement.classList.add("menu-ready");
  button.addEventListener("click", () => {
    const open = menu.classList.toggle("open");
    button.setAttribute("aria-expanded", open ? "true" : "false");
  });
})();
