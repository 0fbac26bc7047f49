import ArgumentParser
import CommandLineEdge

/// A value an option reads from its text with a parser that says what is wrong with it:
/// `init(parsing:)`, which throws a ``CatalogError`` naming the problem ("height must be a
/// number from 0.01 to 1000000 (is -1)"), reported as
/// `The value '10,-1' is invalid for '--item-frame <Y,H>': height must be …` and exit code 64.
///
/// swift-argument-parser's own `init?(argument:)` can only fail without a reason ("The value
/// '390' is invalid for '--viewport <WxH>'"), so the options of these types are declared with
/// the `Option` initializers of this file, which hand argument-parser `init(parsing:)` as the
/// option's throwing transform (adding the option that gets past a failure, as
/// ``CommandLineWording`` words it); `init?(argument:)` is what argument-parser's other uses of the
/// type (a default value's text, completions) get. `package`, as the tooling types it extends are.
package protocol ArgumentValue: ExpressibleByArgument {
    /// Reads the option's text.
    /// - Throws: ``CatalogError`` (invalid argument) saying what is wrong with it.
    init(parsing text: String) throws
}

extension ArgumentValue {
    /// The value `init(parsing:)` reads, nil when it throws.
    package init?(argument: String) {
        try? self.init(parsing: argument)
    }
}

/// An option of an ``ArgumentValue`` type is read by its `init(parsing:)`: Swift picks these
/// initializers over argument-parser's `ExpressibleByArgument` ones for such a type, being more
/// specific. Single values are read `.unconditional`ly, so `--offsets -200:200:50` or
/// `--row-height -5` reach the parser (which says what is wrong) instead of reading as options.
extension Option {
    /// An optional option read by `Wrapped.init(parsing:)`, whose message a bad value reports.
    init<Wrapped: ArgumentValue>(
        name: NameSpecification = .long, parsing strategy: SingleValueParsingStrategy = .unconditional, help: ArgumentHelp? = nil
    ) where Value == Wrapped? {
        self.init(name: name, parsing: strategy, help: help, completion: nil, transform: CommandLineWording.parsing(Wrapped.init(parsing:)))
    }

    /// A required option read by `Value.init(parsing:)`, whose message a bad value reports.
    init(
        name: NameSpecification = .long, parsing strategy: SingleValueParsingStrategy = .unconditional, help: ArgumentHelp? = nil
    ) where Value: ArgumentValue {
        self.init(name: name, parsing: strategy, help: help, completion: nil, transform: CommandLineWording.parsing(Value.init(parsing:)))
    }

    /// A repeatable option read by `Element.init(parsing:)`, whose message a bad value reports.
    init<Element: ArgumentValue>(
        wrappedValue: [Element], name: NameSpecification = .long, parsing strategy: ArrayParsingStrategy = .singleValue,
        help: ArgumentHelp? = nil
    ) where Value == [Element] {
        self.init(
            wrappedValue: wrappedValue, name: name, parsing: strategy, help: help, completion: nil,
            transform: CommandLineWording.parsing(Element.init(parsing:)))
    }
}
