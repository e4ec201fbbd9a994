import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>Fixed <b>upload</b> <a href="/x">here</a></p>')).toBe('<p>Fixed <b>upload</b> <a href="/x">here</a></p>');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const dirty = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/onerror|script|javascript:/i);
    expect(clean).toContain('<img src="x">');
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
