/**
 * Server-provided markup (notices, alert messages) is cleaned with DOMPurify before it renders:
 * scripts, event handlers and javascript: urls go; links stay, and links that open a new window
 * lose access to this one.
 */
import DOMPurify from 'dompurify';

let hooked = false;

function ensureHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(markup: string): string {
  ensureHook();
  return DOMPurify.sanitize(markup, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['style'],
  });
}
