import TestSupport
import Testing

/// The tests that load the machine on purpose or hold each run of the built `preset-manager`
/// to a time and memory budget, one after another: eight concurrent writers, imports of 10,000
/// presets killed mid-transaction, delete/add races, hostile inputs and geometries within
/// their budgets. Other process-heavy tests running at the same time would distort them. The
/// bad-input corpus, the echoed values and the tampered catalogs run beside everything else:
/// each works on a catalog of its own and measures nothing.
@Suite(.serialized, .onOwnThreads) enum CommandLineSuite {}
