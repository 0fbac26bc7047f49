import Foundation
import ParallaxEngine

/// Compiled animators keyed by (preset name, revision, context): resolving the same preset
/// revision for the same context again returns the cached animator. A new revision has a new
/// key, so an updated preset is never served stale; a read-only catalog, which cannot change
/// while open, keys by (name, context) with no revision. Safe to use from several threads.
final class AnimatorCache: @unchecked Sendable {
    /// What identifies one compiled animator.
    struct Key: Hashable {
        let presetName: String
        /// The preset's revision; `nil` for a catalog that cannot change while open.
        let revision: Int?
        let context: PresetContext
    }

    private let lock = NSLock()
    private var animators: [Key: Animator] = [:]
    private var hitCount = 0
    private var missCount = 0

    /// The cached animator for `key`, or the one `build` makes, which is then cached.
    func animator(for key: Key, build: () throws -> Animator) rethrows -> Animator {
        let cached: Animator? = lock.withLock {
            guard let cached = animators[key] else { return nil }
            hitCount += 1
            return cached
        }
        if let cached { return cached }
        let animator = try build()
        lock.withLock {
            missCount += 1
            animators[key] = animator
        }
        return animator
    }

    /// How many lookups found a cached animator, and how many built one.
    var statistics: CacheStatistics {
        lock.withLock { CacheStatistics(hits: hitCount, misses: missCount) }
    }
}

/// How often the resolver's cache answered (hit) or had to compile a preset (miss).
public struct CacheStatistics: Hashable, Sendable {
    /// Resolutions served from the cache.
    public let hits: Int
    /// Resolutions that compiled the preset.
    public let misses: Int
}
