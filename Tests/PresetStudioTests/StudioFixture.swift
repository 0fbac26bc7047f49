import CatalogEditing
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import PresetStudio
import TestSupport
import Testing

/// A seeded catalog in a temporary folder and a studio serving it in-process (``InProcessStudio``:
/// every request goes through the whole middleware chain, without a socket).
/// Requests carry `Host: localhost` there, so the studio accepts exactly that host; its token is
/// fixed so tests can send it and get it wrong on purpose.
final class StudioFixture: Sendable {
    static let token = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
    /// The cookie's name when the studio has no port (in-process).
    static let cookie = "preset-studio-token"
    /// The studio's own origin in-process.
    static let origin = "http://localhost"

    let files: TemporaryCatalog
    let studio: Studio

    init(readOnly: Bool = false, acceptedHosts: Set<String> = ["localhost"], seeded: Bool = true) throws {
        files = try TemporaryCatalog(seeded: seeded)
        let editor =
            readOnly
            ? try CatalogEditor.openReadOnly(at: files.path, schemaTrust: .acceptUnverified, followsOtherWriters: true)
            : try CatalogEditor.openWritable(at: files.path)
        studio = Studio(
            catalog: StudioCatalog(editor: editor, isReadOnly: readOnly), address: StudioAddress(acceptingExactly: acceptedHosts),
            token: AccessToken(text: Self.token))
    }

    /// The folder holding the catalog.
    var folder: URL { files.folder }
    /// The catalog's path.
    var path: String { files.path }

    /// Runs `body` with a client of the studio.
    func withClient<Value: Sendable>(_ body: @Sendable (StudioClient) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "studio-tests")
        logger.logLevel = .critical
        let application = studio.buildApplication(port: 0, logger: logger)
        let inProcess = try await InProcessStudio(application)
        return try await body(StudioClient(execute: inProcess.execute))
    }

    /// The whole catalog, schema and rows, as the `sqlite3` shell dumps it: compared before and
    /// after a refused request, it shows the refusal changed nothing.
    func dump() throws -> String {
        try files.dump()
    }

    /// A second editor on the catalog, read-only and seeing what the studio commits.
    func reader() throws -> CatalogEditor {
        try CatalogEditor.openReadOnly(at: path, schemaTrust: .acceptUnverified, followsOtherWriters: true)
    }

    /// `presets show NAME --format json` of the catalog as it is now (the report the CLI prints).
    func showJSON(_ name: String) throws -> String {
        try reader().presetReport(named: name).rendered(as: .json)
    }

    /// The answer of the `sqlite3` shell to `sql` on the catalog, trimmed.
    func query(_ sql: String) throws -> String {
        try Shell.output(["sqlite3", "-readonly", path, sql]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A client that sends the token (as a bearer header unless told otherwise).
struct StudioClient: Sendable {
    /// Sends one request to the studio and collects the response.
    let execute:
        @Sendable (_ uri: String, _ method: HTTPRequest.Method, _ headers: HTTPFields, _ body: ByteBuffer?) async throws ->
            StudioResponse

    /// How a request authenticates.
    enum Credential {
        case bearer(String)
        case cookie(String)
        case none
    }

    /// Sends a request and returns the response.
    @discardableResult
    func send(
        _ method: HTTPRequest.Method, _ uri: String, body: String? = nil, headers: HTTPFields = [:],
        credential: Credential = .bearer(StudioFixture.token)
    ) async throws -> StudioResponse {
        var headers = headers
        switch credential {
        case .bearer(let token): headers[.authorization] = "Bearer \(token)"
        case .cookie(let token): headers[.cookie] = "\(StudioFixture.cookie)=\(token)"
        case .none: break
        }
        return try await execute(uri, method, headers, body.map { ByteBuffer(string: $0) })
    }

    /// Sends a request and parses its JSON body.
    func json(
        _ method: HTTPRequest.Method, _ uri: String, body: String? = nil, headers: HTTPFields = [:],
        expecting status: HTTPResponse.Status = .ok, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Any {
        let response = try await send(method, uri, body: body, headers: headers)
        #expect(response.status == status, "\(method) \(uri): \(response.text)", sourceLocation: sourceLocation)
        return try JSONSerialization.jsonObject(with: Data(response.text.utf8), options: [.fragmentsAllowed])
    }
}

extension StudioResponse {
    /// The body as text.
    var text: String { String(buffer: body) }

    /// The JSON error body's message and path.
    var error: (message: String, path: String)? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let error = object["error"] as? [String: Any], let message = error["message"] as? String, let path = error["path"] as? String
        else { return nil }
        return (message, path)
    }
}
