// Engine and pattern versions shown in the About dialog.
import type { Queryable } from './store';

export interface VersionRow {
  component: string;
  version: string;
  last_update_time: Date;
}

/** Every component's version, in display order. */
export async function listVersions(db: Queryable): Promise<VersionRow[]> {
  return (await db.query<VersionRow>('select component, version, last_update_time from version_info order by position')).rows;
}
