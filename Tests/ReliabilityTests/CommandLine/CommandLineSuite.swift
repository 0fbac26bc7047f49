import Testing

/// The tests that run the built `preset-manager`, one after another: the crash tests time their
/// kills against an import's measured duration, which other process-heavy tests running at the
/// same time would distort.
@Suite(.serialized) enum CommandLineSuite {}
