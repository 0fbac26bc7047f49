/// The page's stylesheet: a light inspector beside a dark phone bezel.
enum HTMLPageStyle {
    static let css = """
        :root { color-scheme: light; --ink: #1f2328; --muted: #656d76; --line: #d0d7de; --accent: #0969da; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #eef1f5; color: var(--ink);
          font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        .layout { display: flex; gap: 36px; align-items: flex-start; padding: 28px 36px; flex-wrap: wrap; }
        .device { flex: none; }
        .phone { padding: 13px; border-radius: 62px; background: #16181d;
          box-shadow: 0 0 0 2px #3a3f47, 0 24px 60px rgba(15, 23, 42, 0.35); }
        .viewport { position: relative; overflow: hidden; border-radius: 50px; background: #f6f8fa;
          touch-action: none; cursor: grab; user-select: none; }
        .viewport.dragging { cursor: grabbing; }
        .fixed, .content { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        .content { will-change: transform; }
        .element { position: absolute; }
        .layer { position: absolute; box-sizing: border-box; transform-origin: 50% 50%; }
        .layer > img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; object-fit: cover;
          display: block; pointer-events: none; }
        .layer > span { display: block; padding: 10px 16px; font-weight: 600; }
        .element-row { box-shadow: inset 0 -1px 0 rgba(255, 255, 255, 0.35); background: #2d333b; }
        .element-row::after { content: ""; position: absolute; left: 0; right: 0; bottom: 0; height: 60%;
          background: linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.45)); pointer-events: none; }
        .element-row .caption { position: absolute; z-index: 1; left: 20px; bottom: 14px; color: #fff; font-size: 20px;
          font-weight: 700; letter-spacing: 0.01em; text-shadow: 0 1px 3px rgba(0, 0, 0, 0.55); }
        .element-plain { background: #fff; box-shadow: inset 0 -1px 0 #e4e7eb; }
        .element-plain .caption { position: absolute; left: 20px; top: 50%; transform: translateY(-50%);
          font-size: 16px; color: var(--ink); }
        .layer-card { border-radius: 18px; background: #fff; box-shadow: 0 6px 18px rgba(15, 23, 42, 0.16); }
        .layer-card > span { position: absolute; left: 0; bottom: 0; padding: 14px 18px; font-size: 17px; }
        .element-bare .caption { position: absolute; left: 20px; bottom: 16px; color: #fff; font-size: 26px;
          font-weight: 800; text-shadow: 0 1px 4px rgba(0, 0, 0, 0.5); pointer-events: none; }
        .island { position: absolute; top: 11px; left: 50%; width: 124px; height: 36px; margin-left: -62px;
          border-radius: 18px; background: #000; pointer-events: none; }
        .indicator { position: absolute; right: 4px; width: 5px; border-radius: 3px; background: rgba(0, 0, 0, 0.45);
          box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.5); pointer-events: none; }
        .inspector { flex: 1 1 520px; max-width: 820px; min-width: 360px; }
        .inspector h1 { margin: 4px 0 2px; font-size: 26px; letter-spacing: -0.01em; }
        .summary { margin: 0 0 8px; color: var(--muted); }
        .badges { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; margin: 0 0 16px; }
        .badges li { padding: 2px 10px; border-radius: 999px; background: #fff; border: 1px solid var(--line);
          color: var(--muted); font-size: 12px; }
        .controls { display: flex; align-items: center; gap: 14px; padding: 12px 16px; border-radius: 12px;
          background: #fff; border: 1px solid var(--line); }
        .controls button { flex: none; width: 76px; padding: 6px 0; border: 0; border-radius: 8px; background: var(--accent);
          color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
        .controls input[type=range] { flex: 1; accent-color: var(--accent); }
        .controls output { flex: none; min-width: 128px; text-align: right; font-variant-numeric: tabular-nums;
          font-weight: 600; font-size: 15px; }
        .hint { margin: 8px 2px 14px; color: var(--muted); font-size: 12px; }
        .values { max-height: 260px; overflow: auto; border-radius: 12px; background: #fff; border: 1px solid var(--line); }
        .values table { width: 100%; border-collapse: collapse; font-size: 13px; }
        .values th { position: sticky; top: 0; background: #f6f8fa; text-align: left; font-weight: 600; color: var(--muted);
          padding: 6px 14px; border-bottom: 1px solid var(--line); }
        .values td { padding: 4px 14px; border-bottom: 1px solid #eaeef2; font-variant-numeric: tabular-nums; }
        .values tr.offscreen { display: none; }
        .values .number { text-align: right; font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        .values .swatch { display: inline-block; width: 12px; height: 12px; margin-right: 6px; border-radius: 3px;
          vertical-align: -1px; box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.2); }
        .preview-plot { margin: 16px 0 0; padding: 8px; border-radius: 12px; background: #fff; border: 1px solid var(--line); }
        .preview-plot svg { display: block; width: 100%; height: auto; }
        """
}
