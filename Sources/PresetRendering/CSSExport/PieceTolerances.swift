import ParallaxEngine

/// The tightest tolerance any property of one export asks of each curve it writes in pieces
/// (an easing over one stretch of its input): a curve is then cut into the same pieces for every
/// property that runs it, however far each one moves, and ``SharedMoves`` writes those pieces
/// once. A tighter tolerance only brings a property closer to the engine.
struct PieceTolerances: Sendable {
    /// A curve: its easing and the stretch of the easing's input it runs.
    struct Key: Hashable, Sendable {
        let easing: Easing
        let start: Double
        let end: Double

        init(_ piece: CurvePiece) {
            (easing, start, end) = (piece.easing, piece.inputs.start, piece.inputs.end)
        }
    }

    private var tightest: [Key: Double] = [:]

    /// The tightest tolerance recorded for `key`.
    subscript(key: Key) -> Double? { tightest[key] }

    /// Records that a property asks `tolerance` of `key`.
    mutating func record(_ tolerance: Double, for key: Key) {
        tightest[key] = min(tolerance, tightest[key] ?? tolerance)
    }
}
