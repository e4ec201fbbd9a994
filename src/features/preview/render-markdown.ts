import { marked } from 'marked';
import { sanitizeHtml } from '@/lib/sanitize';

/** Markdown to HTML, always through the sanitiser: scripts, event handlers and `javascript:` links go. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false, gfm: true }));
}
