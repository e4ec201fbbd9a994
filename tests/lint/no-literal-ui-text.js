/**
 * ESLint rule: user-visible text in JSX must come from i18n. Flags JSX text and string literals given to
 * text-bearing attributes (title, placeholder, alt, aria-label, label, okText, cancelText, tooltip) that
 * contain a letter or a CJK character. Numbers, punctuation and symbols are allowed.
 */
const TEXT_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'label',
  'okText',
  'cancelText',
  'tooltip',
  'subTitle',
  'description',
  'content',
  'emptyText',
]);
const WORDS = /[A-Za-z\u3400-\u9fff]/;
const EXEMPT = /^\s*(?:\d+|[A-Z0-9]{1,4}|404|403|500)\s*$/;

const isUserText = (value) => typeof value === 'string' && WORDS.test(value) && !EXEMPT.test(value);

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible strings must be i18n keys present in en and zh' },
    schema: [],
    messages: { literal: 'Literal user-visible text "{{text}}": use t() with a key in locales/en and locales/zh.' },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (isUserText(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && isUserText(node.value.value)) report(node, node.value.value);
        if (
          node.value.type === 'JSXExpressionContainer' &&
          node.value.expression.type === 'Literal' &&
          isUserText(node.value.expression.value)
        ) {
          report(node, node.value.expression.value);
        }
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent?.type !== 'JSXAttribute' && isUserText(node.value)) report(node, node.value);
      },
    };
  },
};
