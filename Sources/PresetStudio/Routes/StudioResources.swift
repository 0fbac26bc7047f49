import NIOCore
import PresetCatalog
import PresetRendering

/// The studio's page files: plain files in `Resources/`, edited as such and compiled into the
/// studio by SwiftPM (`resources: [.embedInCode("Resources")]` in Package.swift, which generates
/// `PackageResources` with one byte array per file), as the preview page's `PageResources` are,
/// so the studio reads no file at run time. Each is read here once.
///
/// The page is HTML, CSS and JavaScript modules split by concern (`api.js` the HTTP client,
/// `player.js` the players, `form.js` and `form-defaults.js` what it adds, `variables.js` the variables it declares (with `built-in-names.js`, generated), `channels.js` the engine's channel table (generated, ``PlayerChannelTable``), `units.js` the unit beside a value (from `channels.js`), `json-tab.js`, `bytes.js` sizes in UTF-8 bytes, `lanes.js` the timeline's lanes and `lane-models.js` what each shows, `curve-editor.js` and `curve-parameters.js`, `export.js` the export buttons and `remedies.js` what a refused export is offered, `history.js`,
/// `schema.js` what the JSON Schema says of a member, `state.js` the edits, undo and drafts,
/// `browse.js` the catalog, `catalog-replaced.js` the banner for a catalog file replaced outside, `conflicts.js` the one for merge conflicts, `dialog.js`, `dom.js` building elements, `app.js` the wiring); the
/// phone player is the HTML preview's own (`preview-page.js` and `.css`, from
/// ``PreviewPlayerFiles``).
enum StudioResources {
    /// A file the page loads: its bytes and its `Content-Type`.
    struct File: Sendable {
        let bytes: ByteBuffer
        let contentType: String
    }

    /// `index.html`: the page `GET /` serves.
    static let indexPage = ByteBuffer(bytes: PackageResources.index_html)

    /// The files under `/studio/`, by name.
    static let files: [String: File] = [
        "studio.css": css(PackageResources.studio_css),
        "app.js": script(PackageResources.app_js),
        "api.js": script(PackageResources.api_js),
        "browse.js": script(PackageResources.browse_js),
        "bytes.js": script(PackageResources.bytes_js),
        "catalog-replaced.js": script(PackageResources.catalog_replaced_js),
        "conflicts.js": script(PackageResources.conflicts_js),
        "curve-editor.js": script(PackageResources.curve_editor_js),
        "curve-parameters.js": script(PackageResources.curve_parameters_js),
        "dialog.js": script(PackageResources.dialog_js),
        "dom.js": script(PackageResources.dom_js),
        "form.js": script(PackageResources.form_js),
        "form-defaults.js": script(PackageResources.form_defaults_js),
        "export.js": script(PackageResources.export_js),
        "history.js": script(PackageResources.history_js),
        "json-tab.js": script(PackageResources.json_tab_js),
        "lanes.js": script(PackageResources.lanes_js),
        "lane-models.js": script(PackageResources.lane_models_js),
        "player.js": script(PackageResources.player_js),
        "remedies.js": script(PackageResources.remedies_js),
        "schema.js": script(PackageResources.schema_js),
        "state.js": script(PackageResources.state_js),
        "units.js": script(PackageResources.units_js),
        "preview-page.js": script(Array(PreviewPlayerFiles.script.utf8)),
        "preview-page.css": css(Array(PreviewPlayerFiles.style.utf8)),
        "channels.js": script(Array(PlayerChannelTable.module.utf8)),
        "variables.js": script(PackageResources.variables_js),
        "built-in-names.js": script(Array(builtInNamesModule.utf8)),
    ]

    /// The context's built-in names (``PresetContext/builtInNames``) as a JavaScript module, so
    /// the form's `variables.js` keeps no list of its own.
    private static let builtInNamesModule =
        "// The context's built-in names (generated from PresetContext.builtInNames; do not edit).\nexport const builtInNames = ["
        + PresetContext.builtInNames.map { "\"\($0)\"" }.joined(separator: ", ") + "];\n"

    private static func script(_ bytes: [UInt8]) -> File {
        File(bytes: ByteBuffer(bytes: bytes), contentType: "text/javascript; charset=utf-8")
    }

    private static func css(_ bytes: [UInt8]) -> File {
        File(bytes: ByteBuffer(bytes: bytes), contentType: "text/css; charset=utf-8")
    }
}
