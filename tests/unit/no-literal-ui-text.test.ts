/** The lint rule that keeps user-visible text out of components really catches literals. */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLiteralUiText } from '../lint/no-literal-ui-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
}).run('no-literal-ui-text', noLiteralUiText as never, {
  valid: [
    'const a = <p>{t("common:appName")}</p>;',
    'const a = <Input placeholder={t("login:account")} />;',
    'const a = <span>404</span>;',
    'const a = <span> / </span>;',
    'const a = <div className="header-bar" />;',
  ],
  invalid: [
    { code: 'const a = <p>Sign in</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>登录</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <Input placeholder="Account" />;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <Button title={"Refresh"} />;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{"Hello"}</p>;', errors: [{ messageId: 'literal' }] },
  ],
});
