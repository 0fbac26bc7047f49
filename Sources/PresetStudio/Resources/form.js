// The Form tab: every member of the definition as a labelled control, grouped as the format
// groups them (the preset; its timeline and range; tracks and their keyframes; Parade states
// with value, curve and range per property; rest values; children). Arrays can grow and
// shrink. Each control carries `data-path` (`tracks[0].keyframes[1].value`), the path the
// server's problems name; curve fields open the curve editor. With the schema's guide, each
// control's tooltip is the member's description and an enumeration's values are offered as a
// list to pick from (typing stays free, so a mistake still reaches the problems).

import { element } from "./dom.js";

const order = ["name", "kind", "axis", "summary", "timeline", "tracks", "states", "rest", "children"];
const curveKeys = new Set(["easing", "curve"]);

/** `tracks[0].keyframes[1]` → ["tracks", 0, "keyframes", 1]. */
export function segments(path) {
  const result = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) result.push(match[2] !== undefined ? Number(match[2]) : match[1]);
  return result;
}

const pathOf = (parent, key) => typeof key === "number" ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** A copy of `definition` with the value at `path` replaced (or removed when `value` is undefined). */
export function withValue(definition, path, value) {
  const copy = structuredClone(definition);
  const steps = segments(path);
  let node = copy;
  for (const step of steps.slice(0, -1)) node = node[step];
  const last = steps[steps.length - 1];
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(last, 1); else delete node[last];
  } else {
    node[last] = value;
  }
  return copy;
}

export function valueAt(definition, path) {
  return segments(path).reduce((node, step) => (node == null ? undefined : node[step]), definition);
}

/**
 * Draws the form for `definition` into `root`. `edit(path, value, group)` is called for every
 * change (value undefined removes the member); `openCurve(path)` for a curve's editor button;
 * `guide` (a `SchemaGuide`, optional) describes each member.
 */
export function renderForm(root, definition, { edit, openCurve, readOnly, guide }) {
  const scroll = root.scrollTop;
  root.replaceChildren();
  if (!definition || typeof definition !== "object" || Array.isArray(definition)) {
    root.append(note("The JSON tab's text is not a definition object; fix it there."));
    return;
  }
  const keys = Object.keys(definition).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const head = document.createElement("fieldset");
  head.className = "group preset-head";
  head.append(legend("Preset"));
  const nested = [];
  for (const key of keys) {
    const value = definition[key];
    if (value !== null && typeof value === "object") nested.push(key);
    else head.append(leaf(key, key, value));
  }
  root.append(head);
  for (const key of nested) root.append(group(key, key, definition[key]));
  if (readOnly) for (const control of root.querySelectorAll("input, select, textarea, button")) control.disabled = true;
  root.scrollTop = scroll;

  function group(key, path, value) {
    const set = document.createElement("fieldset");
    set.className = Array.isArray(value) ? "group list" : "group";
    set.dataset.path = path;
    set.append(legend(typeof key === "number" ? `${describe(path)} ${key + 1}` : title(key)));
    if (Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === "number") && value.length <= 4) {
      set.classList.add("inline");
      value.forEach((x, index) => set.append(leaf(`${title(key)} ${index + 1}`, pathOf(path, index), x)));
      return set;
    }
    const entries = Array.isArray(value) ? value.map((x, index) => [index, x]) : Object.entries(value);
    for (const [childKey, child] of entries) {
      const childPath = pathOf(path, childKey);
      const part = child !== null && typeof child === "object" ? group(childKey, childPath, child) : leaf(String(childKey), childPath, child);
      if (Array.isArray(value)) part.append(button("Remove", `remove ${describe(childPath)}`, () => edit(childPath, undefined, null)));
      set.append(part);
    }
    if (Array.isArray(value)) {
      const template = value.length ? structuredClone(value[value.length - 1]) : {};
      set.append(button(`Add ${singular(key)}`, `add to ${path}`, () => edit(pathOf(path, value.length), template, null)));
    }
    return set;
  }

  function leaf(label, path, value) {
    const row = document.createElement("div");
    row.className = "field";
    const id = `field-${path.replace(/[^A-Za-z0-9_-]/g, "_")}`;
    const name = document.createElement("label");
    name.htmlFor = id;
    name.textContent = label;
    const input = document.createElement("input");
    input.id = id;
    input.dataset.path = path;
    input.setAttribute("aria-label", path);
    if (typeof value === "boolean") {
      input.type = "checkbox";
      input.checked = value;
      input.addEventListener("change", () => edit(path, input.checked, null));
    } else {
      input.type = typeof value === "number" ? "number" : "text";
      if (input.type === "number") input.step = "any";
      input.value = value === null ? "" : String(value);
      if (path === "name") {
        input.readOnly = true;
        input.title = "Rename the preset with Rename (menu items follow)";
      }
      input.addEventListener("input", () => {
        const typed = input.value;
        const parsed = typeof value === "number" ? (typed.trim() === "" || !Number.isFinite(Number(typed)) ? typed : Number(typed)) : typed;
        edit(path, parsed, path);
      });
    }
    row.append(name, input);
    const about = guide?.member(path);
    if (about?.description && !input.title) {
      input.title = about.description;
      input.setAttribute("aria-description", about.description);
    }
    if (about?.values.length && input.type === "text" && !input.readOnly) {
      const list = document.createElement("datalist");
      list.id = `${id}-values`;
      list.dataset.testid = "member-values";
      list.append(...about.values.map((value) => new Option(String(value), String(value))));
      input.setAttribute("list", list.id);
      row.append(list);
    }
    if (curveKeys.has(String(label)) || /\.easing$/.test(path)) {
      row.classList.add("curve-field");
      row.append(button("Curve…", `edit the curve ${path}`, () => openCurve(path)));
    }
    return row;
  }
}

/** Marks the controls the problems name (or their nearest group) and says what is wrong beside them. */
export function markProblems(root, problems) {
  for (const old of root.querySelectorAll(".field-problem")) old.remove();
  for (const marked of root.querySelectorAll("[aria-invalid]")) marked.removeAttribute("aria-invalid");
  for (const problem of problems) {
    let path = problem.path;
    let target = null;
    while (path && !target) {
      target = root.querySelector(`[data-path="${CSS.escape(path)}"]`);
      if (!target) path = path.replace(/(\.[^.[\]]*|\[\d+\])$/, "") === path ? "" : path.replace(/(\.[^.[\]]*|\[\d+\])$/, "");
    }
    const message = document.createElement("p");
    message.className = "field-problem";
    message.textContent = `${problem.path}: ${problem.message}`;
    if (target) {
      target.setAttribute("aria-invalid", "true");
      (target.tagName === "FIELDSET" ? target : target.closest(".field")).append(message);
    } else {
      root.prepend(message);
    }
  }
}

const rank = (key) => (order.includes(key) ? order.indexOf(key) : order.length);
const title = (key) => String(key).replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
const singular = (key) => ({ tracks: "track", keyframes: "keyframe", states: "state", children: "child" })[key] || "item";
const describe = (path) => singular(String(segments(path).filter((s) => typeof s === "string").pop()));

const legend = (text) => element("legend", { textContent: text });
const note = (text) => element("p", { className: "note", textContent: text });

function button(text, label, action) {
  const control = element("button", { type: "button", className: "small", textContent: text, attributes: { "aria-label": label } });
  control.addEventListener("click", action);
  return control;
}
