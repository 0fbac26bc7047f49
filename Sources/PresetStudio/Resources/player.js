// The player: the HTML preview's phone (the shared preview-page.js, as `window.PreviewPlayer`)
// playing the scene the studio computed for the subject and geometry, the live values of
// `POST /api/preview` at the scrubber's offset, and the same preset as CSS scroll-driven
// animation (`export --format html`'s page) in a frame scrolled in step. `fling` plays the
// subject along a fling over time instead, so smoothing and velocity timelines show.

import { api } from "./api.js";
import { leftOut } from "./remedies.js";

export class StudioPlayer {
  constructor(root, status) {
    this.root = root;
    this.status = status;
    this.stage = root.querySelector("[data-phone]");
    this.plot = root.querySelector("[data-plot]");
    this.values = root.querySelector("[data-live-values]");
    this.web = root.querySelector("[data-testid=web-preview]");
    this.webNote = root.querySelector("[data-web-note]");
    this.backButton = root.querySelector("[data-testid=back-to-scrubber]");
    this.flinging = false;
    this.player = null;
    this.frames = [];
    this.offset = null;
    this.sequence = 0;
    this.web.addEventListener("load", () => this.scrollWeb(this.offset ?? 0));
  }

  /**
   * Previews `subject` ({preset}, {definition} or {menu}) with `geometry`; resolves once the
   * phone, the values and the frame show it. A newer call makes an older one's answer void.
   */
  async show(subject, geometry, startedAt = performance.now()) {
    const sequence = ++this.sequence;
    this.subject = subject;
    this.geometry = geometry;
    // The live values are sampled at the scene's offsets. Those of the last scene are asked for
    // at once, beside the scene, when the geometry is the same (every keystroke of one preset);
    // otherwise after the scene, at its offsets.
    const key = JSON.stringify(geometry);
    const reused = this.offsetsKey === key ? this.lastOffsets : null;
    const early = reused ? api.preview(subject, { ...geometry, offsets: reused }) : null;
    // Handled at once, so a refusal the scene reports too is never an uncaught rejection.
    early?.catch(() => {});
    let scene;
    try {
      scene = await api.scene(subject, geometry);
    } catch (error) {
      if (sequence === this.sequence) {
        this.status(`Preview: ${error.message}`, "error");
        this.failed = true;
      }
      throw error;
    }
    const offsets = scene.frames.offsets;
    const same = reused && reused.length === offsets.length && reused.every((x, i) => x === offsets[i]);
    const preview = await (same ? early : api.preview(subject, { ...geometry, offsets }));
    this.offsetsKey = key;
    this.lastOffsets = offsets;
    if (sequence !== this.sequence) return;
    // The problem the last preview reported is gone: its line goes too.
    if (this.failed) this.status("", "info");
    this.failed = false;
    this.mountScene(scene, preview);
    const elapsed = performance.now() - startedAt;
    window.studioPreviewTimes = [...(window.studioPreviewTimes || []).slice(-49), elapsed];
    this.root.querySelector("[data-preview-time]").textContent = `previewed in ${Math.round(elapsed)} ms`;
    this.showWeb(subject, geometry, sequence);
  }

  /**
   * Plays the subject last shown along a fling let go at `offset` (points) moving at `velocity`
   * (points per second), decelerating as UIKit's scroll views do (0.998 per ms): the scene and
   * the live values are the server's, sampled over time with one motion state (`trajectory:
   * "fling:OFFSET:VELOCITY"`), so smoothing and velocity timelines play as in an app. The
   * scrubber is then the time, until the fling comes to rest (Play reaches its end), "Back to
   * scrubber" is pressed or the next preview (any edit) comes: then the offsets come back, at
   * the offset the fling had reached.
   */
  async fling(offset, velocity) {
    if (!this.subject) return;
    const sequence = ++this.sequence;
    const { offsets, ...geometry } = this.geometry;
    geometry.trajectory = `fling:${offset}:${velocity}`;
    let scene, preview;
    try {
      [scene, preview] = await Promise.all([api.scene(this.subject, geometry), api.preview(this.subject, geometry)]);
    } catch (error) {
      if (sequence === this.sequence) this.status(`Fling: ${error.message}`, "error");
      return;
    }
    if (sequence !== this.sequence) return;
    this.mountScene(scene, preview, () => this.backToScrubber());
    this.setFlinging(true);
    this.player.play();
  }

  /**
   * Leaves a fling for the offsets: the subject's scene again, its scrubber at the offset the
   * fling had reached (clamped to the sampled range). Nothing when no fling is shown.
   */
  async backToScrubber() {
    if (!this.flinging) return;
    const rest = this.offset;
    this.setFlinging(false);
    try {
      await this.show(this.subject, this.geometry);
    } catch {
      return;  // the status bar says why
    }
    if (rest !== null) this.player?.setOffset(rest);
  }

  /** Whether a fling is shown: the "Back to scrubber" control shows only then. */
  setFlinging(flinging) {
    this.flinging = flinging;
    if (this.backButton) this.backButton.hidden = !flinging;
  }

  /** Empties the phone, the values, the plot and the web frame, and forgets the offset: a new subject starts afresh. */
  clear() {
    this.sequence += 1;
    this.subject = null;
    this.player?.destroy();
    this.player = null;
    this.stage.replaceChildren();
    this.plot.replaceChildren();
    this.values.replaceChildren();
    this.rows = [];
    this.frames = [];
    this.band = null;
    this.offset = null;
    this.offsetsKey = null;
    this.lastOffsets = null;
    this.web.srcdoc = "";
    this.webNote.textContent = "";
    if (this.failed) this.status("", "info");
    this.failed = false;
  }

  mountScene(scene, preview, onEnd = () => {}) {
    this.setFlinging(false);
    const previous = this.offset;
    this.player?.destroy();
    this.stage.innerHTML = scene.markup;
    this.plot.innerHTML = scene.plot || "";
    this.frames = preview.frames || [];
    this.buildValues();
    const offsets = scene.frames.offsets;
    const start = previous !== null && previous >= offsets[0] && previous <= offsets[offsets.length - 1]
      ? previous : scene.frames.initialOffset;
    this.band = band(scene.frames);
    this.player = window.PreviewPlayer.mount(this.root, scene.frames, { onOffset: (offset, time) => this.follow(offset, time), onEnd });
    this.player.setOffset(start);
  }

  /** One row per channel `preview --format json` reports (`TARGET.CHANNEL`), numbers only. */
  buildValues() {
    this.values.replaceChildren();
    this.rows = [];
    const first = this.frames[0];
    if (!first) return;
    for (const [key, value] of Object.entries(first.values || {})) {
      if (typeof value !== "number") continue;
      const tr = document.createElement("tr");
      const name = document.createElement("th");
      name.scope = "row";
      name.textContent = key;
      const cell = document.createElement("td");
      cell.dataset.testid = "live-value";
      cell.dataset.key = key;
      tr.append(name, cell);
      this.values.append(tr);
      this.rows.push({ key, cell });
    }
  }

  /**
   * The scrubber moved (or the player played): values at `offset` (along a fling, at `time`
   * seconds, the frames being in time order), the web frame in step.
   */
  follow(offset, time = null) {
    this.offset = offset;
    const frames = this.frames;
    if (frames.length && this.rows) {
      const key = time !== null && frames[0].time !== undefined ? "time" : "offset";
      const at = key === "time" ? time : offset;
      let i = 0;
      while (i < frames.length - 2 && frames[i + 1][key] <= at) i++;
      const a = frames[i], b = frames[Math.min(i + 1, frames.length - 1)];
      const t = b[key] > a[key] ? Math.min(1, Math.max(0, (at - a[key]) / (b[key] - a[key]))) : 0;
      for (const { key, cell } of this.rows) {
        const value = a.values[key] + (b.values[key] - a.values[key]) * t;
        cell.textContent = String(Number(value.toFixed(3)));
      }
    }
    this.scrollWeb(offset);
  }

  async showWeb(subject, geometry, sequence) {
    if (subject.menu) {
      this.web.srcdoc = "";
      this.webNote.textContent = "Menus have no CSS export; pick a preset.";
      return;
    }
    // A refusal a flag gets past (smoothing; an effect in overscroll) shows what the export with
    // that flag gives, and says what it leaves out.
    const flags = {};
    for (;;) {
      try {
        const page = await api.webPage(subject, geometry, flags);
        if (sequence !== this.sequence) return;
        const words = leftOut(flags);
        this.webNote.textContent = words ? `The CSS version, ${words}.` : "";
        if (this.web.srcdoc !== page) this.web.srcdoc = page;
        else this.scrollWeb(this.offset ?? 0);
        return;
      } catch (error) {
        if (sequence !== this.sequence) return;
        if (error.remedy && !flags[error.remedy]) {
          flags[error.remedy] = true;
          continue;
        }
        this.web.srcdoc = "";
        this.webNote.textContent = `No CSS version: ${error.message}`;
        return;
      }
    }
  }

  scrollWeb(offset) {
    const scroller = this.web.contentDocument?.querySelector("[data-scroller]");
    if (!scroller) return;
    const vertical = scroller.scrollHeight > scroller.clientHeight;
    scroller.scrollTo(vertical ? { top: Math.max(0, offset), behavior: "instant" } : { left: Math.max(0, offset), behavior: "instant" });
  }

  setOffset(offset) { this.player?.setOffset(offset); }
}

/**
 * The part of the viewport the previewed item passes through while its effect runs (`{vertical,
 * from, to}` in points along the axis, with a margin), which the studio frames so the item is
 * the biggest thing on screen; null when the scene has no previewed item in its content.
 */
export function band(frames) {
  const item = frames.elements.find((element) => element.previewed && element.anchor === "content");
  if (!item || !Array.isArray(frames.effect)) return null;
  const vertical = frames.axis === "vertical";
  const length = vertical ? frames.viewport.height : frames.viewport.width;
  const start = vertical ? item.frame[1] : item.frame[0];
  const size = vertical ? item.frame[3] : item.frame[2];
  const [first, last] = frames.effect;
  const margin = Math.max(60, 0.6 * size);
  const from = Math.max(0, Math.min(start - first, start - last) - margin);
  const to = Math.min(length, Math.max(start + size - first, start + size - last) + margin);
  return to - from >= Math.min(size, length) && to - from < length ? { vertical, from, to } : null;
}
