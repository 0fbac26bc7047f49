import TestSupport
import Testing

/// The tests that load the machine on purpose or hold each run of the built `preset-manager`
/// to a time and memory budget, one after another: eight concurrent writers, hostile inputs and
/// geometries within their budgets; and the edits that write an editor script and run it at
/// once (cleanup, a catalog changed under an edit): beside tests that start processes all the
/// time, a fork in between can inherit the script's open file and make it "busy". Other
/// process-heavy tests of this suite running at the same time would distort them. Everything
/// else that runs the tool (``CommandLineUntimedSuite``, the bad-input corpus, the echoed
/// values, the tampered catalogs) runs beside them: each works on a catalog of its own and
/// measures nothing.
@Suite(.serialized, .onOwnThreads) enum CommandLineSuite {}

/// The tests that run the built tool (or `import-interruption`) and check only what it leaves:
/// kills inside an import, delete/add races, closed and full streams, special output paths,
/// broken schema rules. Each works in a directory of its own and holds no run to a time, so
/// they run in parallel with each other and with the rest of the tests, on threads of their
/// own since they wait on child processes.
@Suite(.onOwnThreads) enum CommandLineUntimedSuite {}
