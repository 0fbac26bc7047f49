/// A compiled animator: every value resolved, every slot laid out. Evaluating it writes one
/// `Double` per slot into a caller-owned buffer, with no allocation and no string or dictionary
/// work; look slot indices up once with `slotIndex(target:channel:)`.
///
/// ```swift
/// let animator = try Animator(definition, context: ["rowHeight": 100, "imageHeight": 200, "viewportHeight": 800])
/// let offsetY = animator.slotIndex(target: "background", channel: .translationY)!
/// var values = [Double](repeating: 0, count: animator.slotCount)
/// animator.evaluate(geometry, into: &values)   // every frame
/// imageView.transform.ty = values[offsetY]
/// ```
public struct Animator: Sendable {
    /// The direction an animator's scroll view scrolls in (``ScrollAxis``).
    public typealias Axis = ScrollAxis

    /// Where progress comes from.
    public let timeline: Timeline
    /// The values written, in buffer order: the animator's tracks in order, then each child's,
    /// depth first. A colour takes four consecutive slots (red, green, blue, alpha).
    public var slots: [Slot] { storage.slots }
    /// Everything compiled, behind one reference: copying an animator (out of an array, a cell)
    /// retains one object instead of each of its arrays.
    private let storage: Storage

    private final class Storage: Sendable {
        let slots: [Slot]
        let animation: CompiledAnimation

        init(slots: [Slot], animation: CompiledAnimation) {
            self.slots = slots
            self.animation = animation
        }
    }

    /// Builds an animator, resolving expressions against `context` (e.g. `rowHeight`,
    /// `imageHeight`, `viewportHeight`).
    /// - Throws: `EngineError` naming the first bad field, e.g.
    ///   `children[0].tracks[1].keyframes[0].value: '-(imageHeight - rowHeight)': unknown name 'imageHeight'`.
    public init(_ definition: AnimatorDefinition, context: [String: Double]) throws {
        try definition.timeline.validate()
        var compiler = AnimatorCompiler(context: context)
        try compiler.group(range: nil, tracks: definition.tracks, children: definition.children, path: "")
        storage = Storage(slots: compiler.slots, animation: compiler.animation)
        timeline = definition.timeline
    }

    /// How many values `evaluate` writes; the buffer must hold at least this many.
    public var slotCount: Int { storage.slots.count }

    /// The first slot of `target`'s `channel` (a colour's red), or nil if no track animates it.
    public func slotIndex(target: String, channel: Channel) -> Int? {
        storage.slots.firstIndex { $0.target == target && $0.channel == channel }
    }

    /// The timeline's progress for `geometry`.
    public func progress(for geometry: ScrollMetrics) -> Double {
        timeline.progress(for: geometry)
    }

    /// Writes every slot's value for `geometry` into `buffer` (at least `slotCount` long).
    public func evaluate(_ geometry: ScrollMetrics, into buffer: UnsafeMutableBufferPointer<Double>) {
        evaluate(progress: timeline.progress(for: geometry), into: buffer)
    }

    /// Writes every slot's value at timeline progress `progress` into `buffer` (at least
    /// `slotCount` long).
    public func evaluate(progress: Double, into buffer: UnsafeMutableBufferPointer<Double>) {
        let storage = storage
        precondition(
            buffer.count >= storage.slots.count, "buffer holds \(buffer.count) values, animator writes \(storage.slots.count)")
        storage.animation.write(progress: progress, into: buffer)
    }

    /// Writes every slot's value for `geometry` into `values`, which must already hold at least
    /// `slotCount` elements (so nothing is allocated).
    public func evaluate(_ geometry: ScrollMetrics, into values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { evaluate(geometry, into: $0) }
    }

    /// Writes every slot's value at timeline progress `progress` into `values`, which must
    /// already hold at least `slotCount` elements.
    public func evaluate(progress: Double, into values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { evaluate(progress: progress, into: $0) }
    }
}
