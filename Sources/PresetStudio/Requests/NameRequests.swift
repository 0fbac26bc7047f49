/// `POST /api/presets/NAME/rename` and `POST /api/presets/NAME/copy`: `{"to": NEW-NAME}`.
struct NewNameRequest: StudioRequest {
    /// The name the preset gets (rename) or the copy's name.
    let to: String

    static let members: KeyValuePairs<String, String> = ["to": "a string"]
}

/// `POST /api/presets/NAME/revert`: `{"to": REVISION}`, the revision whose definition becomes
/// the preset's next one.
struct RevertRequest: StudioRequest {
    /// The revision to go back to: a whole number.
    let to: Int

    static let members: KeyValuePairs<String, String> = ["to": "a whole number"]
}

/// `POST /api/validate`: `{"definition": …}`, the definition's object or its JSON text.
struct ValidateRequest: StudioRequest {
    let definition: DefinitionMember

    static let members: KeyValuePairs<String, String> = ["definition": "the definition, or its JSON text"]
}
