// The catalog file was replaced, moved or deleted while the studio had it open (a git checkout,
// an mv, a delete): the server refuses every change (409 {"error": "catalog-replaced"}) and
// says so once on the event stream. This module shows that as a banner of its own, which stays
// until the person reloads: the button asks the server to open the file now at the path
// (POST /api/catalog/reopen), then reloads the page, so nothing on screen belongs to the old file.

import { api } from "./api.js";
import { element } from "./dom.js";

/** Shows the banner when `events` (the page's EventSource) reports the catalog replaced. */
export function watchCatalogReplacement(events) {
  events.addEventListener("catalog-replaced", (event) => {
    const { path } = JSON.parse(event.data);
    showReplaced(path);
  });
}

/** The banner for the catalog at `path`: what happened, nothing saved since, a reload button. */
export function showReplaced(path) {
  if (document.querySelector("[data-testid=catalog-replaced-banner]")) return;
  const message = element("span", {
    textContent: `The catalog file ${path} was replaced, moved or deleted outside the studio. ` +
      "Nothing can be saved into it any more; reload to open the file now at that path.",
  });
  const reload = element("button", { type: "button", textContent: "Reload catalog", dataset: { testid: "catalog-replaced-reload" } });
  const banner = element("div", { className: "banner catalog-replaced", attributes: { role: "alert" },
    dataset: { testid: "catalog-replaced-banner" } }, message, element("span", { className: "banner-actions" }, reload));
  reload.addEventListener("click", async () => {
    reload.disabled = true;
    try {
      await api.reopenCatalog();
      location.reload();
    } catch (error) {
      message.textContent = `The catalog could not be reopened: ${error.message}`;
      reload.disabled = false;
    }
  });
  document.body.prepend(banner);
}
