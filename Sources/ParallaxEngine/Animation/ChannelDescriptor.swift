/// What one ``Channel`` is: the unit of its values, the value that leaves a view as it is, the
/// value a layer has before anything sets it, and the group of properties it belongs to. ``Channel/descriptor`` is the one table of these;
/// the format, the JSON Schema, the guides, the CSS export, the preview's player, the studio's
/// form and the UIKit/SwiftUI adapters derive what they say about a channel from it.
public struct ChannelDescriptor: Hashable, Sendable {
    /// What the channel's numbers measure.
    public let unit: ChannelUnit
    /// The property group the channel belongs to.
    public let group: ChannelGroup
    /// The value that leaves a view as it is, or nil when there is none (a size, a position, a
    /// colour: the view's own value is the only neutral one).
    public let identity: Double?
    /// What a Core Animation layer holds for the channel before anything sets it, as
    /// ``componentCount`` numbers (a colour's red, green, blue and alpha), or nil for a channel
    /// the view's own geometry decides (its frame, centre and bounds; a perspective, which a
    /// layer's identity transform does not have). The UIKit and SwiftUI adapters, the CSS
    /// export and the preview's player assume it for a channel a state leaves out.
    public let layerDefault: [Double]?

    /// Describes a channel. `layerDefault` has ``componentCount`` numbers, or is nil.
    public init(unit: ChannelUnit, group: ChannelGroup, identity: Double? = nil, layerDefault: [Double]?) {
        self.unit = unit
        self.group = group
        self.identity = identity
        self.layerDefault = layerDefault
    }

    /// What kind of value the channel holds.
    public var kind: ChannelValueKind {
        switch unit {
        case .color: .color
        case .flag: .flag
        case .points, .degrees, .factor, .fraction, .unitCoordinates: .number
        }
    }

    /// How many numbers the channel writes: 4 for a colour (red, green, blue, alpha), otherwise 1.
    public var componentCount: Int {
        kind == .color ? 4 : 1
    }
}

/// What kind of value a channel holds.
public enum ChannelValueKind: String, CaseIterable, Hashable, Sendable {
    /// A number (or an expression giving one).
    case number
    /// A colour: red, green, blue and alpha in gamma-encoded sRGB, 0…1.
    case color
    /// On or off: a number read as on when it is at least 0.5.
    case flag
}

/// What a channel's numbers measure.
public enum ChannelUnit: String, CaseIterable, Hashable, Sendable {
    /// A length in points.
    case points
    /// An angle in degrees.
    case degrees
    /// A scale factor (1 leaves the size as it is).
    case factor
    /// A fraction, 0…1 (an opacity).
    case fraction
    /// A part of the layer's image in unit coordinates, 0…1.
    case unitCoordinates
    /// A colour's four components, each 0…1.
    case color
    /// 0 or 1, on from 0.5.
    case flag
}

/// The group of view properties a channel belongs to.
public enum ChannelGroup: String, CaseIterable, Hashable, Sendable {
    /// Composed into the view's 3D transform (``TargetChannels/transform(in:)``).
    case transform
    /// The view's frame, centre or bounds.
    case layout
    /// A colour of the view or its layer.
    case color
    /// Any other property of the view's layer (opacity, corners, border, shadow, contents,
    /// depth, clipping).
    case layer
}
