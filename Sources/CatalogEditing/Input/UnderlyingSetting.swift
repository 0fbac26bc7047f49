import ParallaxEngine
import PresetCatalog
import PresetStore

/// A view's own value for a Parade property that rests at `"underlying"`, from
/// `--underlying TARGET.PROPERTY=VALUE` (a number, or a colour for colour channels).
package struct UnderlyingSetting: Equatable, Sendable {
    /// The view (target) name.
    package let target: String
    /// The channel.
    package let channel: Channel
    /// The value as written.
    package let value: String

    /// `target.channel`, as messages name it.
    var key: String { "\(target).\(channel.rawValue)" }

    /// Reads `TARGET.PROPERTY=VALUE`, e.g. `image.cornerRadius=12` or `cell.backgroundColor=#050505`.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` naming what is wrong.
    package init(parsing text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let names = parts.first?.split(separator: ".", omittingEmptySubsequences: false) ?? []
        guard parts.count == 2, names.count == 2, !names[0].isEmpty else {
            throw CatalogError(.invalidArgument, "expected TARGET.PROPERTY=VALUE like image.cornerRadius=12, got '\(messageText(text))'")
        }
        guard let channel = Channel(rawValue: String(names[1])) else {
            throw CatalogError(.invalidArgument, "'\(messageText(text))': unknown channel '\(messageText(names[1]))'")
        }
        target = String(names[0])
        self.channel = channel
        value = String(parts[1])
    }

    /// Sets the value in `values`.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` for a value that is not a number inside
    ///   ``NumberBound/coordinate`` (or, for a colour channel, a colour).
    func apply(to values: inout UnderlyingValues) throws {
        if channel.isColor {
            do {
                values.set(try RGBA(parsing: value), target: target, channel: channel)
            } catch let error as EngineError {
                throw CatalogError(.invalidArgument, "\(key): \(error.problem)", input: "underlying")
            }
        } else {
            do {
                values.set(try OptionNumber.bounded(Substring(value), .coordinate), target: target, channel: channel)
            } catch let error as CatalogError {
                throw CatalogError(.invalidArgument, "\(key): \(error.message)", input: "underlying")
            }
        }
    }
}

extension [UnderlyingSetting] {
    /// The view's own values `animator` reads, from these settings.
    /// - Throws: ``CatalogError/Kind/invalidArgument`` naming a value the animator reads that no setting
    ///   gives (`scope` says whose), or a bad value.
    package func underlyingValues(for animator: Animator, scope: String) throws -> UnderlyingValues? {
        var values = animator.makeUnderlyingValues()
        guard !values.names.isEmpty else { return nil }
        for setting in self where values.names.contains(setting.key) {
            try setting.apply(to: &values)
        }
        if let missing = values.missing.first {
            throw CatalogError(
                .invalidArgument, "\(scope) rests \(missing) at the view's own value: give the view's own \(missing)", input: "underlying")
        }
        return values
    }

    /// Refuses settings that none of `animators` reads, naming the first.
    /// - Throws: ``CatalogError/Kind/invalidArgument``.
    package func requireRead(by animators: [Animator], scope: String) throws {
        let read = Set(animators.flatMap { $0.makeUnderlyingValues().names })
        if let unread = first(where: { !read.contains($0.key) }) {
            let listed = read.isEmpty ? "none" : read.sorted().joined(separator: ", ")
            throw CatalogError(
                .invalidArgument, "\(unread.key): \(scope) does not rest it at the view's own value (it reads: \(listed))",
                input: "underlying")
        }
    }
}
