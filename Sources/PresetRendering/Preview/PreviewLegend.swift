import CatalogEditing
import ParallaxEngine

/// The line above a preview's table saying what its columns are and their units:
/// `offset: content offset in points; card.alpha: 0…1; card.translationY: points`.
enum PreviewLegend {
    /// `fixed` descriptions, then each `target.channel` key with its channel's unit.
    static func text(fixed: [String], keys: [String]) -> String {
        var units: [String] = []
        var seen: Set<String> = []
        for key in keys where seen.insert(key).inserted {
            guard let channel = key.split(separator: ".").last.flatMap({ Channel(rawValue: String($0)) }) else { continue }
            units.append("\(key): \(unit(of: channel))")
        }
        return (fixed + units).joined(separator: "; ")
    }

    private static func unit(of channel: Channel) -> String {
        channel.isColor ? "colour #RRGGBBAA" : ChannelGuide.of(channel).unit
    }
}
