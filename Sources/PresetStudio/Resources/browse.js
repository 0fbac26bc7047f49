// The catalog's side bar: the presets (search by name, filter by kind), each with a small plot
// of its motion (its channels over the default sweep, each scaled to its own range), then the
// menus and images. Choosing a preset opens it; a menu previews it.

import { api } from "./api.js";
import { element } from "./dom.js";

const svgNS = "http://www.w3.org/2000/svg";

export class Browser {
  constructor(root, { openPreset, openMenu }) {
    this.root = root;
    this.list = root.querySelector("[data-testid=preset-list]");
    this.search = root.querySelector("[data-testid=search]");
    this.kind = root.querySelector("[data-kind-filter]");
    this.menus = root.querySelector("[data-menu-list]");
    this.images = root.querySelector("[data-image-list]");
    this.images.closest("details")?.addEventListener("toggle", (event) => {
      if (!event.target.open) return;
      for (const image of this.images.querySelectorAll("img[data-src]:not([src])")) image.src = image.dataset.src;
    });
    this.openPreset = openPreset;
    this.openMenu = openMenu;
    this.presets = [];
    this.plots = new Map();
    this.current = null;
    this.search.addEventListener("input", () => this.filter());
    this.kind.addEventListener("change", () => this.filter());
  }

  async refresh() {
    const [presets, menus, images] = await Promise.all([api.presets(), api.menus(), api.images()]);
    this.presets = presets;
    const kinds = [...new Set(presets.map((p) => p.kind))].sort();
    const chosen = this.kind.value;
    this.kind.replaceChildren(new Option("all kinds", ""), ...kinds.map((k) => new Option(k, k)));
    this.kind.value = kinds.includes(chosen) ? chosen : "";
    this.list.replaceChildren(...presets.map((preset) => this.item(preset)));
    this.menus.replaceChildren(...menus.map((menu) => {
      const button = element("button", { type: "button", textContent: `${menu.title || menu.name} · ${menu.itemCount} rows` });
      button.addEventListener("click", () => this.openMenu(menu.name));
      return element("li", {}, button);
    }));
    this.images.replaceChildren(...images.map((image) => element("li", {},
      // Loaded once the Images list is opened, not with the page: the file, or the placeholder
      // the player draws when the image has no local file (never a failed request).
      element("img", { alt: image.name, loading: "lazy", dataset: { src: api.imageThumbnail(image.name) } }),
      element("span", { textContent: `${image.name} ${image.pixelWidth}×${image.pixelHeight}@${image.scale}x` }))));
    this.filter();
    this.mark(this.current);
  }

  item(preset) {
    const plot = document.createElementNS(svgNS, "svg");
    plot.setAttribute("viewBox", "0 0 60 20");
    plot.setAttribute("class", "motion");
    plot.setAttribute("aria-hidden", "true");
    const button = element("button", { type: "button", className: "preset", title: preset.summary },
      plot,
      element("span", { className: "name", textContent: preset.name }),
      element("span", { className: "meta", textContent: `${preset.kind} · r${preset.revision}` }));
    button.addEventListener("click", () => this.openPreset(preset.name));
    this.plot(preset, plot);
    return element("li", { dataset: { testid: "preset-item", name: preset.name, kind: preset.kind } }, button);
  }

  /** Draws the preset's motion: every numeric channel over the default sweep, scaled to fit. */
  async plot(preset, svg) {
    const key = `${preset.name}@${preset.revision}`;
    let lines = this.plots.get(key);
    if (!lines) {
      try {
        const preview = await api.preview({ preset: preset.name }, { offsets: "-200:800:20" });
        lines = motionLines(preview.frames);
      } catch { lines = []; }
      this.plots.set(key, lines);
    }
    svg.replaceChildren(...lines.map((points, i) => {
      const line = document.createElementNS(svgNS, "polyline");
      line.setAttribute("points", points);
      line.setAttribute("class", `channel c${i % 4}`);
      return line;
    }));
  }

  filter() {
    const text = this.search.value.trim().toLowerCase();
    const kind = this.kind.value;
    let shown = 0;
    for (const item of this.list.children) {
      const visible = item.dataset.name.toLowerCase().includes(text) && (!kind || item.dataset.kind === kind);
      item.hidden = !visible;
      if (visible) shown++;
    }
    this.root.querySelector("[data-preset-count]").textContent = `${shown} of ${this.list.children.length}`;
  }

  mark(name) {
    this.current = name;
    for (const item of this.list.children) {
      item.querySelector("button").setAttribute("aria-current", String(item.dataset.name === name));
    }
  }
}

/** Polylines (60×20) of up to four numeric channels that change across `frames`. */
export function motionLines(frames) {
  if (!frames.length) return [];
  const keys = Object.keys(frames[0].values).filter((k) => typeof frames[0].values[k] === "number");
  const lines = [];
  for (const key of keys) {
    const values = frames.map((f) => f.values[key]);
    const low = Math.min(...values), high = Math.max(...values);
    if (!(high - low > 1e-9)) continue;
    lines.push(values.map((v, i) => `${(i / (values.length - 1) * 60).toFixed(1)},${(19 - (v - low) / (high - low) * 18).toFixed(1)}`).join(" "));
    if (lines.length === 4) break;
  }
  return lines;
}
