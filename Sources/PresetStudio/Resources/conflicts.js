// Merge conflicts a three-way merge of the catalog left (preset-manager git merge): each member
// both sides changed differently, or one deleted what the other changed. The merged catalog holds
// ours; this banner lists every conflict with its three values and settles one with a click, as
// `preset-manager conflicts resolve NAME PATH --take SIDE` does. It goes when none is left.

import { api } from "./api.js";
import { element } from "./dom.js";

const sides = [["ours", "Keep ours"], ["theirs", "Take theirs"], ["base", "Take base"]];

/** A value as the banner shows it: its JSON, or "(absent)". */
const shown = (value) => (value === null ? "(absent)" : JSON.stringify(value));

/** Shows the catalog's unresolved merge conflicts, or removes the banner when there are none. */
export async function showMergeConflicts(readOnly = false) {
  let conflicts;
  try {
    conflicts = await api.conflicts();
  } catch {
    return;
  }
  render(conflicts, readOnly);
}

function render(conflicts, readOnly) {
  document.querySelector("[data-testid=merge-conflicts-banner]")?.remove();
  if (conflicts.length === 0) return;
  const status = element("span", { dataset: { testid: "merge-conflicts-status" } });
  const items = conflicts.map((conflict) => {
    const member = conflict.path === "" ? "the whole entry" : conflict.path;
    const buttons = sides.map(([take, label]) => {
      const button = element("button", { type: "button", textContent: label, disabled: readOnly, dataset: { testid: "conflict-take", take } });
      button.addEventListener("click", async () => {
        for (const other of document.querySelectorAll("[data-testid=conflict-take]")) other.disabled = true;
        try {
          render(await api.resolveConflict(conflict.kind, conflict.name, conflict.path, take), readOnly);
        } catch (error) {
          status.textContent = `Not resolved: ${error.message}`;
          for (const other of document.querySelectorAll("[data-testid=conflict-take]")) other.disabled = readOnly;
        }
      });
      return button;
    });
    return element("li", { dataset: { testid: "merge-conflict", name: conflict.name, path: conflict.path } },
      element("strong", { textContent: `${conflict.kind} ${conflict.name} · ${member}` }),
      element("span", { textContent: ` ours ${shown(conflict.ours)}, theirs ${shown(conflict.theirs)}, base ${shown(conflict.base)} ` }),
      element("span", { className: "banner-actions" }, ...buttons));
  });
  const count = conflicts.length === 1 ? "1 merge conflict" : `${conflicts.length} merge conflicts`;
  const banner = element("div", { className: "banner merge-conflicts", attributes: { role: "alert" },
    dataset: { testid: "merge-conflicts-banner" } },
    element("span", { textContent: `${count}: the catalog holds our side of each until it is settled. ` }),
    element("ul", {}, ...items), status);
  document.body.prepend(banner);
}
