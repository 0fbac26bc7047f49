import ArgumentParser
import CatalogEditing

// The preview's inputs read from options, each by the parser the studio's requests also use
// (in CatalogEditing), so the same text means the same thing on both edges.

/// `--viewport 390x844`.
extension ViewportSize: ArgumentValue {}

/// `--item-frame 844,100`.
extension ItemFrame: ArgumentValue {}

/// `--offsets 0,50,100` or `--offsets -200:200:50`.
extension OffsetSweep: ArgumentValue {}

/// `--at 0,0.25,0.5`.
extension SamplePoints: ArgumentValue {}

/// `--underlying image.cornerRadius=12` (repeatable).
extension UnderlyingSetting: ArgumentValue {}

/// `--var cardInset=12` (repeatable).
extension VariableSetting: ArgumentValue {}

/// `items update … --row-height 120` or `--row-height menu`.
extension MenuItemChanges.RowHeight: ArgumentValue {}
