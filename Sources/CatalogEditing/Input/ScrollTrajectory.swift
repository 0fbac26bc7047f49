import Foundation
import ParallaxEngine
import PresetCatalog
import PresetStore

/// A scroll over time for `preview --trajectory`: content offsets at times in seconds, which a
/// preview evaluates in order with one `MotionState`, as an app's frames would.
///
/// Two spellings:
/// - `fling:OFFSET:VELOCITY`: a fling let go at `OFFSET` moving at `VELOCITY` points per
///   second, decelerating as UIKit's scroll views do at the normal rate (the velocity keeps
///   0.998 of itself per millisecond, so `x(t) = x₀ + v₀/1000 · (0.998^(1000t) − 1)/ln 0.998`),
///   sampled at 60 Hz until it moves less than 1 pt/s, then 0.5 s more standing still (for a
///   smoothed effect to settle), at most 10 s;
/// - `T:O,T:O,…`: the given offsets `O` at the given times `T` (increasing), as they are.
package struct ScrollTrajectory: Equatable, Sendable {
    /// UIKit's normal deceleration rate per millisecond.
    package static let decelerationRate = 0.998
    /// The frame rate a fling is sampled at.
    package static let framesPerSecond = 60.0

    /// The samples, in time order.
    package let samples: [Sample]
    /// A few words on the path for captions, e.g. "fling from 0 pt at 3000 pt/s (0.998/ms)".
    package let note: String

    /// One frame: the time in seconds and the content offset in points.
    package struct Sample: Equatable, Sendable {
        package let time: Double
        package let offset: Double
    }

    /// A trajectory of `samples`.
    package init(samples: [Sample]) {
        self.samples = samples
        note = Self.note(samples)
    }

    /// "N samples over T s".
    static func note(_ samples: [Sample]) -> String {
        let span = (samples.last?.time ?? 0) - (samples.first?.time ?? 0)
        return "\(samples.count) sample\(samples.count == 1 ? "" : "s") over \(DecimalText.text(span)) s"
    }

    /// Parses either spelling. Every number is read as `--offsets` reads its numbers (decimal
    /// only: no hexadecimal, `inf` or `nan`) and held to ``NumberBound/coordinate``: an offset and
    /// a velocity within ±1,000,000 (points, points per second), a time within ±1,000,000 s.
    /// - Throws: ``CatalogError`` — usage, naming what is wrong.
    package init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("fling:") {
            let parts = trimmed.dropFirst("fling:".count).split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw CatalogError(
                    .invalidArgument, "fling: expected fling:OFFSET:VELOCITY like fling:0:3000 (points, points per second)",
                    input: "trajectory")
            }
            let offset = try Self.number(parts[0], naming: "offset", in: Substring(trimmed))
            let velocity = try Self.number(parts[1], naming: "velocity", in: Substring(trimmed))
            samples = Self.fling(from: offset, velocity: velocity)
            note = "fling from \(DecimalText.text(offset)) pt at \(DecimalText.text(velocity)) pt/s (\(Self.decelerationRate)/ms)"
            return
        }
        var samples: [Sample] = []
        for pair in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw CatalogError(
                    .invalidArgument,
                    "'\(messageText(pair))' is not TIME:OFFSET; expected fling:OFFSET:VELOCITY or pairs like 0:0,0.1:120,0.5:300",
                    input: "trajectory")
            }
            let time = try Self.number(parts[0], naming: "time", in: pair)
            let offset = try Self.number(parts[1], naming: "offset", in: pair)
            if let last = samples.last, time <= last.time {
                throw CatalogError(
                    .invalidArgument, "times must increase (\(time) s comes after \(last.time) s)", input: "trajectory")
            }
            samples.append(Sample(time: time, offset: offset))
        }
        guard samples.count <= OffsetSweep.maximumCount else {
            throw CatalogError(
                .invalidArgument, "the trajectory has \(samples.count) samples; at most \(OffsetSweep.maximumCount) are allowed",
                input: "trajectory")
        }
        self.samples = samples
        note = Self.note(samples)
    }

    /// `text`, one number of `spelling`, read as `--offsets` reads a number and held to
    /// ``NumberBound/coordinate``.
    /// - Throws: ``CatalogError`` — usage, quoting `spelling` and saying which number is wrong.
    private static func number(_ text: Substring, naming name: String, in spelling: Substring) throws -> Double {
        do {
            return try OptionNumber.bounded(text, .coordinate)
        } catch let error as CatalogError {
            throw CatalogError(.invalidArgument, "'\(messageText(spelling))': the \(name) \(error.message)", input: "trajectory")
        }
    }

    /// A fling from `offset` at `velocity` (points per second) under UIKit's normal deceleration.
    static func fling(from offset: Double, velocity: Double) -> [Sample] {
        let logRate = log(decelerationRate)
        let perMillisecond = velocity / 1000
        var samples: [Sample] = []
        var stoppedAt: Double?
        for frame in 0...Int(10 * framesPerSecond) {
            let time = Double(frame) / framesPerSecond
            let milliseconds = 1000 * time
            let moved = perMillisecond * (pow(decelerationRate, milliseconds) - 1) / logRate
            samples.append(Sample(time: time, offset: offset + moved))
            let speed = abs(velocity) * pow(decelerationRate, milliseconds)
            if stoppedAt == nil, speed < 1 { stoppedAt = time }
            if let stoppedAt, time >= stoppedAt + 0.5 { break }
        }
        return samples
    }
}
