import CatalogEditing

/// `GET /api/templates`: the templates a new preset starts from.
struct TemplateList: Encodable {
    /// One template: its name, what it does, and its definition (named after the template).
    struct Template: Encodable {
        let name: String
        let summary: String
        let definition: JSONValue
    }

    let templates: [Template]

    /// Every template (``PresetTemplate/all``).
    static var all: TemplateList {
        TemplateList(
            templates: PresetTemplate.all.map { Template(name: $0.name, summary: $0.summary, definition: $0.definitionJSON) })
    }
}
