// A named curve's parameters as controls: read from `easing --list` (`outBack(overshoot)`,
// `outElastic(amplitude, period)`, `spring(duration: d, bounce: b, velocity: v)`, `steps(n,
// position)`, each with its defaults in words), shown as a slider and a field each, and written
// back as the curve's text with only the parameters it needs (`outBack(2.5)`,
// `spring(duration: 0.5, bounce: 0.3)`). `cubic-bezier` has the editor's handles and `linear()`
// its points, so neither is offered here.

import { element } from "./dom.js";

/** Sliders' ends by parameter name (a field takes any value the engine accepts). */
const sliderRanges = {
  overshoot: [0, 5], amplitude: [1, 3], period: [0.05, 1], duration: [0.05, 2], bounce: [-0.9, 0.9], velocity: [-10, 10],
  stiffness: [1, 1000], damping: [0, 100], mass: [0.1, 10], n: [1, 24],
};
/** A value for a parameter without a default when the curve's text leaves it out. */
const examples = { duration: 0.5, stiffness: 170, damping: 26, n: 4 };

/**
 * The parameter forms of the listed curves, by curve name: `[{labelled, parameters: [{name,
 * default}]}]` (a spring has two forms). A default is a number, a word (`jump-end`) or null
 * when the parameter is required.
 */
export function parameterForms(listed) {
  const forms = new Map();
  for (const entry of listed) {
    const match = /^([A-Za-z]+)\((.*)\)$/.exec(entry.curve);
    if (!match || match[1] === "linear") continue;
    const parts = match[2].split(",").map((part) => part.trim());
    const labelled = parts.every((part) => part.includes(":"));
    const described = String(entry.parameters ?? "").split(";");
    const parameters = parts.map((part) => {
      const [name, symbol = name] = part.split(":").map((s) => s.trim());
      const word = (w) => new RegExp(`(^|[^A-Za-z])${w}([^A-Za-z]|$)`);
      const about = described.find((d) => word(name).test(d)) ?? described.find((d) => word(symbol).test(d)) ?? "";
      const stated = /default\s+([^\s,;()]+)/.exec(about)?.[1] ?? null;
      const number = stated === null ? null : Number(stated);
      return { name, default: stated === null ? null : Number.isFinite(number) ? number : stated };
    });
    if (!forms.has(match[1])) forms.set(match[1], []);
    forms.get(match[1]).push({ labelled, parameters });
  }
  return forms;
}

/** `outBack(2)` → {name: "outBack", given: ["2"]}; `spring(duration: 0.5)` → {name, given: {duration: "0.5"}}; null when it is no call or name. */
export function parseCurve(text) {
  const match = /^\s*([A-Za-z]+)\s*(?:\((.*)\))?\s*$/.exec(text || "");
  if (!match) return null;
  const inside = match[2]?.trim() ?? "";
  const parts = inside ? inside.split(",").map((part) => part.trim()) : [];
  if (parts.length && parts.every((part) => part.includes(":"))) {
    return { name: match[1], given: Object.fromEntries(parts.map((part) => part.split(":").map((s) => s.trim()))) };
  }
  return { name: match[1], given: parts };
}

const format = (value) => (typeof value === "number" ? String(Number(value.toFixed(5))) : String(value));

/** The form of `forms` that `parsed` uses, with each parameter's value (given, or its default). */
export function valuesOf(parsed, forms) {
  const candidates = forms.get(parsed?.name) ?? [];
  const labelled = !Array.isArray(parsed?.given);
  const form = labelled
    ? candidates.find((f) => f.labelled && Object.keys(parsed.given).every((k) => f.parameters.some((p) => p.name === k)))
    : candidates.find((f) => !f.labelled) ?? (parsed.given.length === 0 ? candidates.find((f) => f.labelled) : undefined);
  if (!form) return null;
  const values = form.parameters.map((p, i) => {
    const given = labelled ? parsed.given[p.name] : parsed.given[i];
    if (given !== undefined) return Number.isFinite(Number(given)) ? Number(given) : given;
    return p.default ?? examples[p.name] ?? 1;
  });
  return { form, values };
}

/** The curve's text: positional parameters up to the last one that is needed, labelled ones that are needed. */
export function curveText(name, form, values) {
  const needed = form.parameters.map((p, i) => p.default === null || values[i] !== p.default);
  if (form.labelled) {
    const kept = form.parameters.map((p, i) => (needed[i] ? `${p.name}: ${format(values[i])}` : null)).filter(Boolean);
    return kept.length ? `${name}(${kept.join(", ")})` : name;
  }
  const last = needed.lastIndexOf(true);
  return last < 0 ? name : `${name}(${values.slice(0, last + 1).map(format).join(", ")})`;
}

/** The parameter controls in `root` for the curve `text`; `write(text, parameterName)` stores a change. */
export class CurveParameters {
  constructor(root, write) {
    this.root = root;
    this.write = write;
    this.forms = new Map();
    this.shown = null; // "name|labelled|parameter names" of the controls on screen
  }

  /** Learns the parameters from `easing --list`'s entries. */
  learn(listed) { this.forms = parameterForms(listed); }

  show(text) {
    const parsed = parseCurve(text);
    const found = parsed && valuesOf(parsed, this.forms);
    if (!found) {
      this.root.replaceChildren();
      this.root.hidden = true;
      this.shown = null;
      return;
    }
    const { form, values } = found;
    const key = `${parsed.name}|${form.labelled}|${form.parameters.map((p) => p.name).join(",")}`;
    this.root.hidden = false;
    if (key !== this.shown) this.build(parsed.name, form, key);
    // A control being used keeps what the designer is typing.
    this.controls.forEach(({ field, slider }, i) => {
      if (document.activeElement !== field) field.value = String(values[i]);
      if (document.activeElement !== slider && typeof values[i] === "number") slider.value = String(values[i]);
    });
    this.values = values;
  }

  build(name, form, key) {
    this.shown = key;
    this.controls = [];
    const rows = form.parameters.map((parameter, i) => {
      const id = `curve-parameter-${parameter.name}`;
      const numeric = typeof parameter.default === "number" || parameter.default === null;
      const [low, high] = sliderRanges[parameter.name] ?? [0, 10];
      const field = element("input", { id, type: numeric ? "number" : "text", step: "any",
        dataset: { testid: "curve-parameter", name: parameter.name } });
      const slider = element("input", { type: "range", min: String(low), max: String(high), step: String((high - low) / 200),
        hidden: !numeric, dataset: { testid: "curve-parameter-slider", name: parameter.name },
        attributes: { "aria-label": `${parameter.name} (slider)` } });
      const change = (raw) => {
        const values = [...this.values];
        values[i] = numeric ? Number(raw) : raw.trim();
        if (numeric && (raw.trim() === "" || !Number.isFinite(values[i]))) return;
        this.values = values;
        this.write(curveText(name, form, values), parameter.name);
      };
      field.addEventListener("input", () => {
        change(field.value);
        if (numeric) slider.value = field.value;
      });
      slider.addEventListener("input", () => {
        field.value = slider.value;
        change(slider.value);
      });
      this.controls.push({ field, slider });
      const hint = parameter.default === null ? "required" : `default ${parameter.default}`;
      return element("div", { className: "curve-parameter" },
        element("label", { htmlFor: id, textContent: parameter.name }), slider, field, element("span", { className: "hint", textContent: hint }));
    });
    this.root.replaceChildren(element("p", { className: "curve-parameters-title", textContent: `${name}'s parameters` }), ...rows);
  }
}
