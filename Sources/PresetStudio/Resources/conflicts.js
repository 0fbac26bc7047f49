// Merge conflicts a three-way merge of the catalog left (preset-manager git merge): each member
// both sides changed differently, or one deleted what the other changed. The merged catalog holds
// ours; this banner lists every conflict with its three values and settles one with a click, as
// `preset-manager conflicts resolve NAME PATH --take SIDE` does. It goes when none is left. The
// open preset's form marks each conflicted member (class `conflicted`).

import { api } from "./api.js";
import { element } from "./dom.js";

const sides = [["ours", "Keep ours"], ["theirs", "Take theirs"], ["base", "Take base"]];

/** The conflicts last listed, and what to call when they change (the form's marks). */
let known = [];
let changedHook = () => {};

/** Calls `hook` whenever the conflicts listed change. */
export function onConflictsChange(hook) {
  changedHook = hook;
}

/** The key a merge names an element of `member` by (see MemberPath): a track's target.property,
 *  a child's name, a Parade state's target; null for other arrays. */
function keyOf(element, member) {
  if (member === "tracks") return `${element.target}.${element.property}`;
  if (member === "children") return element.name;
  if (member === "states") return element.target;
  return null;
}

/** The form's path (`tracks[0].keyframes[1].value`) of a merge's member path
 *  (`tracks[card.alpha].keyframes[1].value`) in `definition`; null when it is not there. */
export function formPath(definition, path) {
  let value = definition;
  let member = null;
  const out = [];
  for (const [, name, inside] of path.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g)) {
    if (value === null || typeof value !== "object") return null;
    if (name !== undefined) {
      value = value[name];
      member = name;
      out.push(out.length ? `.${name}` : name);
    } else {
      if (!Array.isArray(value)) return null;
      const index = /^\d+$/.test(inside) && keyOf({}, member) === null ? Number(inside)
        : value.findIndex((element) => element && keyOf(element, member) === inside);
      if (index < 0 || index >= value.length) return null;
      value = value[index];
      out.push(`[${index}]`);
    }
  }
  return out.join("");
}

/** Marks, in the form under `root`, each member of the preset `name` (shown as `definition`)
 *  that a merge left conflicted. */
export function markConflictedMembers(root, definition, name) {
  for (const marked of root.querySelectorAll(".conflicted")) marked.classList.remove("conflicted");
  if (!definition) return;
  for (const conflict of known) {
    if (conflict.kind !== "preset" || conflict.name !== name || conflict.path === "") continue;
    const path = formPath(definition, conflict.path);
    if (path === null) continue;
    for (const field of root.querySelectorAll(`[data-path="${CSS.escape(path)}"]`)) {
      field.classList.add("conflicted");
      field.title = `merge conflict: theirs ${shown(conflict.theirs)}, base ${shown(conflict.base)}`;
    }
  }
}

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
  // The same conflicts again (a catalog event) leave the banner and its buttons as they are.
  if (JSON.stringify(conflicts) === JSON.stringify(known) && document.querySelector("[data-testid=merge-conflicts-banner]")) return;
  known = conflicts;
  changedHook();
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
