import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('Markdown rendering', () => {
  it('renders Markdown and strips scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        '<script>window.__ran = true</script>',
        '<img src="x.png" onerror="window.__ran = true">',
        '',
        '[bad](javascript:alert(1)) [good](https://example.com)',
        '',
        '<iframe src="https://example.com"></iframe>',
      ].join('\n'),
    );
    expect(html).toContain('<h1');
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('>bad</a>');
  });
});
