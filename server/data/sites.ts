// The data sites (regions) an account may choose on its first sign-in.
import type { Queryable } from './store';

export interface SiteRow {
  site: string;
  name: string;
  sort: number;
}

/** Every site, in display order. */
export async function listSites(db: Queryable): Promise<SiteRow[]> {
  return (await db.query<SiteRow>('select site, name, sort from sites order by sort')).rows;
}

export async function siteExists(db: Queryable, site: string): Promise<boolean> {
  return (await db.query('select 1 from sites where site = $1', [site])).rows.length > 0;
}
