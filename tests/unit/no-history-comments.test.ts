/** The lint rule that keeps issue numbers out of comments catches each way of writing one; CSS is checked here. */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ISSUE_REFERENCE, noHistoryComments } from '../lint/no-history-comments.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-history-comments', noHistoryComments as never, {
  valid: [
    '// The tree builds its maps when first asked: most screens never ask.\nconst a = 1;',
    "/** ASSUMED: the reply is the root's children. */\nconst a = 1;",
    'const text = "issue 12";',
  ],
  invalid: [
    { code: '// keeps /home small (issue 13)\nconst a = 1;', errors: [{ messageId: 'issue' }] },
    { code: "/**\n * Shown to the menu's users only (Issue 20 point 19).\n */\nconst a = 1;", errors: [{ messageId: 'issue' }] },
    { code: 'const a = 1; /* see issues 7 and 8 */', errors: [{ messageId: 'issue' }] },
    { code: '// fixed in issue #31\nconst a = 1;', errors: [{ messageId: 'issue' }] },
  ],
});

describe('style sheets', () => {
  it('carry no issue number in a comment either', () => {
    const src = resolve(import.meta.dirname, '..', '..', 'src');
    const found = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        [...readFileSync(resolve(src, file), 'utf8').matchAll(/\/\*[\s\S]*?\*\//g)]
          .map((comment) => ISSUE_REFERENCE.exec(comment[0])?.[0])
          .filter(Boolean)
          .map((text) => `${file}: ${text}`),
      );
    expect(found).toEqual([]);
  });
});
