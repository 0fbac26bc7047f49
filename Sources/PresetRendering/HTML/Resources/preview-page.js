"use strict";
// The preview's player, shared by `preview --format html` (inline, mounted on its own page) and
// the studio (loaded as /studio/preview-page.js, mounted again for every new scene).
// `PreviewPlayer.mount(root, scene, {onOffset, onEnd})` plays `scene` (the page's frames JSON) in the
// markup under `root` (#preview-viewport, #preview-content, #preview-indicator, and when present
// #preview-scrubber, #preview-play, #preview-offset, #preview-frame, #preview-values, the
// #preview-others toggle and the plot's `.preview-plot svg`) and returns `{setOffset, offset,
// setTime, time, play, destroy}`. The scrubber and Play cover the scene's `effect` (the offsets
// over which the previewed item's timeline runs); scrolling or dragging in the phone reaches
// every sampled offset. A scene over time (with `times`, one per frame, seconds) is a scroll
// path: the scrubber is the time, Play runs it once in real time (`onEnd()` hears it reach the
// end), the offset follows the path, and `onOffset(offset, time)` hears both. A menu that snaps (`snap`: the offsets a scroll at rest
// settles on) settles on the nearest when a wheel or drag in the phone ends, as CSS
// `scroll-snap-type` and the app's `CatalogMenu.snapOffset` do. The other items are dimmed so the previewed one (`data-testid="previewed-item"`)
// stands out, until #preview-others brings them back.
window.PreviewPlayer = { mount };

function mount(root, scene, { onOffset = () => {}, onEnd = () => {} } = {}) {
  const find = (id) => root.querySelector(`#${id}`);
  const listening = new AbortController();
  const signal = listening.signal;
  const offsets = scene.offsets;
  const count = offsets.length;
  const times = Array.isArray(scene.times) && scene.times.length === count ? scene.times : null;
  const vertical = scene.axis === "vertical";
  const viewportLength = vertical ? scene.viewport.height : scene.viewport.width;
  const first = Math.min(...offsets), last = Math.max(...offsets);
  const firstTime = times ? times[0] : 0, lastTime = times ? times[count - 1] : 0;
  const [effectStart, effectEnd] = scene.effect && scene.effect[0] < scene.effect[1] ? scene.effect : [first, last];
  // The engine's channel table (components, identity, the writer that shows each): the scene
  // carries it, so this script keeps no list of channels of its own.
  const channels = scene.channels;
  const unwritten = Object.keys(channels).filter((name) => !Object.hasOwn(writers, channels[name].style));
  if (unwritten.length) throw new Error(`The player has no style writer for ${unwritten.join(", ")}`);
  const viewport = find("preview-viewport");
  const content = find("preview-content");
  const scrubber = find("preview-scrubber");
  const offsetOutput = find("preview-offset");
  const frameOutput = find("preview-frame");
  const indicator = find("preview-indicator");
  const valuesBody = find("preview-values");
  const playButton = find("preview-play");
  const plot = root.querySelector(".preview-plot svg");
  let current = first;
  let currentTime = firstTime;

  const layers = [];
  const rows = [];
  for (const element of scene.elements) {
    let firstRow = true;
    for (const layer of element.layers) {
      const node = root.querySelector(`[data-layer-path="${CSS.escape(layer.path)}"]`);
      const entry = { element, layer, node, image: node.querySelector(":scope > img") };
      layers.push(entry);
      for (const channel of valuesBody ? Object.keys(layer.tracks) : []) {
        const row = document.createElement("tr");
        const name = document.createElement("td");
        name.textContent = firstRow ? (element.caption || element.name) : "";
        firstRow = false;
        const label = document.createElement("td");
        label.textContent = `${layer.path.split("/").slice(1).join(".")}.${channel}`;
        const value = document.createElement("td");
        value.className = "number";
        value.dataset.testid = "live-value";
        value.dataset.key = label.textContent;
        row.append(name, label, value);
        valuesBody.append(row);
        rows.push({ row, value, element, layer, channel });
      }
    }
  }

  // The frame at or before `x` along `axis` (the increasing offsets, or the times) and the
  // fraction of the way to the next.
  function bracket(axis, x) {
    if (count === 1 || x <= axis[0]) return [0, 0];
    if (x >= axis[count - 1]) return [count - 1, 0];
    let low = 0, high = count - 1;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (axis[middle] <= x) low = middle; else high = middle;
    }
    return [low, (x - axis[low]) / (axis[low + 1] - axis[low])];
  }

  function sample(values, width, index, fraction) {
    const result = [];
    for (let k = 0; k < width; k++) {
      const a = values[index * width + k];
      result.push(fraction === 0 ? a : a + (values[(index + 1) * width + k] - a) * fraction);
    }
    return width === 1 ? result[0] : result;
  }

  const hex = (c) => "#" + c.slice(0, 3).map((x) => Math.round(Math.min(1, Math.max(0, x)) * 255)
    .toString(16).padStart(2, "0")).join("");

  function applyLayer(entry, v) {
    const styles = new Set(Object.keys(v).map((name) => channels[name].style));
    for (const style of styles) writers[style](entry, v, channels);
  }

  function isVisible(element, offset) {
    if (element.anchor === "viewport") return true;
    const start = vertical ? element.frame[1] : element.frame[0];
    const length = vertical ? element.frame[3] : element.frame[2];
    return start - offset < viewportLength && start + length - offset > 0;
  }

  function formatNumber(x) {
    const digits = Math.abs(x) >= 1000 ? 1 : 2;
    const rounded = Number(x.toFixed(digits));
    return String(rounded === 0 ? 0 : rounded).replace("-", "\u2212");
  }

  // Along a sweep: the frames at `requested` (clamped to the sampled offsets). Along a scroll
  // over time the offset follows the time: this keeps the current one.
  function setOffset(requested) {
    const offset = Math.min(last, Math.max(first, Number(requested)));
    if (times || !Number.isFinite(offset)) return current;
    show(offset, ...bracket(offsets, offset));
    return current;
  }

  // Along a scroll over time: the frames at `requested` seconds (clamped to the path), the
  // offset interpolated between the samples as the values are. Returns the time applied.
  function setTime(requested) {
    const time = Math.min(lastTime, Math.max(firstTime, Number(requested)));
    if (!times || !Number.isFinite(time)) return currentTime;
    currentTime = time;
    const [index, fraction] = bracket(times, time);
    const offset = fraction === 0 ? offsets[index] : offsets[index] + (offsets[index + 1] - offsets[index]) * fraction;
    show(offset, index, fraction);
    return currentTime;
  }

  function show(offset, index, fraction) {
    current = offset;
    const values = new Map();
    for (const entry of layers) {
      const v = {};
      for (const [channel, track] of Object.entries(entry.layer.tracks)) {
        v[channel] = sample(track, channels[channel].components, index, fraction);
      }
      values.set(entry.layer.path, v);
      applyLayer(entry, v);
    }
    content.style.transform = vertical ? `translate(0px, ${-offset}px)` : `translate(${-offset}px, 0px)`;
    for (const r of rows) {
      const x = values.get(r.layer.path)[r.channel];
      if (Array.isArray(x)) {
        r.value.innerHTML = `<span class="swatch" style="background:${rgba(x)}"></span>${hex(x)} α ${x[3].toFixed(2)}`;
      } else {
        r.value.textContent = formatNumber(x);
      }
      r.row.classList.toggle("offscreen", !isVisible(r.element, offset));
    }
    if (scrubber) scrubber.value = String(times ? currentTime : offset);
    if (offsetOutput) {
      offsetOutput.textContent = (times ? `${currentTime.toFixed(2)} s · ` : "") + `offset ${formatNumber(offset)} pt`;
    }
    if (frameOutput) frameOutput.textContent = fraction === 0
      ? `Sampled frame ${index + 1} of ${count}.`
      : `Between sampled frames ${index + 1} and ${index + 2} of ${count}.`;
    const span = last - first;
    const track = viewportLength - 24;
    const thumb = Math.max(36, track * viewportLength / (viewportLength + span));
    const along = span > 0 ? (offset - first) / span : 0;
    indicator.style[vertical ? "top" : "left"] = `${12 + along * (track - thumb)}px`;
    indicator.style[vertical ? "height" : "width"] = `${thumb}px`;
    if (!vertical) { indicator.style.bottom = "4px"; indicator.style.height = "5px"; indicator.style.right = ""; }
    if (plot) {
      const [o0, o1] = plot.dataset.offsetRange.split(" ").map(Number);
      const [x0, x1] = plot.dataset.xRange.split(" ").map(Number);
      const x = x0 + ((times ? currentTime : offset) - o0) / (o1 - o0) * (x1 - x0);
      for (const line of plot.querySelectorAll(".cursor")) {
        line.setAttribute("x1", x);
        line.setAttribute("x2", x);
        line.setAttribute("visibility", "visible");
      }
    }
    onOffset(current, times ? currentTime : null);
  }

  let playing = null;
  function stop() {
    if (playing !== null) cancelAnimationFrame(playing);
    playing = null;
    if (playButton) playButton.textContent = "Play";
  }
  // Along a scroll over time: from the current time (the start once at the end) to the end, in
  // real time, then stops.
  function playTime() {
    if (currentTime >= lastTime) setTime(firstTime);
    let previous = null;
    const step = (now) => {
      if (previous !== null) {
        setTime(currentTime + (now - previous) / 1000);
        if (currentTime >= lastTime) {
          stop();
          return onEnd();
        }
      }
      previous = now;
      playing = requestAnimationFrame(step);
    };
    if (playButton) playButton.textContent = "Pause";
    playing = requestAnimationFrame(step);
  }
  function play() {
    if (times) return playTime();
    if (current < effectStart || current >= effectEnd) setOffset(effectStart);
    let direction = 1;
    let previous = null;
    const speed = Math.max(effectEnd - effectStart, 1) / 3000;
    const step = (time) => {
      if (previous !== null) {
        const next = Math.min(effectEnd, Math.max(effectStart, current + direction * speed * (time - previous)));
        if (next >= effectEnd || next <= effectStart) direction = -direction;
        setOffset(next);
      }
      previous = time;
      playing = requestAnimationFrame(step);
    };
    if (playButton) playButton.textContent = "Pause";
    playing = requestAnimationFrame(step);
  }
  if (scrubber) {
    scrubber.min = String(times ? firstTime : effectStart);
    scrubber.max = String(times ? lastTime : effectEnd);
  }
  const others = find("preview-others");
  const hasPreviewed = viewport.querySelector(".previewed") !== null;
  const showOthers = () => viewport.classList.toggle("focus-previewed", hasPreviewed && !(others?.checked ?? false));
  showOthers();
  others?.addEventListener("change", showOthers, { signal });
  playButton?.addEventListener("click", () => (playing === null ? play() : stop()), { signal });
  scrubber?.addEventListener("input", () => { stop(); (times ? setTime : setOffset)(scrubber.value); }, { signal });
  // A scroll over time keeps to its path: the phone takes no wheel or drag.
  if (!times) listenForScrolling();
  const snapOffsets = Array.isArray(scene.snap) && scene.snap.length ? scene.snap : null;
  let settling = null;
  // A scroll that ends at rest settles on the nearest snap offset.
  function settle() {
    clearTimeout(settling);
    if (!snapOffsets) return;
    const nearest = snapOffsets.reduce((best, x) => (Math.abs(x - current) < Math.abs(best - current) ? x : best));
    setOffset(nearest);
  }
  function listenForScrolling() {
    viewport.addEventListener("wheel", (event) => {
      event.preventDefault();
      stop();
      setOffset(current + (vertical ? event.deltaY : event.deltaX || event.deltaY));
      clearTimeout(settling);
      if (snapOffsets) settling = setTimeout(settle, 120);
    }, { passive: false, signal });
    let drag = null;
    viewport.addEventListener("pointerdown", (event) => {
      stop();
      drag = { start: vertical ? event.clientY : event.clientX, offset: current };
      viewport.setPointerCapture(event.pointerId);
      viewport.classList.add("dragging");
    }, { signal });
    viewport.addEventListener("pointermove", (event) => {
      if (drag) setOffset(drag.offset - ((vertical ? event.clientY : event.clientX) - drag.start));
    }, { signal });
    const endDrag = () => {
      if (drag) settle();
      drag = null;
      viewport.classList.remove("dragging");
    };
    viewport.addEventListener("pointerup", endDrag, { signal });
    viewport.addEventListener("pointercancel", endDrag, { signal });
  }
  if (times) setTime(firstTime); else setOffset(scene.initialOffset);
  return {
    setOffset,
    offset: () => current,
    setTime,
    time: () => (times ? currentTime : null),
    play() { if (playing === null) play(); },
    destroy() { stop(); clearTimeout(settling); listening.abort(); },
  };
}

// What each `style` of the channel table sets on a layer's element from the layer's values `v`
// (a channel it does not animate is at its identity, or at its `layerDefault` in `channels`,
// the engine's channel table).
const writers = {
  opacity(entry, v) { entry.node.style.opacity = String(v.alpha); },
  // The engine's order, perspective() translate3d() rotateX() rotateY() rotateZ(rotation + rotationZ)
  // scale3d(), in 2D functions when nothing leaves the plane (so the element stays flat, as in the CSS export).
  transform(entry, v) {
    const s = v.scale ?? 1;
    const turn = (v.rotation ?? 0) + (v.rotationZ ?? 0);
    const flat = !("perspective" in v || "translationZ" in v || "rotationX" in v || "rotationY" in v);
    entry.node.style.transform = flat
      ? `translate(${v.translationX ?? 0}px, ${v.translationY ?? 0}px) rotate(${turn}deg) `
        + `scale(${s * (v.scaleX ?? 1)}, ${s * (v.scaleY ?? 1)})`
      : [
        ...(v.perspective > 0 ? [`perspective(${v.perspective}px)`] : []),
        `translate3d(${v.translationX ?? 0}px, ${v.translationY ?? 0}px, ${v.translationZ ?? 0}px)`,
        `rotateX(${v.rotationX ?? 0}deg)`, `rotateY(${v.rotationY ?? 0}deg)`, `rotateZ(${turn}deg)`,
        `scale3d(${s * (v.scaleX ?? 1)}, ${s * (v.scaleY ?? 1)}, ${s})`,
      ].join(" ");
  },
  frame(entry, v) {
    const style = entry.node.style;
    const base = entry.layer.frame;
    const width = v.width ?? v.boundsWidth ?? base[2];
    const height = v.height ?? v.boundsHeight ?? base[3];
    const centerX = v.centerX ?? ("x" in v ? v.x + width / 2
      : "boundsWidth" in v && !("width" in v) ? base[0] + base[2] / 2 : base[0] + width / 2);
    const centerY = v.centerY ?? ("y" in v ? v.y + height / 2
      : "boundsHeight" in v && !("height" in v) ? base[1] + base[3] / 2 : base[1] + height / 2);
    style.left = `${centerX - width / 2}px`;
    style.top = `${centerY - height / 2}px`;
    style.width = `${width}px`;
    style.height = `${height}px`;
  },
  border(entry, v) {
    const style = entry.node.style;
    style.borderStyle = "solid";
    if ("borderWidth" in v) style.borderWidth = `${v.borderWidth}px`;
    if ("borderColor" in v) style.borderColor = rgba(v.borderColor);
  },
  background(entry, v) {
    entry.node.style.backgroundColor = rgba(v.backgroundColor);
    entry.node.style.color = readableInk(v.backgroundColor);
  },
  // Each number channel written as a CSS property of its own (the table's `css`), in its unit.
  property(entry, v, channels) {
    for (const name in v) {
      const channel = channels[name];
      if (channel?.style !== "property") continue;
      const value = v[name];
      entry.node.style.setProperty(channel.css, channel.unit === "points" ? `${value}px` : String(value));
    }
  },
  // A channel the target leaves out is at its layer default (the channel table's: black, opacity
  // 0, radius 3, offset (0, −3)); CSS's blur is twice the radius.
  shadow(entry, v, channels) {
    const at = (name) => v[name] ?? channels[name].layerDefault;
    const color = at("shadowColor");
    const opacity = at("shadowOpacity") * color[3];
    entry.node.style.boxShadow = `${at("shadowOffsetX")}px ${at("shadowOffsetY")}px ${2 * at("shadowRadius")}px `
      + rgba([color[0], color[1], color[2], opacity]);
  },
  overflow(entry, v) { entry.node.style.overflow = v.clipsToBounds >= 0.5 ? "hidden" : "visible"; },
  stacking(entry, v) { entry.node.style.zIndex = String(Math.round(v.zPosition)); },
  crop(entry, v, channels) {
    if (!entry.image) return;
    const at = (name) => v[name] ?? channels[name].layerDefault;
    const w = at("contentsRectWidth"), h = at("contentsRectHeight");
    entry.image.style.width = `${100 / w}%`;
    entry.image.style.height = `${100 / h}%`;
    entry.image.style.left = `${-100 * at("contentsRectX") / w}%`;
    entry.image.style.top = `${-100 * at("contentsRectY") / h}%`;
  },
};

function rgba(c) { return `rgba(${c[0] * 255}, ${c[1] * 255}, ${c[2] * 255}, ${c[3]})`; }

// Text on a layer whose background animates: white on dark, ink on light (the background
// laid over white by its alpha, then its relative luminance, WCAG 2), so labels stay readable.
function readableInk(c) {
  const linear = (x) => {
    const over = x * c[3] + (1 - c[3]);
    return over <= 0.04045 ? over / 12.92 : ((over + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2]);
  return luminance < 0.18 ? "#ffffff" : "#1f2328";
}

// The standalone page: its frames are embedded; `#offset=N` opens it at N (`#time=T` at T
// seconds for a scroll over time); scripts and tests use window.previewSetOffset(offset),
// window.previewOffset(), window.previewSetTime(seconds) and window.previewTime().
const embeddedFrames = document.getElementById("preview-frames");
if (embeddedFrames) {
  const scene = JSON.parse(embeddedFrames.textContent);
  const player = mount(document, scene);
  const key = scene.times ? "time" : "offset";
  const fromFragment = () => {
    const match = new RegExp(`${key}=(-?[0-9.]+(?:e-?[0-9]+)?)`).exec(location.hash);
    return match ? Number(match[1]) : null;
  };
  const go = (x) => (scene.times ? player.setTime(x) : player.setOffset(x));
  window.addEventListener("hashchange", () => { const x = fromFragment(); if (x !== null) go(x); });
  window.previewSetOffset = player.setOffset;
  window.previewOffset = player.offset;
  window.previewSetTime = player.setTime;
  window.previewTime = player.time;
  const start = fromFragment();
  if (start !== null) go(start);
  revealPreviewedItem();
}

// The standalone page opens with the previewed item in view: when the part of it the phone
// shows lies past the window's bottom or right edge (a desktop window under the phone's height,
// a phone narrower than the phone and its margins), the page scrolls just enough to show it,
// with a 16 px margin below, never past the item's own top or left edge.
function revealPreviewedItem() {
  const item = document.querySelector("[data-testid=previewed-item]");
  const phone = document.getElementById("preview-viewport");
  if (!item || !phone) return;
  const a = item.getBoundingClientRect(), b = phone.getBoundingClientRect();
  const shown = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  if (shown.right <= shown.left || shown.bottom <= shown.top) return;
  const down = shown.bottom > innerHeight ? Math.min(shown.bottom - innerHeight + 16, shown.top) : 0;
  const across = shown.right > innerWidth ? Math.min(shown.right - innerWidth, shown.left) : 0;
  if (down > 0 || across > 0) window.scrollBy({ left: Math.max(0, across), top: Math.max(0, down), behavior: "instant" });
}
