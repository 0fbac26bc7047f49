// The Timeline tab: one lane per track over its progress 0…1 (and one per Parade state value
// over its side's progress: lane-models.js), each keyframe a handle
// (`data-testid="keyframe-handle"`) dragged along the lane (its `at`) and up or down (its value,
// when the value is a number), the segment to the next keyframe drawn with its easing as the
// engine samples it (`data-testid="keyframe-segment"`, click it to edit the curve). The arrow
// keys move the selected handle, Delete removes its keyframe, a double click on a lane adds one.
// Every change goes through `edit(path, value, group)`, the form's own edit (undo, live preview).

import { element as htmlElement } from "./dom.js";
import { stateLanes, trackLane } from "./lane-models.js";

const svgNS = "http://www.w3.org/2000/svg";
// A lane's geometry, in SVG units: the plot area from (left, top) to (left + width, top + height).
const laneWidth = 440, laneHeight = 112, left = 14, top = 14, width = laneWidth - 2 * left, height = laneHeight - 2 * top;
/** Samples of a segment's curve, as the engine computes them. */
const segmentSamples = 41;

function svg(name, attributes = {}, parent = null) {
  const node = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  parent?.append(node);
  return node;
}

const isNumber = (value) => typeof value === "number" && Number.isFinite(value);
const roundTo = (x, step) => Number((Math.round(x / step) * step).toFixed(Math.max(0, -Math.floor(Math.log10(step)))));
const clamp = (x, low, high) => Math.min(high, Math.max(low, x));
/** The progress a keyframe's `at` snaps to. */
export const atStep = 0.001;

/**
 * The value span a lane shows: from its lowest numeric keyframe value to its highest, zero
 * included (so the scale stays put while a value is moved, and 1 → 1 spans 0…1); `step` is the
 * power of ten at most a hundredth of the span (what ↑/↓ move by) and `precision` a tenth of it
 * (what a dragged value is rounded to).
 */
export function valueSpan(keyframes) {
  const numbers = keyframes.map((k) => k.value).filter(isNumber);
  const low = Math.min(0, ...numbers);
  let high = Math.max(0, ...numbers);
  if (high - low < 1e-9) high = 1;
  const step = 10 ** Math.floor(Math.log10((high - low) / 100));
  return { low, high, step, precision: step / 10 };
}

export class Lanes {
  /**
   * `edit(path, value, group)` changes the definition; `openCurve(path)` opens a segment's curve;
   * `samples(text, count)` resolves to the engine's samples of a curve; `status(text, kind)` says
   * why something was refused.
   */
  constructor(root, { edit, openCurve, samples, status }) {
    this.root = root;
    this.edit = edit;
    this.openCurve = openCurve;
    this.samples = samples;
    this.status = status;
    this.definition = null;
    this.readOnly = false;
    this.selected = null; // { lane, index }: the lane's model id
    this.drag = null;
    this.refused = false;
    this.curveCache = new Map();
  }

  /** Shows `definition`'s tracks and states; while a handle is dragged, the lanes keep their own drawing. */
  show(definition, readOnly = false) {
    this.definition = definition;
    this.readOnly = readOnly;
    if (!this.drag) this.draw();
  }

  draw() {
    const hadFocus = this.root.contains(document.activeElement) && document.activeElement.dataset.testid === "keyframe-handle";
    const list = (name) => (Array.isArray(this.definition?.[name]) ? this.definition[name] : []);
    const models = list("tracks").map(trackLane).concat(list("states").flatMap(stateLanes));
    this.root.replaceChildren();
    if (!models.length) {
      this.root.append(htmlElement("p", { className: "note", textContent: "No tracks or states: add one in the Form tab." }));
      return;
    }
    this.root.append(htmlElement("p", { className: "note lanes-help",
      textContent: "Drag a keyframe along its lane (its progress) or up and down (its value); arrows move the selected one (Shift: ×10), Delete removes it, a double click adds one; click a segment to edit its curve." }));
    for (const model of models) this.root.append(this.lane(model));
    if (hadFocus && this.selected) this.handleAt(this.selected.lane, this.selected.index)?.focus();
  }

  handleAt(lane, index) {
    return this.root.querySelector(`[data-testid=keyframe-handle][data-lane="${CSS.escape(lane)}"][data-index="${index}"]`);
  }

  /** The lane of `model` (lane-models.js): axis, the segments, the handles. */
  lane(model) {
    const { keyframes, title } = model;
    const span = valueSpan(keyframes);
    const figure = htmlElement("figure", { className: "lane" });
    const marks = { "data-lane": model.id, ...model.attributes };
    figure.append(htmlElement("figcaption", { textContent: title }));
    const box = svg("svg", {
      viewBox: `0 0 ${laneWidth} ${laneHeight}`, role: "group", "aria-label": `keyframes of ${title}`,
      "data-testid": "keyframe-lane", ...marks, "data-value-low": span.low, "data-value-high": span.high, "data-value-step": span.step,
    });
    figure.append(box);
    svg("rect", { x: left, y: top, width, height, class: "lane-area", "data-testid": "keyframe-lane-area" }, box);
    for (const at of [0.25, 0.5, 0.75]) svg("line", { x1: left + at * width, x2: left + at * width, y1: top, y2: top + height, class: "lane-grid" }, box);
    for (const [at, text] of [[0, "0"], [1, "1"]]) {
      svg("text", { x: left + at * width, y: laneHeight - 2, class: "lane-tick", "text-anchor": at ? "end" : "start" }, box).textContent = text;
    }
    svg("text", { x: left + 3, y: top + 10, class: "lane-tick" }, box).textContent = String(span.high);
    svg("text", { x: left + 3, y: top + height - 3, class: "lane-tick" }, box).textContent = String(span.low);
    const drawn = { box, span, keyframes, model, segments: [], handles: [] };
    for (let k = 0; k + 1 < keyframes.length; k++) {
      const path = svg("path", { class: "lane-segment", "data-testid": "keyframe-segment", ...marks, "data-index": k,
        "aria-label": `curve from keyframe ${k + 1} to ${k + 2}` }, box);
      path.addEventListener("click", () => this.openCurve(model.curvePath(k)));
      drawn.segments.push(path);
    }
    keyframes.forEach((keyframe, k) => {
      const handle = svg("circle", { r: 7, class: "lane-handle", tabindex: 0, role: "slider", "data-testid": "keyframe-handle",
        ...marks, "data-index": k, "aria-label": `${title} keyframe ${k + 1}` }, box);
      if (!isNumber(keyframe.value) || !model.valueMovable(k)) handle.classList.add("expression");
      this.bind(handle, drawn, k);
      drawn.handles.push(handle);
    });
    box.addEventListener("dblclick", (event) => {
      if (!event.target.closest("[data-testid=keyframe-handle], [data-testid=keyframe-segment]")) this.insert(drawn, this.pointIn(box, event));
    });
    this.layout(drawn);
    return figure;
  }

  x(at) { return left + clamp(at, 0, 1) * width; }

  y(value, span) { return isNumber(value) ? top + height - ((value - span.low) / (span.high - span.low)) * height : top + height / 2; }

  /** Places the handles and segments of a drawn lane from its keyframes. */
  layout(drawn) {
    const { keyframes, span } = drawn;
    drawn.handles.forEach((handle, k) => {
      const keyframe = keyframes[k];
      handle.setAttribute("cx", this.x(Number(keyframe.at) || 0));
      handle.setAttribute("cy", this.y(keyframe.value, span));
      handle.setAttribute("aria-valuetext", `at ${keyframe.at}, value ${keyframe.value}`);
      handle.setAttribute("data-at", keyframe.at);
      handle.classList.toggle("selected", this.selected?.lane === drawn.model.id && this.selected?.index === k);
    });
    drawn.segments.forEach((path, k) => this.drawSegment(path, keyframes[k], keyframes[k + 1], span));
  }

  /** The segment from `a` to `b` along `a`'s easing, with the engine's samples once they are in. */
  drawSegment(path, a, b, span) {
    const curve = typeof a.easing === "string" && a.easing.trim() ? a.easing : "linear";
    const [x0, x1] = [this.x(Number(a.at) || 0), this.x(Number(b.at) || 0)];
    const [y0, y1] = [this.y(a.value, span), this.y(b.value, span)];
    const place = (samples) => {
      path.setAttribute("d", samples.map((s, i) => `${i ? "L" : "M"} ${(x0 + s.t * (x1 - x0)).toFixed(2)} ${(y0 + s.value * (y1 - y0)).toFixed(2)}`).join(" "));
    };
    path.dataset.curve = curve;
    const cached = this.curveCache.get(curve);
    path.classList.toggle("unknown", cached === "failed");
    if (Array.isArray(cached)) return place(cached);
    place([{ t: 0, value: 0 }, { t: 1, value: 1 }]);
    if (cached === "failed") return;
    if (!cached) {
      // A curve that does not parse is asked for once: its segment stays a dashed straight line.
      this.curveCache.set(curve, this.samples(curve, segmentSamples).then((samples) => samples, () => "failed")
        .then((result) => { this.curveCache.set(curve, result); return result; }));
    }
    this.curveCache.get(curve).then((result) => {
      if (path.isConnected && path.dataset.curve === curve) this.drawSegment(path, a, b, span);
      return result;
    });
  }

  pointIn(box, event) {
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(box.getScreenCTM().inverse());
    return { at: (point.x - left) / width, fraction: (top + height - point.y) / height };
  }

  select(drawn, k) {
    this.selected = { lane: drawn.model.id, index: k };
    drawn.handles.forEach((handle, i) => handle.classList.toggle("selected", i === k));
  }

  /** The keyframe `k` of a drawn lane moved to `at` (and `value`, when it is a number), as one edit. */
  move(drawn, k, at, value, group) {
    const keyframes = drawn.keyframes;
    const low = k > 0 ? Number(keyframes[k - 1].at) : 0, high = k + 1 < keyframes.length ? Number(keyframes[k + 1].at) : 1;
    const moved = { ...keyframes[k], at: roundTo(clamp(at, low, high), atStep) };
    if (isNumber(keyframes[k].value) && drawn.model.valueMovable(k) && value !== undefined) moved.value = roundTo(value, drawn.span.precision);
    if (moved.at === keyframes[k].at && moved.value === keyframes[k].value) return;
    keyframes[k] = moved;
    this.layout(drawn);
    this.change(...drawn.model.write(keyframes, k), group);
  }

  bind(handle, drawn, k) {
    handle.addEventListener("focus", () => this.select(drawn, k));
    handle.addEventListener("pointerdown", (event) => {
      if (this.readOnly) return;
      event.preventDefault();
      handle.focus();
      this.select(drawn, k);
      handle.setPointerCapture(event.pointerId);
      handle.classList.add("dragging");
      const start = this.pointIn(drawn.box, event);
      const keyframe = drawn.keyframes[k];
      this.drag = { start, at: Number(keyframe.at) || 0, value: keyframe.value, group: `lane:${drawn.model.id}:${k}:${Date.now()}` };
    });
    const follow = (event) => {
      if (!this.drag || !handle.hasPointerCapture(event.pointerId)) return;
      const point = this.pointIn(drawn.box, event);
      const { span } = drawn;
      const value = isNumber(this.drag.value) ? this.drag.value + (point.fraction - this.drag.start.fraction) * (span.high - span.low) : undefined;
      this.move(drawn, k, this.drag.at + (point.at - this.drag.start.at), value, this.drag.group);
    };
    handle.addEventListener("pointermove", follow);
    handle.addEventListener("pointerup", (event) => {
      follow(event);
      handle.classList.remove("dragging");
      if (handle.hasPointerCapture(event.pointerId)) handle.releasePointerCapture(event.pointerId);
      this.drag = null;
      this.draw();
    });
    handle.addEventListener("keydown", (event) => {
      if (this.readOnly) return;
      const keyframe = drawn.keyframes[k];
      const times = event.shiftKey ? 10 : 1;
      const at = Number(keyframe.at) || 0;
      const number = isNumber(keyframe.value) && drawn.model.valueMovable(k);
      const moves = {
        ArrowLeft: [at - 0.01 * times, undefined], ArrowRight: [at + 0.01 * times, undefined],
        ArrowUp: [at, number ? keyframe.value + drawn.span.step * times : undefined],
        ArrowDown: [at, number ? keyframe.value - drawn.span.step * times : undefined],
      };
      if (moves[event.key]) {
        event.preventDefault();
        this.move(drawn, k, ...moves[event.key], `lane-key:${drawn.model.id}:${k}`);
      } else if (event.key === "Delete" || event.key === "Backspace") {
        event.preventDefault();
        this.remove(drawn, k);
      }
    });
  }

  /** Makes an edit; a refusal said before is no longer news. */
  change(path, value, group) {
    if (this.refused) this.status("", "info");
    this.refused = false;
    this.edit(path, value, group);
  }

  /** Removes keyframe `k`, unless the track would be left with fewer than two. */
  remove(drawn, k) {
    if (!drawn.model.listPath) {
      this.status("A state's lane has its value and its rest, always: remove the state's value in the Form tab.", "info");
      this.refused = true;
      return;
    }
    if (drawn.keyframes.length <= 2) {
      this.status("A track needs two keyframes at least: this one stays.", "info");
      this.refused = true;
      return;
    }
    const keyframes = drawn.keyframes.filter((_, i) => i !== k);
    this.selected = { lane: drawn.model.id, index: Math.min(k, keyframes.length - 1) };
    this.change(drawn.model.listPath, keyframes, null);
    this.handleAt(this.selected.lane, this.selected.index)?.focus();
  }

  /** A keyframe added at the progress of a double click, its value the lane's there (numbers) or its neighbour's. */
  insert(drawn, point) {
    if (this.readOnly || !drawn.keyframes.length) return;
    if (!drawn.model.listPath) {
      this.status("A state goes from its value to the rest along one curve, with no stops between: drag its two stops to change its range, click the segment to change its curve.", "info");
      this.refused = true;
      return;
    }
    const at = roundTo(clamp(point.at, 0, 1), atStep);
    const keyframes = drawn.keyframes;
    let index = keyframes.findIndex((k) => Number(k.at) > at);
    if (index < 0) index = keyframes.length;
    const before = keyframes[index - 1], after = keyframes[index];
    const { span } = drawn;
    const neighbour = before ?? after;
    const value = isNumber(neighbour.value) ? roundTo(span.low + clamp(point.fraction, 0, 1) * (span.high - span.low), span.precision) : neighbour.value;
    const made = { at, value };
    if (before?.easing !== undefined) made.easing = before.easing;
    this.selected = { lane: drawn.model.id, index };
    this.change(drawn.model.listPath, [...keyframes.slice(0, index), made, ...keyframes.slice(index)], null);
    this.handleAt(drawn.model.id, index)?.focus();
  }
}

