/// An image as stored: its definition plus its row id.
public struct StoredImage: Hashable, Sendable {
    /// The row id.
    public let id: Int64
    /// The image's definition.
    public let definition: ImageDefinition
}
