/**
 * HTML from the server or a user is only ever rendered through here: scripts, event handlers, `javascript:`
 * links, forms and frames are removed (DOMPurify), and links that open a new tab get rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';

let hooked = false;

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'textarea', 'select'],
    ADD_ATTR: ['target'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}
