// The CSS export's fallback for browsers without scroll-driven animations: it brings the
// stylesheet's `@supports (animation-timeline: …)` rules into force and drives the same
// @keyframes through the Web Animations API from the scroll position. Each exported item
// (`[data-preset]`) says how in two custom properties the stylesheet declares for it:
//   --px-timeline: view block [INSET-START INSET-END]  |  scroll block|inline
//   --px-range: the animation-range, e.g. `cover 25% cover calc(50% + 10px)` or `0px 500px`
// The only arithmetic here is CSS's timeline ranges (CSS Scroll-driven Animations, "View
// Progress Timelines"): where each range starts and ends on the nearest scroll container.
// Where the browser has the feature, the script does nothing.
(() => {
  "use strict";
  if (typeof CSS !== "undefined" && CSS.supports("animation-timeline: view()")) return;

  /** Moves the rules of every `@supports (animation-timeline: …)` block to where the block was. */
  function bringRulesIntoForce() {
    for (const sheet of document.styleSheets) {
      let rules;
      try {
        rules = sheet.cssRules;
      } catch {
        continue; // another origin's stylesheet
      }
      for (let index = rules.length - 1; index >= 0; index -= 1) {
        const rule = rules[index];
        if (!(rule instanceof CSSSupportsRule) || !rule.conditionText.includes("animation-timeline")) continue;
        const inner = Array.from(rule.cssRules, (each) => each.cssText);
        sheet.deleteRule(index);
        for (const text of inner.reverse()) {
          try {
            sheet.insertRule(text, index);
          } catch {
            // A rule this browser cannot read (CSS Nesting is older than the feature, but not everywhere).
          }
        }
      }
    }
  }

  /** The nearest ancestor scroll container of `element` (overflow neither visible nor clip). */
  function scrollContainer(element) {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (![style.overflowX, style.overflowY].every((value) => value === "visible" || value === "clip")) return box;
    }
    return document.scrollingElement || document.documentElement;
  }

  /** `25%`, `-10px` or `calc(25% - 10px)` as a percentage and pixels. */
  function lengthPercentage(text) {
    const amount = { percent: 0, px: 0 };
    const body = text.replace(/^calc\((.*)\)$/, "$1").replace(/\s+/g, "");
    for (const [, sign, number, unit] of body.matchAll(/([+-]?)(\d*\.?\d+(?:e[+-]?\d+)?)(%|px)/g)) {
      const value = (sign === "-" ? -1 : 1) * Number(number);
      if (unit === "%") amount.percent += value;
      else amount.px += value;
    }
    return amount;
  }

  /** The range's positions: `[name] length-percentage`, twice (calc() kept whole). */
  function positions(text) {
    const tokens = text.trim().match(/calc\([^)]*\)|\S+/g) || [];
    const found = [];
    for (let index = 0; index < tokens.length; index += 1) {
      const named = /^[a-z-]+$/.test(tokens[index]);
      const range = named ? tokens[index] : null;
      const amount = lengthPercentage(named ? tokens[(index += 1)] || "0%" : tokens[index]);
      found.push({ range, ...amount });
    }
    return found;
  }

  /**
   * The scroll offsets where each named range of a view timeline starts and ends: the subject
   * at `start` (its length `length`) in a scrollport of `viewport`, narrowed by the insets.
   */
  function viewRanges(start, length, viewport, insetStart, insetEnd) {
    const coverStart = start - viewport + insetEnd; // the start edge meets the range's end edge
    const coverEnd = start + length - insetStart; // the end edge meets the range's start edge
    const startsAtStart = start - insetStart;
    const endsAtEnd = start + length - viewport + insetEnd;
    const containStart = Math.min(startsAtStart, endsAtEnd);
    const containEnd = Math.max(startsAtStart, endsAtEnd);
    return {
      cover: [coverStart, coverEnd],
      contain: [containStart, containEnd],
      entry: [coverStart, containStart],
      exit: [containEnd, coverEnd],
      "entry-crossing": [coverStart, endsAtEnd],
      "exit-crossing": [startsAtStart, coverEnd],
    };
  }

  /** The item's progress (0…1) through its animation range at the current scroll position. */
  function progress(item, style) {
    const [kind, axis, ...insets] = style.getPropertyValue("--px-timeline").trim().split(/\s+/);
    const [first, second] = positions(style.getPropertyValue("--px-range"));
    if (!first || !second) return null;
    const vertical = axis !== "inline";
    let scroller = scrollers.get(item);
    if (!scroller) scrollers.set(item, (scroller = scrollContainer(item)));
    const isRoot = scroller === document.scrollingElement || scroller === document.documentElement;
    const scrolled = vertical ? scroller.scrollTop : scroller.scrollLeft;
    let offset = (position) => position.px;
    if (kind === "view") {
      const box = item.getBoundingClientRect();
      const port = isRoot ? { top: 0, left: 0 } : scroller.getBoundingClientRect();
      const subjectStart = vertical
        ? box.top - port.top - (isRoot ? 0 : scroller.clientTop) + scrolled
        : box.left - port.left - (isRoot ? 0 : scroller.clientLeft) + scrolled;
      const viewport = vertical ? scroller.clientHeight : scroller.clientWidth;
      const [insetStart, insetEnd] = [insets[0], insets[1] ?? insets[0]].map((inset) => lengthPercentage(inset ?? "0px").px);
      const ranges = viewRanges(subjectStart, vertical ? box.height : box.width, viewport, insetStart, insetEnd);
      offset = (position) => {
        const [from, to] = ranges[position.range] ?? ranges.cover;
        return from + (position.percent / 100) * (to - from) + position.px;
      };
    }
    const [from, to] = [offset(first), offset(second)];
    if (to === from) return scrolled >= from ? 1 : 0;
    return Math.min(1, Math.max(0, (scrolled - from) / (to - from)));
  }

  /** Each item's scroll container, found once (again after a resize, which may change overflow). */
  let scrollers = new WeakMap();

  /** The animations this script drives, paused and given a duration it can seek through. */
  const driven = new WeakSet();
  const duration = 1000;

  function update() {
    for (const item of document.querySelectorAll("[data-preset]")) {
      const style = getComputedStyle(item);
      if (!style.getPropertyValue("--px-range").trim()) continue;
      const at = progress(item, style);
      if (at === null) continue;
      for (const animation of item.getAnimations({ subtree: true })) {
        if (!(animation instanceof CSSAnimation)) continue; // transitions run as they are
        if (!driven.has(animation)) {
          animation.pause();
          animation.effect.updateTiming({ duration, delay: 0 });
          driven.add(animation);
        }
        animation.currentTime = at * duration;
      }
    }
  }

  let pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      update();
    });
  }

  function start() {
    bringRulesIntoForce();
    update();
    addEventListener("scroll", schedule, { capture: true, passive: true });
    addEventListener("resize", () => {
      scrollers = new WeakMap();
      schedule();
    });
    matchMedia("(prefers-reduced-motion: reduce)").addEventListener("change", schedule);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
