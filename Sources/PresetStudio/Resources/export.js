// Export in one click: `data-testid="export-css"` downloads the open preset's stylesheet and
// `data-testid="export-page"` opens its page in a new tab, each exactly what `preset-manager
// export --format css` and `--format html` print for the same definition and geometry (the
// server runs the same export). What is exported is the text being edited, saved or not: what
// the designer sees is what they hand on. The last files stay linked (`css-download`,
// `page-link`) for a second download. A refusal a flag gets past (smoothing, which CSS cannot
// express; an effect in overscroll) offers that export as `data-testid="export-anyway"`, as
// `--without-motion` and `--reachable-only` do on the command line. With *Fallback script*
// (`data-testid="export-fallback"`) checked, both export as `--fallback script` does: the
// stylesheet describes the item for the script and the page embeds it.

import { api } from "./api.js";
import { byteCount, utf8Bytes } from "./bytes.js";
import { leftOut, remedies } from "./remedies.js";

export class Exporter {
  /**
   * `current()` gives `{ name, text, geometry }` for the open preset (null when none);
   * `status(text, kind)` reports.
   */
  constructor(root, current, status) {
    this.current = current;
    this.status = status;
    this.cssLink = root.querySelector("[data-testid=css-download]");
    this.pageLink = root.querySelector("[data-testid=page-link]");
    this.anyway = root.querySelector("[data-testid=export-anyway]");
    this.fallback = root.querySelector("[data-testid=export-fallback]");
    this.retry = null;
    root.querySelector("[data-testid=export-css]").addEventListener("click", () => this.css());
    root.querySelector("[data-testid=export-page]").addEventListener("click", () => this.page());
    this.anyway.addEventListener("click", () => this.retry?.());
  }

  /** Withdraws an offer made for another preset. */
  reset() {
    this.#offer(null);
  }

  async css(flags = {}) {
    const open = this.current();
    this.#offer(null);
    if (!open) return this.status("Open a preset to export it.", "error");
    try {
      const css = await api.css({ definition: open.text }, open.geometry, this.#withFallback(flags));
      this.#link(this.cssLink, new Blob([css], { type: "text/css" }), `${open.name}.css`);
      this.cssLink.click();
      const words = [leftOut(flags), this.fallback.checked ? "with the fallback script's descriptions" : ""].filter(Boolean).join("; ");
      this.status(`Exported ${open.name}.css (${byteCount(utf8Bytes(css))}${words ? `; ${words}` : ""}).`);
    } catch (error) {
      this.#refused(error, flags, (more) => this.css(more));
    }
  }

  async page(flags = {}) {
    const open = this.current();
    this.#offer(null);
    if (!open) return this.status("Open a preset to export it.", "error");
    // The tab is opened during the click (a later one would be a blocked pop-up), then given the page.
    const tab = window.open("about:blank", "_blank");
    try {
      const html = await api.webPage({ definition: open.text }, open.geometry, this.#withFallback(flags));
      this.#link(this.pageLink, new Blob([html], { type: "text/html" }), null);
      if (tab) tab.location.href = this.pageLink.href;
      else this.pageLink.click();
      const words = leftOut(flags);
      this.status(`Opened ${open.name}'s page in a new tab${words ? ` (${words})` : ""}.`);
    } catch (error) {
      tab?.close();
      this.#refused(error, flags, (more) => this.page(more));
    }
  }

  /** `flags` with `fallback: "script"` when *Fallback script* is checked. */
  #withFallback(flags) {
    return this.fallback.checked ? { ...flags, fallback: "script" } : flags;
  }

  /** Reports a refusal, offering the export again with the flag that gets past it, if one does. */
  #refused(error, flags, again) {
    const remedy = error.remedy && !flags[error.remedy] ? error.remedy : null;
    this.#offer(remedy && (() => again({ ...flags, [remedy]: true })), remedy && remedies[remedy]?.action);
    this.status(`Not exported: ${error.message}`, "error");
  }

  #offer(retry, action = "") {
    this.retry = retry;
    this.anyway.hidden = !retry;
    this.anyway.textContent = action || "";
  }

  /** Points `link` at `blob`, as a download named `fileName` when given. */
  #link(link, blob, fileName) {
    if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(blob);
    if (fileName) link.download = fileName;
  }
}
