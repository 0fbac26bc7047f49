import CatalogEditing
import HTTPTypes
import PresetCatalog
import PresetStore

extension ViewportSize {
    /// A request's `viewport` member: `{"width": 390, "height": 844}` in points, or the text
    /// `preview --viewport` takes, `"390x844"`, kept as an alias. Each side must lie inside
    /// ``NumberBound/size``, as the option's do.
    /// - Throws: ``StudioError`` 400 naming the member at fault (`viewport.width`,
    ///   `viewport.depth`, or `viewport` for a value of the wrong kind).
    init(requestMember value: JSONValue) throws {
        switch value {
        case .string(let text):
            do {
                try self.init(parsing: text)
            } catch let error as CatalogError {
                throw StudioError(.badRequest, "viewport: \(error.message)", path: "viewport")
            }
        case .object(let members):
            if let unknown = members.keys.sorted().first(where: { $0 != "width" && $0 != "height" }) {
                throw StudioError(
                    .badRequest, "viewport.\(unknown): unknown member (expected width, height)", path: "viewport.\(unknown)")
            }
            self.init(width: try Self.side("width", of: members), height: try Self.side("height", of: members))
        default:
            throw StudioError(
                .badRequest,
                "viewport: must be an object {\"width\": W, \"height\": H} (points) or a string \"WxH\", not \(value.kindDescription)",
                path: "viewport")
        }
    }

    /// The side `name` of an object `viewport`: a number inside ``NumberBound/size``.
    private static func side(_ name: String, of members: [String: JSONValue]) throws -> Double {
        let path = "viewport.\(name)"
        switch members[name] {
        case nil:
            throw StudioError(.badRequest, "\(path): missing (a number of points)", path: path)
        case .number(let points)?:
            if let problem = NumberBound.size.problem(with: points) {
                throw StudioError(.badRequest, "\(path): \(problem)", path: path)
            }
            return points
        case let other?:
            throw StudioError(.badRequest, "\(path): must be a number, not \(other.kindDescription)", path: path)
        }
    }
}
