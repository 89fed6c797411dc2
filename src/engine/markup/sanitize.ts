/**
 * Server-provided markup (notices, alert messages) is cleaned with DOMPurify before it renders:
 * scripts, event handlers and javascript: urls go; links stay, and links that open a new window
 * lose access to this one; images without a text alternative are marked decorative.
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
    // An image the server sent without a text alternative is taken as decorative, so screen
    // readers skip it instead of reading out its file name.
    if (node instanceof HTMLImageElement && !node.hasAttribute('alt')) node.setAttribute('alt', '');
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
