// The History tab: the open preset's revisions, newest first, each with a Revert control; pick
// any two (From and To) to see what changed between them, field by field, as `presets diff`
// reports it.

import { api } from "./api.js";

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
      const item = document.createElement("li");
      item.dataset.testid = "revision-item";
      item.dataset.revision = entry.revision;
      const label = document.createElement("span");
      label.className = "revision-label";
      label.textContent = `r${entry.revision}${entry.current ? " · current" : ""}`;
      const when = document.createElement("time");
      when.dateTime = entry.recordedAt;
      when.textContent = new Date(entry.recordedAt).toLocaleString();
      const revert = document.createElement("button");
      revert.type = "button";
      revert.className = "small";
      revert.dataset.testid = "revert";
      revert.textContent = "Revert";
      revert.setAttribute("aria-label", `revert to revision ${entry.revision}`);
      revert.disabled = entry.current || readOnly;
      revert.addEventListener("click", () => this.revert(entry.revision));
      item.append(label, when, revert);
      this.list.append(item);
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
  const tr = document.createElement("tr");
  tr.className = kind;
  for (const text of [field, from, to]) {
    const td = document.createElement("td");
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}
