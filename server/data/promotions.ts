// The platform promotion offered to an account (the account/visionone/promotion reply).
import type { Queryable } from './store';

export interface PromotionRow {
  is_promotion: number;
  status: number;
  url: string;
  deadline_date: string;
}

export async function findPromotion(db: Queryable, accountId: number): Promise<PromotionRow | undefined> {
  const res = await db.query<PromotionRow>('select is_promotion, status, url, deadline_date from promotions where account_id = $1', [
    accountId,
  ]);
  return res.rows[0];
}
