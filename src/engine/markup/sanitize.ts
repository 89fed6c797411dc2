/**
 * Server-provided markup (notices, alert messages) is cleaned with DOMPurify before it renders:
 * scripts, event handlers and javascript: urls go; links stay, and links that open a new window
 * lose access to this one; images without a text alternative are marked decorative.
 *
 * The result is TrustedHTML: the page requires Trusted Types for innerHTML, and the only policy
 * that makes HTML is this module's, whose one function is the sanitiser itself, so nothing reaches
 * the DOM uncleaned whoever calls it. The markup is parsed without the browser's parser (see
 * inert-parse.ts), so that hostile markup, though it never runs, raises no CSP report either.
 */
import DOMPurify from 'dompurify';
import type { TrustedHTML, TrustedTypePolicy } from 'trusted-types/lib';
import { parseInert } from './inert-parse';
import { TRUSTED_TYPES_POLICIES, trustedTypesFactory } from './policies';

let hooked = false;

function ensureHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image the server sent without a text alternative is taken as decorative, so screen
    // readers skip it instead of reading out its file name.
    if (node instanceof HTMLImageElement && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

function cleanMarkup(markup: string): string {
  ensureHook();
  const container = parseInert(String(markup));
  DOMPurify.sanitize(container, {
    IN_PLACE: true,
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['style'],
    // DOMPurify parses nothing here, so it needs no Trusted Types policy of its own (and the CSP
    // would refuse the one it creates by default).
    TRUSTED_TYPES_POLICY: null,
  });
  return container.innerHTML;
}

let policy: Pick<TrustedTypePolicy, 'createHTML'> | null | undefined;

function markupPolicy(): Pick<TrustedTypePolicy, 'createHTML'> | null {
  if (policy === undefined)
    policy = trustedTypesFactory()?.createPolicy(TRUSTED_TYPES_POLICIES.markup, { createHTML: cleanMarkup }) ?? null;
  return policy;
}

/** Clean markup, as TrustedHTML where the browser has Trusted Types, else as a string. */
export function sanitizeHtml(markup: string): TrustedHTML | string {
  const trusted = markupPolicy();
  return trusted ? trusted.createHTML(markup) : cleanMarkup(markup);
}
