// The Form tab: every member of the definition as a labelled control, grouped as the format
// groups them (the preset; its timeline and range; tracks and their keyframes; Parade states
// with value, curve and range per property; rest values; children). With the schema's guide
// (`SchemaGuide`) the form can say everything the format can: each level offers the optional
// members it does not have yet (`data-testid="add-member"`, read from the schema, so a member the
// format gains appears by itself), each optional member can be removed, a track's channel is
// picked from the channels its target does not animate yet, a value field takes a number or an
// expression, and "Add track" adds a track that is valid at once. Each control carries
// `data-path` (`tracks[0].keyframes[1].value`), the path the server's problems name; curve
// fields open the curve editor.

import { element } from "./dom.js";
import { channelIdentity, newKeyframe, newTrack, unusedChannels } from "./form-defaults.js";
import { unitBeside, valueChannel } from "./units.js";

/** Members shown first, in this order, at any level; the others follow alphabetically. */
const order = ["name", "target", "property", "kind", "axis", "summary", "at", "value", "easing", "range", "extrapolate", "colorSpace",
  "timeline", "tracks", "keyframes", "states", "start", "end", "startEnd", "rest", "children"];
const curveKeys = new Set(["easing", "curve"]);
/** Members whose value is a number or an expression (or, for a colour channel, a colour). */
const valueKeys = new Set(["value"]);

/** `tracks[0].keyframes[1]` → ["tracks", 0, "keyframes", 1]. */
export function segments(path) {
  const result = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) result.push(match[2] !== undefined ? Number(match[2]) : match[1]);
  return result;
}

export const pathOf = (parent, key) => typeof key === "number" ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

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
 * A value field's text as the definition holds it: a number when the text is one, otherwise
 * the text itself (an expression like `rowHeight * 1.2`, a colour, `underlying`).
 */
export function fieldValue(text) {
  const trimmed = text.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

/**
 * Draws the form for `definition` into `root`. `edit(path, value, group)` is called for every
 * change (value undefined removes the member); `openCurve(path)` for a curve's editor button;
 * `guide` (a `SchemaGuide`, optional) describes each member and lists the optional ones.
 */
export function renderForm(root, definition, { edit, openCurve, readOnly, guide }) {
  const scroll = root.scrollTop;
  const focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement.dataset.path : null;
  root.replaceChildren();
  if (!definition || typeof definition !== "object" || Array.isArray(definition)) {
    root.append(note("The JSON tab's text is not a definition object; fix it there."));
    return;
  }
  const head = element("fieldset", { className: "group preset-head", dataset: { path: "" } }, legend("Preset"));
  const nested = [];
  for (const key of sortedKeys(definition)) {
    const value = definition[key];
    if (value !== null && typeof value === "object") nested.push(key);
    else head.append(member(key, key, value, shapeOf(""), definition));
  }
  addMemberControl(head, "", definition);
  root.append(head);
  for (const key of nested) root.append(member(key, key, definition[key], shapeOf(""), definition));
  if (readOnly) for (const control of root.querySelectorAll("input, select, textarea, button")) control.disabled = true;
  root.scrollTop = scroll;
  if (focused) root.querySelector(`[data-path="${CSS.escape(focused)}"]:not(fieldset)`)?.focus();

  function shapeOf(path) { return guide?.shape(path) ?? null; }

  /** The member `key` of the object at `parentPath` (whose shape is `parent`), with its remove control when optional. */
  function member(key, path, value, parent, container) {
    const part = value !== null && typeof value === "object" ? group(key, path, value) : leaf(String(key), path, value, container);
    const optional = parent && typeof key === "string" && !parent.required.has(key) && key !== "name" && key !== "$schema";
    if (optional) part.append(button("Remove", `remove ${path}`, () => edit(path, undefined, null), "remove-member"));
    return part;
  }

  function group(key, path, value) {
    const set = element("fieldset", { className: Array.isArray(value) ? "group list" : "group", dataset: { path } });
    set.append(legend(typeof key === "number" ? `${describe(path)} ${key + 1}` : title(key)));
    if (Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === "number") && value.length <= 4) {
      set.classList.add("inline");
      value.forEach((x, index) => set.append(leaf(`${title(key)} ${index + 1}`, pathOf(path, index), x, value)));
      return set;
    }
    if (Array.isArray(value)) {
      value.forEach((child, index) => {
        const childPath = pathOf(path, index);
        const part = child !== null && typeof child === "object" ? group(index, childPath, child) : leaf(String(index), childPath, child, value);
        part.append(button("Remove", `remove ${describe(childPath)} ${childPath}`, () => edit(childPath, undefined, null)));
        set.append(part);
      });
      set.append(button(`Add ${singular(key)}`, `add to ${path}`, () => addItem(path, value), `add-${singular(key)}`));
      return set;
    }
    const shape = shapeOf(path);
    for (const childKey of sortedKeys(value)) set.append(member(childKey, pathOf(path, childKey), value[childKey], shape, value));
    addMemberControl(set, path, value);
    return set;
  }

  /** A new item at the end of the array at `path`: a valid track, a keyframe between two, or what the schema makes. */
  function addItem(path, items) {
    const key = segments(path).pop();
    if (key === "tracks") return edit(pathOf(path, items.length), newTrack(definition, guide?.shape("tracks[0].property")?.enum ?? []), null);
    if (key === "keyframes") {
      const { index, keyframe } = newKeyframe(items);
      return edit(path, [...items.slice(0, index), keyframe, ...items.slice(index)], null);
    }
    const shape = shapeOf(pathOf(path, items.length));
    const made = shape ? makeValue(shape, singular(key), path) : items.length ? structuredClone(items[items.length - 1]) : {};
    edit(pathOf(path, items.length), made, null);
  }

  /**
   * The `add-member` list of an object: the members the schema allows there that it does not
   * have yet (named ones, then freely named ones such as a state's channels). Picking one adds
   * it with a value the format accepts; in an object that holds one member at most (the
   * timeline), picking one replaces the one there.
   */
  function addMemberControl(set, path, value) {
    const shape = shapeOf(path);
    if (!shape) return;
    const present = new Set(Object.keys(value));
    const missing = Object.keys(shape.properties).filter((name) => !present.has(name) && name !== "$schema")
      .concat(shape.names.filter((name) => !present.has(name)));
    if (!missing.length) return;
    const replacing = shape.maxProperties <= present.size;
    const id = `add-${path.replace(/[^A-Za-z0-9_-]/g, "_") || "preset"}`;
    const select = element("select", {
      id, dataset: { testid: "add-member", path: `${path}+` },
      attributes: { "aria-label": replacing ? `replace ${path || "preset"} with` : `add a member to ${path || "the preset"}` },
    }, new Option(replacing ? "Replace with…" : "Add…", ""), ...missing.map((name) => new Option(name, name)));
    select.addEventListener("change", () => {
      const name = select.value;
      if (!name) return;
      const memberShape = guide.shapeOf(shape.properties[name] ?? shape.additional ?? {});
      const made = makeValue(memberShape, name, path);
      if (replacing) edit(path, { [name]: made }, null);
      else edit(pathOf(path, name), made, null);
    });
    set.append(element("div", { className: "field add-member" }, element("label", { htmlFor: id, textContent: "more" }), select));
  }

  /** A value the format accepts for a new member `name` (of shape `shape`) inside `parentPath`. */
  function makeValue(shape, name, parentPath) {
    const channel = channelIdentity(name);
    if (channel !== undefined && !shape.types.has("object")) return channel;
    if (shape.types.has("object") || Object.keys(shape.properties).length) {
      // A window of numbers (a scroll's or a velocity's from and to) takes the schema's example,
      // so its numbers agree with each other (from below to) as separate defaults would not.
      const members = Object.values(shape.properties).map((member) => guide.shapeOf(member));
      const example = shape.examples[0];
      if (example && typeof example === "object" && members.length && members.every((member) => member.types.has("number"))) {
        return structuredClone(example);
      }
      const made = {};
      const needed = [...shape.required];
      if (!needed.length && shape.minProperties > 0) {
        const names = Object.keys(shape.properties);
        needed.push(names.includes("view") ? "view" : names[0]);
      }
      for (const key of needed) {
        const inner = guide.shapeOf(shape.properties[key] ?? {});
        made[key] = key === "target" ? freshTarget(parentPath) : key === "name" ? freshName(parentPath) : makeValue(inner, key, parentPath);
      }
      if ("value" in made && channel !== undefined) made.value = channel;
      if (name === "value" || segments(parentPath).some((s) => ["start", "end", "startEnd"].includes(s))) {
        const channelName = segments(parentPath).pop();
        if (channelIdentity(channelName) !== undefined && "value" in made) made.value = channelIdentity(channelName);
      }
      return made;
    }
    if (shape.types.has("array")) {
      if (shape.examples.length && Array.isArray(shape.examples[0])) return structuredClone(shape.examples[0]);
      const item = shape.items ? guide.shapeOf(shape.items) : null;
      return Array.from({ length: shape.minItems }, (_, i) => (item ? makeValue(item, name, parentPath) : i));
    }
    if (name === "end") return "100%";
    if (name === "start") return "0%";
    if (curveKeys.has(name)) return "linear";
    if (shape.enum.length) return shape.enum[0];
    if (shape.examples.length && typeof shape.examples[0] !== "object") return shape.examples[0];
    if (shape.types.has("number") || shape.types.has("integer")) return 0;
    if (shape.types.has("boolean")) return false;
    return "";
  }

  function freshTarget(parentPath) {
    const used = new Set((definition.states ?? []).map((s) => s.target));
    if (segments(parentPath)[0] === "states") for (const name of ["card", "image", "title", "cell", "container"]) if (!used.has(name)) return name;
    return definition.tracks?.[0]?.target ?? definition.states?.[0]?.target ?? "card";
  }

  function freshName(parentPath) {
    const siblings = new Set((valueAt(definition, parentPath) ?? []).map?.((c) => c?.name) ?? []);
    let n = 1;
    while (siblings.has(`child${n}`)) n += 1;
    return `child${n}`;
  }

  function leaf(label, path, value, container) {
    const row = element("div", { className: "field" });
    const id = `field-${path.replace(/[^A-Za-z0-9_-]/g, "_")}`;
    const about = guide?.member(path);
    const key = String(segments(path).pop());
    const control = label === "property" && Array.isArray(about?.values) && about.values.length
      ? channelSelect(path, value, container, about.values)
      : input(path, value, key);
    control.id = id;
    control.dataset.path = path;
    control.setAttribute("aria-label", path);
    const unit = control.classList.contains("value-field") ? unitBeside(valueChannel(path, (p) => valueAt(definition, p))) : null;
    row.append(element("label", { htmlFor: id, textContent: label }), unit ? element("span", { className: "with-unit" }, control, unit) : control);
    if (about?.description && !control.title) {
      control.title = about.description;
      control.setAttribute("aria-description", about.description);
    }
    if (about?.values.length && control.tagName === "INPUT" && control.type === "text" && !control.readOnly) {
      const list = element("datalist", { id: `${id}-values`, dataset: { testid: "member-values" } },
        ...about.values.map((v) => new Option(String(v), String(v))));
      control.setAttribute("list", list.id);
      row.append(list);
    }
    if (curveKeys.has(String(label)) || /\.easing$/.test(path)) {
      row.classList.add("curve-field");
      row.append(button("Curve…", `edit the curve ${path}`, () => openCurve(path)));
    }
    return row;
  }

  /** The channel of a track: the channels its target does not animate yet, and its own. */
  function channelSelect(path, value, track, channels) {
    const free = unusedChannels(definition, track.target, channels);
    const offered = channels.filter((c) => c === value || free.includes(c));
    if (!offered.includes(value)) offered.unshift(value);
    const select = element("select", { dataset: { testid: "channel" } }, ...offered.map((c) => new Option(c, c)));
    select.value = value;
    select.addEventListener("change", () => edit(path, select.value, null));
    return select;
  }

  function input(path, value, key) {
    const control = element("input");
    if (typeof value === "boolean") {
      control.type = "checkbox";
      control.checked = value;
      control.addEventListener("change", () => edit(path, control.checked, null));
      return control;
    }
    // A value (keyframe, state, rest) is a number or an expression: typed as text, kept as a
    // number when it is one. Other numbers (`at`, a range's ends) are numbers only.
    const isValue = valueKeys.has(key) || /^(rest|start|end|startEnd)$/.test(String(segments(path).at(-2)));
    control.type = typeof value === "number" && !isValue ? "number" : "text";
    if (control.type === "number") control.step = "any";
    if (isValue) control.classList.add("value-field");
    control.value = value === null ? "" : String(value);
    if (path === "name") {
      control.readOnly = true;
      control.title = "Rename the preset with Rename (menu items follow)";
    }
    control.addEventListener("input", () => {
      const typed = control.value;
      const parsed = isValue || typeof value === "string" ? (isValue ? fieldValue(typed) : typed)
        : typed.trim() === "" || !Number.isFinite(Number(typed)) ? typed : Number(typed);
      edit(path, parsed, path);
    });
    return control;
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
    const message = element("p", { className: "field-problem", textContent: `${problem.path}: ${problem.message}`, dataset: { path: problem.path } });
    if (target) {
      target.setAttribute("aria-invalid", "true");
      (target.tagName === "FIELDSET" ? target : target.closest(".field")).append(message);
    } else {
      root.prepend(message);
    }
  }
}

const rank = (key) => (order.includes(key) ? order.indexOf(key) : order.length);
const sortedKeys = (object) => Object.keys(object).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const title = (key) => String(key).replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
const singular = (key) => ({ tracks: "track", keyframes: "keyframe", states: "state", children: "child" })[key] || "item";
const describe = (path) => singular(String(segments(path).filter((s) => typeof s === "string").pop()));

const legend = (text) => element("legend", { textContent: text });
const note = (text) => element("p", { className: "note", textContent: text });

function button(text, label, action, testid) {
  const control = element("button", { type: "button", className: "small", textContent: text, attributes: { "aria-label": label } });
  if (testid) control.dataset.testid = testid;
  control.addEventListener("click", action);
  return control;
}
