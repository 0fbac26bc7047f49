import Foundation
import ParallaxEngine
import TestSupport

/// Reads an exported page in Chromium: scrolls its `data-scroller` to each offset, waits two
/// animation frames (scroll timelines follow a scroll at the next frame), and reads every
/// `data-target`'s computed style. Its matrix is composed the way CSS Transforms 2 composes an
/// element's transform: `translate`, then `rotate`, then `scale`, then `transform`, each turned
/// into a `DOMMatrix`; its background colour is converted by Chromium itself
/// (`color-mix(in srgb, … 100%, black 0%)`) to `color(srgb r g b / a)`.
enum CSSExportProbe {
    struct Reading: Decodable {
        /// The offset asked for, and the one the container reports after scrolling.
        let offset: Double
        let applied: Double
        /// The item's leading edge in content coordinates, measured on the page.
        let itemStart: Double
        let targets: [TargetReading]
    }

    struct TargetReading: Decodable {
        let name: String
        let opacity: String
        let matrix: [Double]
        let backgroundColor: String
        let left: String
        let top: String
        let width: String
        let height: String
        let overflow: String
    }

    static let script = """
        const [offsets, done] = [arguments[0], arguments[arguments.length - 1]];
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const toSRGB = (color) => {
          const probe = document.createElement("div");
          probe.style.color = `color-mix(in srgb, ${color} 100%, black 0%)`;
          document.body.append(probe);
          const converted = getComputedStyle(probe).color;
          probe.remove();
          return converted;
        };
        const compose = (style) => {
          const matrix = new DOMMatrix();
          if (style.translate !== "none") {
            const [x, y = "0px", z = "0px"] = style.translate.split(" ");
            matrix.multiplySelf(new DOMMatrix(`translate3d(${x}, ${y}, ${z})`));
          }
          if (style.rotate !== "none") {
            const parts = style.rotate.split(" ");
            const text = parts.length === 1 ? `rotate(${parts[0]})`
              : parts.length === 2 ? `rotate${parts[0].toUpperCase()}(${parts[1]})`
              : `rotate3d(${parts.slice(0, 3).join(", ")}, ${parts[3]})`;
            matrix.multiplySelf(new DOMMatrix(text));
          }
          if (style.scale !== "none") {
            const [x, y = x, z = "1"] = style.scale.split(" ");
            matrix.multiplySelf(new DOMMatrix(`scale3d(${x}, ${y}, ${z})`));
          }
          if (style.transform !== "none") matrix.multiplySelf(new DOMMatrix(style.transform));
          return Array.from(matrix.toFloat64Array());
        };
        (async () => {
          const scroller = document.querySelector("[data-scroller]");
          const vertical = getComputedStyle(scroller).overflowY === "scroll";
          const readings = [];
          for (const offset of offsets) {
            if (vertical) scroller.scrollTop = offset; else scroller.scrollLeft = offset;
            await frame();
            await frame();
            const applied = vertical ? scroller.scrollTop : scroller.scrollLeft;
            const box = scroller.getBoundingClientRect(), item = document.querySelector("[data-item]").getBoundingClientRect();
            const targets = [...document.querySelectorAll("[data-target]")].map((node) => {
              const style = getComputedStyle(node);
              return { name: node.dataset.target, opacity: style.opacity, matrix: compose(style),
                       backgroundColor: toSRGB(style.backgroundColor), left: style.left, top: style.top,
                       width: style.width, height: style.height, overflow: style.overflow };
            });
            readings.push({ offset, applied, itemStart: (vertical ? item.top - box.top : item.left - box.left) + applied, targets });
          }
          done(JSON.stringify(readings));
        })();
        """

    /// The readings of `page` at `offsets`.
    static func readings(of page: URL, offsets: [Double], in session: any BrowserSession) throws -> [Reading] {
        try session.open(page)
        let json = try session.executeAsync(script, arguments: [offsets])
        return try JSONDecoder().decode([Reading].self, from: Data(json.utf8))
    }

    /// The colour in `color(srgb r g b)` or `color(srgb r g b / a)`, components clamped to 0…1
    /// as a display shows them.
    static func color(_ text: String) -> RGBA? {
        guard text.hasPrefix("color(srgb "), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst("color(srgb ".count).dropLast().split(whereSeparator: { $0 == " " || $0 == "/" })
            .compactMap { Double($0) }.map { min(max($0, 0), 1) }
        guard numbers.count == 3 || numbers.count == 4 else { return nil }
        return RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
    }

    /// A computed length such as `12.5px`.
    static func pixels(_ text: String) -> Double? {
        text.hasSuffix("px") ? Double(text.dropLast(2)) : nil
    }
}
