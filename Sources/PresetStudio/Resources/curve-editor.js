// The Curves tab: the curve that is set, drawn from the engine's own samples whatever its kind
// (`data-testid="curve-drawn"`: named, parameterised, `steps`, `linear()`, spring); a named
// curve's parameters as controls (curve-parameters.js); the named curves with thumbnails; and
// a cubic-bezier() editor whose two handles can be dragged (or moved with the arrow keys), which
// turns the curve into a `cubic-bezier` only then. Whatever is chosen is written back to the
// curve field as its exact text, e.g. `outBack(2.5)` or `cubic-bezier(0.25, 0.1, 0.25, 1)`.

import { api } from "./api.js";
import { CurveParameters } from "./curve-parameters.js";

const svgNS = "http://www.w3.org/2000/svg";
// The editor's geometry, in SVG units: the unit square from (left, bottom) to (left + size, bottom - size).
// The drawing area is 0…width across and, at least, 0…height down; it grows up or down so a
// curve that overshoots (outBack, outElastic, a bouncing spring) or a handle outside 0…1 stays
// inside it (`fitView`), keeping the scale.
const left = 24, size = 160, bottom = 214, width = 208, height = 268;
/** Room kept between the drawing's extreme points and the area's edge, in SVG units. */
const viewMargin = 12;
const toX = (x) => left + x * size;
const toY = (y) => bottom - y * size;
const fromX = (px) => (px - left) / size;
const fromY = (py) => (bottom - py) / size;
const round = (x) => Math.round(x * 100) / 100;
/** The samples of the curve drawn in the editor. */
const drawnSamples = 101;

/** `cubic-bezier(a, b, c, d)` → [a, b, c, d], or null for any other curve text. */
export function bezierPoints(text) {
  const match = /^\s*cubic-bezier\(\s*([^,]+),\s*([^,]+),\s*([^,]+),\s*([^)]+)\)\s*$/.exec(text || "");
  if (!match) return null;
  const points = match.slice(1).map(Number);
  return points.every(Number.isFinite) ? points : null;
}

export const bezierText = (p) => `cubic-bezier(${p.map((x) => String(round(x))).join(", ")})`;

/** The point of the cubic Bézier from (0,0) to (1,1) with control points p at parameter t. */
function bezierAt(p, t) {
  const u = 1 - t;
  return [3 * u * u * t * p[0] + 3 * u * t * t * p[2] + t ** 3, 3 * u * u * t * p[1] + 3 * u * t * t * p[3] + t ** 3];
}

function element(name, attributes = {}, parent = null) {
  const node = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  parent?.append(node);
  return node;
}

/** A small polyline of `samples` ({t, value}) in a w×h box, for thumbnails and the current curve. */
function polyline(samples, box) {
  const values = samples.map((s) => s.value);
  const low = Math.min(0, ...values), high = Math.max(1, ...values);
  return samples.map((s) => `${(box.x + s.t * box.w).toFixed(1)},${(box.y + box.h - ((s.value - low) / (high - low)) * box.h).toFixed(1)}`).join(" ");
}

/**
 * The text the list writes for an entry of `easing --list`: the name itself, its default when
 * its parameters are optional (`outBack(overshoot)` → `outBack`), an example for `steps` and
 * `spring`; null for the forms edited otherwise (`cubic-bezier` has the handles) or needing
 * numbers the list cannot guess.
 */
function curveExample(listed) {
  const base = listed.replace(/\(.*$/, "");
  if (base === listed || /^(in|out|inOut|outIn)[A-Z]/.test(base)) return base;
  if (base === "steps") return "steps(4, end)";
  if (base === "spring" && listed.includes("duration")) return "spring(duration: 0.5, bounce: 0.2)";
  return null;
}

export class CurveEditor {
  /** `write(text)` stores the chosen curve at the open path. */
  constructor(root, write) {
    this.root = root;
    this.write = write;
    this.path = null;
    this.points = [0.25, 0.1, 0.25, 1];
    this.label = root.querySelector("[data-curve-path]");
    this.textOutput = root.querySelector("[data-testid=curve-text]");
    this.list = root.querySelector("[data-testid=curve-list]");
    this.buildBezier(root.querySelector("[data-bezier]"));
    this.sampled = root.querySelector("[data-sampled-curve]");
    // A burst of changes to one parameter is one undo step, apart from a handle's or another parameter's.
    this.parameters = new CurveParameters(root.querySelector("[data-curve-parameters]"), (text, parameter) => {
      if (this.path === null) return;
      this.textOutput.value = text;
      this.write(this.path, text, `curve:${this.path}:${parameter}`);
    });
    this.drawing = 0;
    this.requested = null;
    /** The curve text whose handles are shown or asked for (null: a `cubic-bezier()`'s own). */
    this.handlesOf = undefined;
  }

  /** Shows the curve at `path` whose text is `text`. */
  open(path, text) {
    this.path = path;
    this.label.textContent = path;
    this.show(text);
    this.root.querySelector("[data-curve-empty]").hidden = true;
    this.root.querySelector("[data-curve-body]").hidden = false;
  }

  show(text) {
    this.textOutput.value = text || "";
    for (const item of this.list.querySelectorAll("button")) item.setAttribute("aria-pressed", String(item.dataset.curve === text || item.dataset.curve === text?.replace(/\(.*$/, "")));
    const points = bezierPoints(text);
    if (points) this.points = points;
    this.drawBezier(Boolean(points));
    this.showHandles(points ? null : text || "linear");
    this.parameters.show(text || "linear");
    this.drawEngineCurve(text || "linear");
  }

  /**
   * Puts the handles where the engine defines `text`'s Bézier (a keyword such as `ease-out`,
   * `linear`, a cubic polynomial such as `smoothStep`), asked of the server, so a nudge starts
   * from this curve's own points; a curve that is no Bézier leaves them inactive. Null: the
   * text is a `cubic-bezier()`, shown already.
   */
  showHandles(text) {
    if (text === this.handlesOf) return;
    this.handlesOf = text;
    this.svg.dataset.handlesOf = text === null ? "cubic-bezier" : "";
    if (text === null) return;
    api.curveHandles(text).then((handles) => {
      if (text !== this.handlesOf) return;
      if (handles) this.points = handles;
      this.drawBezier(Boolean(handles));
      this.svg.dataset.handlesOf = text;
    }).catch(() => {
      if (text === this.handlesOf) this.svg.dataset.handlesOf = text;
    });
  }

  /** Draws `text` as the engine samples it, in the editor's square and in the thumbnail beside the text. */
  drawEngineCurve(text) {
    // Drawn or being drawn already (the form redraws on every change): nothing to ask.
    if (text === this.requested) return;
    this.requested = text;
    const drawing = ++this.drawing;
    api.easing(text, drawnSamples).then((samples) => {
      if (drawing !== this.drawing) return;
      this.sampled.setAttribute("points", polyline(samples, { x: 0, y: 0, w: 120, h: 60 }));
      this.engineCurve.setAttribute("points", samples.map((s) => `${toX(s.t).toFixed(3)},${toY(s.value).toFixed(3)}`).join(" "));
      this.engineCurve.dataset.curve = text;
      this.engineValues = samples.map((s) => s.value);
      this.fitView();
    }).catch(() => {
      if (drawing !== this.drawing) return;
      this.requested = null;
      this.sampled.setAttribute("points", "");
      this.engineCurve.setAttribute("points", "");
      this.engineCurve.dataset.curve = "";
      this.engineValues = [];
      this.fitView();
    });
  }

  choose(text) {
    if (this.path === null) return;
    this.show(text);
    this.write(this.path, text);
  }

  /** Fills the list of named curves, each with its thumbnail. */
  async loadCurves() {
    const curves = await api.curves();
    this.parameters.learn(curves);
    if (this.path !== null) this.parameters.show(this.textOutput.value || "linear");
    this.list.replaceChildren();
    for (const curve of curves) {
      const name = curveExample(curve.curve);
      if (name === null) continue;
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.curve = name;
      button.title = curve.description;
      const thumb = element("svg", { viewBox: "0 0 40 28", width: 40, height: 28, "aria-hidden": "true" });
      const line = element("polyline", { class: "thumb" }, thumb);
      const caption = document.createElement("span");
      caption.textContent = name;
      button.append(thumb, caption);
      button.addEventListener("click", () => this.choose(name));
      item.append(button);
      this.list.append(item);
      api.easing(name, 25).then((s) => line.setAttribute("points", polyline(s, { x: 2, y: 2, w: 36, h: 24 }))).catch(() => {});
    }
  }

  buildBezier(host) {
    const svg = element("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "group",
      "aria-label": "cubic-bezier editor: drag a handle, or focus it and use the arrow keys" }, host);
    element("rect", { x: left, y: bottom - size, width: size, height: size, class: "box", "data-testid": "bezier-box" }, svg);
    element("line", { x1: left, y1: bottom, x2: left + size, y2: bottom - size, class: "diagonal" }, svg);
    this.arms = [element("line", { class: "arm" }, svg), element("line", { class: "arm" }, svg)];
    this.curve = element("path", { class: "bezier" }, svg);
    this.engineCurve = element("polyline", { class: "engine", "data-testid": "curve-drawn" }, svg);
    this.handles = [1, 2].map((n) => {
      const handle = element("circle", { r: 8, class: "handle", tabindex: 0, role: "slider",
        "data-testid": `bezier-handle-${n}`, "aria-label": `control point ${n}` }, svg);
      this.drag(handle, n - 1);
      return handle;
    });
    this.svg = svg;
  }

  /**
   * The vertical extent of the drawing area: the square's 0…height, grown to hold the engine's
   * curve (its sampled minimum and maximum) and the handles.
   */
  fitView() {
    const values = [0, 1, this.points[1], this.points[3], ...(this.engineValues || [])];
    const top = Math.min(0, toY(Math.max(...values)) - viewMargin);
    const end = Math.max(height, toY(Math.min(...values)) + viewMargin);
    this.svg.setAttribute("viewBox", `0 ${top.toFixed(2)} ${width} ${(end - top).toFixed(2)}`);
    this.svg.setAttribute("height", (end - top).toFixed(2));
  }

  drawBezier(active) {
    const p = this.points;
    this.svg.classList.toggle("inactive", !active);
    const path = [`M ${toX(0)} ${toY(0)}`];
    for (let i = 1; i <= 40; i++) {
      const [x, y] = bezierAt(p, i / 40);
      path.push(`L ${toX(x).toFixed(2)} ${toY(y).toFixed(2)}`);
    }
    this.curve.setAttribute("d", path.join(" "));
    const ends = [[0, 0], [1, 1]];
    this.handles.forEach((handle, i) => {
      const [x, y] = [p[2 * i], p[2 * i + 1]];
      handle.setAttribute("cx", toX(x));
      handle.setAttribute("cy", toY(y));
      handle.setAttribute("aria-valuetext", `x ${round(x)}, y ${round(y)}`);
      const arm = this.arms[i];
      arm.setAttribute("x1", toX(ends[i][0]));
      arm.setAttribute("y1", toY(ends[i][1]));
      arm.setAttribute("x2", toX(x));
      arm.setAttribute("y2", toY(y));
    });
    this.fitView();
  }

  move(index, x, y) {
    const p = [...this.points];
    p[2 * index] = round(Math.min(1, Math.max(0, x)));
    p[2 * index + 1] = round(Math.min(1.5, Math.max(-0.5, y)));
    this.points = p;
    this.drawBezier(true);
    const text = bezierText(p);
    this.textOutput.value = text;
    if (this.path !== null) this.write(this.path, text, `curve:${this.path}`);
  }

  drag(handle, index) {
    const position = (event) => {
      const matrix = this.svg.getScreenCTM().inverse();
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
      return [fromX(point.x), fromY(point.y)];
    };
    handle.addEventListener("pointerdown", (event) => {
      handle.setPointerCapture(event.pointerId);
      handle.classList.add("dragging");
      event.preventDefault();
    });
    handle.addEventListener("pointermove", (event) => {
      if (handle.hasPointerCapture(event.pointerId)) this.move(index, ...position(event));
    });
    handle.addEventListener("pointerup", (event) => {
      if (handle.hasPointerCapture(event.pointerId)) this.move(index, ...position(event));
      handle.classList.remove("dragging");
    });
    handle.addEventListener("keydown", (event) => {
      const step = event.shiftKey ? 0.1 : 0.01;
      const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
      if (!moves[event.key]) return;
      event.preventDefault();
      this.move(index, this.points[2 * index] + moves[event.key][0], this.points[2 * index + 1] + moves[event.key][1]);
    });
  }
}
