#include "SQLiteHardening.h"
#include <sqlite3.h>

/// The SQLITE_DBCONFIG_* code of `option`, or -1 when this SQLite does not define it.
static int sqlite_hardening_code(SQLiteHardeningOption option) {
    switch (option) {
#ifdef SQLITE_DBCONFIG_DEFENSIVE
    case SQLiteHardeningOptionDefensive: return SQLITE_DBCONFIG_DEFENSIVE;
#endif
#ifdef SQLITE_DBCONFIG_ENABLE_TRIGGER
    case SQLiteHardeningOptionTriggers: return SQLITE_DBCONFIG_ENABLE_TRIGGER;
#endif
#ifdef SQLITE_DBCONFIG_ENABLE_VIEW
    case SQLiteHardeningOptionViews: return SQLITE_DBCONFIG_ENABLE_VIEW;
#endif
#ifdef SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE
    case SQLiteHardeningOptionNoCheckpointOnClose: return SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE;
#endif
    default: return -1;
    }
}

int sqlite_hardening_config(sqlite3 *db, SQLiteHardeningOption option, int value) {
    int code = sqlite_hardening_code(option);
    int state = -1;
    if (code < 0 || sqlite3_db_config(db, code, value, &state) != SQLITE_OK) {
        return -1;
    }
    return state;
}
