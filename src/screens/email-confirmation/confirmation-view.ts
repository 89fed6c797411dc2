/**
 * The email confirmation result. Pure: which message shows for the query, and where Go
 * back may lead.
 */
import { sameOriginTarget } from '../../engine/api/unauthorized';
import { messageRef, type MessageRef } from '../../engine/validation/message-ref';

/** The disabled-IP code. */
export const DISABLED_IP_CODE = '4403';

export type ConfirmationView =
  { readonly kind: 'confirmed'; readonly message: MessageRef } | { readonly kind: 'failed'; readonly message: MessageRef };

export function confirmationView(query: URLSearchParams): ConfirmationView {
  const code = query.get('code');
  if (code === null || code.trim() === '') return { kind: 'confirmed', message: messageRef('emailConfirmation.confirmed') };
  return {
    kind: 'failed',
    message: messageRef(code.trim() === DISABLED_IP_CODE ? 'emailConfirmation.disabledIp' : 'emailConfirmation.expired'),
  };
}

/** The `url` parameter only when it is same-origin (and so same-host); otherwise the console's root. */
export function goBackTarget(url: string | null, origin: string): string {
  return (url === null ? null : sameOriginTarget(url, origin)) ?? '/';
}
