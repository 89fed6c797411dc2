/**
 * The platform promotion (GET account/visionone/promotion) and what the pop-up makes of it:
 * which of the three variants shows, and whether the deadline has passed.
 */
import type { AxiosInstance } from 'axios';
import { promotionRequest, readPromotion } from '../../generated/calls/send/promotion';
import { succeed, type ApiResult } from './envelope';
import { exchange } from './http';

export interface Promotion {
  /** is_promotion 1. */
  readonly active: boolean;
  /** 0: no platform account; any other value: a platform account without the licence link. */
  readonly status: number;
  readonly url: string;
  readonly accountName: string;
  readonly email: string;
  /** YYYY-MM-DD, or '' when the server gives none. */
  readonly deadline: string;
}

export type PromotionVariant = 'no-platform-account' | 'no-licence-link' | 'root-account-only';

function integer(value: number | string): number {
  return typeof value === 'number' ? value : Number.parseInt(value, 10);
}

export async function fetchPromotion(client: AxiosInstance): Promise<ApiResult<Promotion>> {
  const result = await readPromotion(exchange(promotionRequest, client));
  if (!result.ok) return result;
  const { data } = result.data;
  return succeed(
    {
      active: integer(data.is_promotion) === 1,
      status: integer(data.status),
      url: data.url ?? '',
      accountName: data.account_name ?? '',
      email: data.email ?? '',
      deadline: data.deadline_date ?? '',
    },
    result.redirect,
  );
}

/**
 * An account that does not own the licence cannot do the move itself, so it gets the root-account
 * instructions whatever the status (contract, "root-account-only variant").
 */
export function promotionVariant(promotion: Promotion, licenceOwner: boolean): PromotionVariant {
  if (!licenceOwner) return 'root-account-only';
  return promotion.status === 0 ? 'no-platform-account' : 'no-licence-link';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in the browser's calendar, as YYYY-MM-DD (the deadline is a calendar day, not an instant). */
export function localIsoDay(now: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The deadline day itself still counts as before the deadline. A missing or unreadable date is
 * never "past": the user keeps the way to dismiss the pop-up.
 */
export function isDeadlinePast(deadline: string, now: Date): boolean {
  if (!ISO_DAY.test(deadline)) return false;
  return localIsoDay(now) > deadline;
}
