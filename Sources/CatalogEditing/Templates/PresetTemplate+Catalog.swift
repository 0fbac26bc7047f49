extension PresetTemplate {
    /// Every template, in the order `presets new --list` shows them.
    package static let all: [PresetTemplate] = [
        fadeIn, slideIn, slideInLeft, scaleIn, parallaxCell, paradeStates, parallaxHeader, stretchHeader,
    ]

    static let fadeIn = PresetTemplate(
        name: "fade-in", summary: "an item fades in while it enters the viewport",
        text: """
            {"kind": "entrance", "summary": "Fades in while entering",
             "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "card", "property": "alpha",
                         "keyframes": [{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1}]}]}
            """)

    static let slideIn = PresetTemplate(
        name: "slide-in", summary: "an item rises by half its row height and fades in while it enters",
        text: """
            {"kind": "entrance", "summary": "Rises by half a row and fades in while entering",
             "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "card", "property": "translationY",
                         "keyframes": [{"at": 0, "value": "rowHeight / 2", "easing": "outCubic"}, {"at": 1, "value": 0}]},
                        {"target": "card", "property": "alpha",
                         "keyframes": [{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1}]}]}
            """)

    static let slideInLeft = PresetTemplate(
        name: "slide-in-left", summary: "an item slides in from the left by half the viewport's width and fades in while it enters",
        text: """
            {"kind": "entrance", "summary": "Slides in from the left by half the viewport's width and fades in while entering",
             "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "card", "property": "translationX",
                         "keyframes": [{"at": 0, "value": "-viewportWidth / 2", "easing": "outCubic"}, {"at": 1, "value": 0}]},
                        {"target": "card", "property": "alpha",
                         "keyframes": [{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1}]}]}
            """)

    static let scaleIn = PresetTemplate(
        name: "scale-in", summary: "an item grows from 80% with a slight overshoot and fades in while it enters",
        text: """
            {"kind": "entrance", "summary": "Grows from 80% and fades in while entering",
             "timeline": {"view": {"range": "entry", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "card", "property": "scale",
                         "keyframes": [{"at": 0, "value": 0.8, "easing": "outBack"}, {"at": 1, "value": 1}]},
                        {"target": "card", "property": "alpha",
                         "keyframes": [{"at": 0, "value": 0, "easing": "outCubic"}, {"at": 1, "value": 1}]}]}
            """)

    static let parallaxCell = PresetTemplate(
        name: "parallax-cell",
        summary: "a menu row's background image, taller than the row, drifts as the row crosses the screen (Aeris)",
        text: """
            {"kind": "cell-background", "summary": "Background image drifting behind the row as it crosses the screen",
             "timeline": {"view": {"range": "cover", "start": "0%", "end": "100%"}},
             "tracks": [{"target": "background", "property": "translationY", "extrapolate": "extend",
                         "keyframes": [{"at": 0, "value": "-(imageHeight - rowHeight)"},
                                       {"at": 1, "value": "(imageHeight - rowHeight) * rowHeight / viewportHeight"}]}]}
            """)

    static let paradeStates = PresetTemplate(
        name: "parade-states",
        summary: "Parade states: a card rises in from below, rests at the centre, shrinks and fades away above",
        text: """
            {"kind": "parade", "summary": "Rises in from below, rests at the centre, shrinks and fades away above",
             "states": [{"target": "card",
                         "start": {"alpha": {"value": 0, "easing": "outCubic", "range": [0.3, 1]},
                                   "translationY": {"value": "rowHeight / 2", "easing": "outCubic", "range": [0.3, 1]}},
                         "end": {"alpha": {"value": 0, "easing": "inSine"},
                                 "scale": {"value": 0.9, "easing": "inSine"}}}]}
            """)

    static let parallaxHeader = PresetTemplate(
        name: "parallax-header", summary: "a header image moves at half the scroll speed, and follows a pull down",
        text: """
            {"kind": "header", "summary": "Header image at half the scroll speed",
             "timeline": {"offset": {}},
             "tracks": [{"target": "image", "property": "translationY", "extrapolate": "extend",
                         "keyframes": [{"at": 0, "value": 0}, {"at": 1, "value": 0.5}]}]}
            """)

    static let stretchHeader = PresetTemplate(
        name: "stretch-header",
        summary: "a header image at half speed in a clipping container; pulled down, it stays pinned and stretches",
        text: """
            {"kind": "header", "summary": "Half-speed header image that stretches when pulled down, keeping its aspect ratio",
             "timeline": {"scroll": {"from": -200, "to": 200}},
             "tracks": [{"target": "image", "property": "translationY", "extrapolate": "extend",
                         "keyframes": [{"at": 0, "value": -200}, {"at": 0.5, "value": 0}, {"at": 1, "value": 100}]},
                        {"target": "image", "property": "height", "extrapolate": "extend",
                         "keyframes": [{"at": 0, "value": "headerHeight + 200"}, {"at": 0.5, "value": "headerHeight"},
                                       {"at": 1, "value": "headerHeight"}]},
                        {"target": "image", "property": "width", "extrapolate": "extend",
                         "keyframes": [{"at": 0, "value": "viewportWidth * (headerHeight + 200) / headerHeight"},
                                       {"at": 0.5, "value": "viewportWidth"}, {"at": 1, "value": "viewportWidth"}]},
                        {"target": "image", "property": "x", "extrapolate": "extend",
                         "keyframes": [{"at": 0, "value": "-viewportWidth * 100 / headerHeight"},
                                       {"at": 0.5, "value": 0}, {"at": 1, "value": 0}]},
                        {"target": "container", "property": "clipsToBounds",
                         "keyframes": [{"at": 0, "value": 0, "easing": "steps(1, jump-end)"}, {"at": 0.5, "value": 1}, {"at": 1, "value": 1}]}]}
            """)
}
