#ifndef SQLITE_HARDENING_H
#define SQLITE_HARDENING_H

/// sqlite3_db_config() is variadic, so Swift cannot call it; this header offers the on/off
/// options the catalog store sets on every connection as one plain C function.

typedef struct sqlite3 sqlite3;

/// The sqlite3_db_config() on/off options the store uses.
typedef enum __attribute__((enum_extensibility(closed))) SQLiteHardeningOption {
    /// SQLITE_DBCONFIG_DEFENSIVE: ordinary SQL cannot deliberately corrupt the file.
    SQLiteHardeningOptionDefensive,
    /// SQLITE_DBCONFIG_ENABLE_TRIGGER: whether triggers fire.
    SQLiteHardeningOptionTriggers,
    /// SQLITE_DBCONFIG_ENABLE_VIEW: whether views can be used.
    SQLiteHardeningOptionViews,
    /// SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE: closing the connection neither checkpoints nor deletes
    /// the `-wal` (for a connection whose file was replaced: that `-wal` is another file's now).
    SQLiteHardeningOptionNoCheckpointOnClose,
} SQLiteHardeningOption;

/// Sets `option` on the connection `db` to `value` (0 off, 1 on), or only reads it when `value`
/// is -1. Returns the option's state afterwards (0 or 1), or -1 when this SQLite lacks the option
/// or refuses the call.
int sqlite_hardening_config(sqlite3 *db, SQLiteHardeningOption option, int value);

#endif
