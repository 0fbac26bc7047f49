/// What a refused opening of a catalog was for, as its error message says.
public enum CatalogAccess: Hashable, Sendable {
    /// Reading only (an app's ``SchemaTrust/verify`` opening).
    case reading
    /// Writing (every writable opening of an existing file).
    case writing
}
