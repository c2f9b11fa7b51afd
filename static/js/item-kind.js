// The item form shows the fields of the chosen kind only (a passage's key and phrase, a chart's link and step);
// without JavaScript it shows them all and the server reads those of the kind. The fields of each kind are the
// form's own (ItemForm.fields_of_kind), given by the page as JSON.
(function () {
  "use strict";
  const given = document.getElementById("item-kind-fields");
  if (!given) return;
  const fieldsOf = JSON.parse(given.textContent);
  const byKind = new Set(Object.values(fieldsOf).flat());  // the others (a sheet to add to) are always shown
  document.querySelectorAll("form.item-form").forEach((form) => {
    const kind = form.querySelector('select[name="kind"]');
    if (!kind) return;
    function show() {
      const shown = fieldsOf[kind.value];
      form.querySelectorAll(".field").forEach((field) => {
        const input = field.querySelector("[name]");
        if (!input || !byKind.has(input.name)) return;
        field.hidden = Array.isArray(shown) && !shown.includes(input.name);
      });
    }
    kind.addEventListener("change", show);
    show();
  });
})();
