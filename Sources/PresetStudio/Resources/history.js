// The History tab: the open preset's revisions, newest first, each with a Revert control; pick
// any two (From and To) to see what changed between them, field by field, as `presets diff`
// reports it.

import { api } from "./api.js";
import { element } from "./dom.js";

export class HistoryPanel {
  /** `revert(revision)` reverts the open preset to that revision. */
  constructor(root, revert) {
    this.root = root;
    this.list = root.querySelector("[data-testid=history]");
    this.from = root.querySelector("[data-diff-from]");
    this.to = root.querySelector("[data-diff-to]");
    this.output = root.querySelector("[data-testid=diff]");
    this.revert = revert;
    this.name = null;
    for (const select of [this.from, this.to]) select.addEventListener("change", () => this.showDiff());
  }

  async load(name, readOnly) {
    this.name = name;
    const revisions = (await api.history(name)).sort((a, b) => b.revision - a.revision);
    if (name !== this.name) return;
    this.list.replaceChildren();
    for (const entry of revisions) {
      const label = element("span", {
        className: "revision-label", textContent: `r${entry.revision}${entry.current ? " · current" : ""}`,
      });
      const when = element("time", { dateTime: entry.recordedAt, textContent: new Date(entry.recordedAt).toLocaleString() });
      const revert = element("button", {
        type: "button", className: "small", textContent: "Revert", disabled: entry.current || readOnly,
        dataset: { testid: "revert" }, attributes: { "aria-label": `revert to revision ${entry.revision}` },
      });
      revert.addEventListener("click", () => this.revert(entry.revision));
      this.list.append(element("li", { dataset: { testid: "revision-item", revision: entry.revision } }, label, when, revert));
    }
    for (const select of [this.from, this.to]) {
      select.replaceChildren(...revisions.map((entry) => new Option(`r${entry.revision}`, entry.revision)));
    }
    this.to.value = String(revisions[0].revision);
    this.from.value = String(revisions[Math.min(1, revisions.length - 1)].revision);
    await this.showDiff();
  }

  async showDiff() {
    const from = Number(this.from.value), to = Number(this.to.value);
    this.output.replaceChildren();
    if (!this.name || from === to) {
      this.output.append(row("", "pick two different revisions", "", ""));
      return;
    }
    try {
      const diff = await api.diff(this.name, from, to);
      if (!diff.changes.length) this.output.append(row("", "no difference", "", ""));
      for (const change of diff.changes) {
        this.output.append(row(change.change, change.field, show(change.from), show(change.to)));
      }
    } catch (error) {
      this.output.append(row("", error.message, "", ""));
    }
  }
}

const show = (value) => (value === undefined ? "" : JSON.stringify(value));

function row(kind, field, from, to) {
  return element("tr", { className: kind }, ...[field, from, to].map((text) => element("td", {}, ...tokens(text))));
}

/**
 * `text` as text nodes with a line-break opportunity (`<wbr>`) after each token's end: after
 * `.`, `,`, `:`, `]` and before `[`, so a long path or value wraps between its parts, never
 * inside a name or a number.
 */
export function tokens(text) {
  const parts = String(text).split(/(?<=[.,:\]])|(?=\[)/);
  return parts.flatMap((part, index) => (index === 0 ? [part] : [document.createElement("wbr"), part]));
}
