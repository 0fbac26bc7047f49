import Testing

@testable import PresetStore

/// Normalised SQL: spellings SQLite treats alike compare equal, any change of meaning does not.
@Suite struct SQLTextTests {
    @Test(arguments: [
        ("CREATE TABLE t (a INT CHECK (a > 0))", "create   table t(\n  a int check(a>0)\n)"),
        ("CREATE TABLE t (a INT)", "CREATE TABLE \"t\" (\"a\" INT)"),
        ("CREATE TABLE t (a INT)", "CREATE TABLE [t] (`a` INT)"),
        ("CREATE TABLE t (a INT) -- note", "CREATE TABLE t /* a comment */ (a INT)"),
        ("CREATE INDEX i ON t(a, ifnull(b, 0))", "CREATE INDEX I ON T ( A , IFNULL ( B , 0 ) )"),
        ("CREATE TABLE t (a TEXT, b TEXT)", "CREATE TABLE t (a TEXT\n, b TEXT)"),
    ])
    func spellingsSQLiteTreatsAlikeAreEqual(left: String, right: String) {
        #expect(SQLText.normalized(left) == SQLText.normalized(right))
    }

    @Test(arguments: [
        ("CREATE TABLE t (a INT CHECK (a > 0))", "CREATE TABLE t (a INT)"),
        ("CREATE TABLE t (a TEXT DEFAULT 'x')", "CREATE TABLE t (a TEXT DEFAULT 'X')"),
        ("CREATE TABLE t (a TEXT CHECK (a IN ('a b')))", "CREATE TABLE t (a TEXT CHECK (a IN ('ab')))"),
        ("CREATE TABLE t (a TEXT DEFAULT '--x')", "CREATE TABLE t (a TEXT DEFAULT '')"),
        ("CREATE TABLE t (\"a b\" INT)", "CREATE TABLE t (ab INT)"),
        ("CREATE TABLE t (a INT) STRICT", "CREATE TABLE t (a INT)"),
    ])
    func changesOfMeaningAreNotEqual(left: String, right: String) {
        #expect(SQLText.normalized(left) != SQLText.normalized(right))
    }

    @Test func stringLiteralsKeepTheirTextAndCase() {
        #expect(SQLText.normalized("SELECT 'It''s  A'") == "select 'It''s  A'")
    }
}
