// Extensions every embedded database loads: the migrations create pg_trgm (typo-tolerant product
// search), so each PGlite that may open a migrated data directory needs it too.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };
