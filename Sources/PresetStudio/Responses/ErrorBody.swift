/// The body of every refusal (``StudioError``): `{"error": {"message", "path"}}`, with
/// `"remedy"` in `error` when a request member gets past it and `"problems"` when a definition
/// was at fault; `{"error": CODE, "message", "path"}` for a
/// refusal a page acts on by name (``StudioError/code``).
struct ErrorBody: Encodable {
    let refusal: StudioError

    private enum Member: String, CodingKey {
        case error, message, path, remedy, problems
    }

    func encode(to encoder: any Encoder) throws {
        var body = encoder.container(keyedBy: Member.self)
        if let code = refusal.code {
            try body.encode(code, forKey: .error)
            try body.encode(refusal.message, forKey: .message)
            try body.encode(refusal.path, forKey: .path)
        } else {
            var error = body.nestedContainer(keyedBy: Member.self, forKey: .error)
            try error.encode(refusal.message, forKey: .message)
            try error.encode(refusal.path, forKey: .path)
            try error.encodeIfPresent(refusal.remedy, forKey: .remedy)
        }
        try body.encodeIfPresent(refusal.problems?.map(ProblemBody.init), forKey: .problems)
    }
}
