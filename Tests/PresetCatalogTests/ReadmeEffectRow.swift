// README.md's row type for the iOS developer, used by ReadmeCatalogRows.swift; ReadmeIOSDeveloperTests
// checks that README.md holds the lines between the markers exactly.

// README: begin effect-row
import ParallaxEngine

/// One row of a menu, as the views show it: a title, an image's name, and the animator that moves it.
struct EffectRow {
    let title: String
    let imageName: String?
    let animator: Animator
}
// README: end effect-row
