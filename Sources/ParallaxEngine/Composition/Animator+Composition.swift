extension Animator {
    /// The targets the animator writes, in the order their first slots appear.
    public var targets: [String] {
        storage.targetChannels.map(\.target)
    }

    /// Where `target`'s channels are in the buffer, or nil when the animator does not write
    /// `target`. Look it up once (it is a short search) and keep it for every frame.
    public func channels(of target: String) -> TargetChannels? {
        storage.targetChannels.first { $0.target == target }
    }

    /// `target`'s composed transform in `values` (see ``TargetChannels/transform(in:)``); the
    /// identity when the animator does not write `target`. Nothing is allocated.
    public func transform(of target: String, in values: UnsafeBufferPointer<Double>) -> Transform3D {
        // Composed where the target's channels are stored, not on a copy of them (a copy
        // would retain and release their slot table every frame).
        storage.targetChannels.withUnsafeBufferPointer { targets in
            for index in targets.indices where targets[index].target == target {
                return targets[index].composedTransform(in: values)
            }
            return .identity
        }
    }

    /// `target`'s composed transform in `values` (at least `slotCount` long).
    public func transform(of target: String, in values: [Double]) -> Transform3D {
        values.withUnsafeBufferPointer { transform(of: target, in: $0) }
    }

    /// Everything the animator says about `target` in `values`; every field nil when it does
    /// not write `target`.
    public func viewState(of target: String, in values: UnsafeBufferPointer<Double>) -> ViewState {
        ViewState(channels(of: target) ?? TargetChannels.none, in: values)
    }

    /// Everything the animator says about `target` in `values` (at least `slotCount` long).
    public func viewState(of target: String, in values: [Double]) -> ViewState {
        values.withUnsafeBufferPointer { viewState(of: target, in: $0) }
    }
}
