/** The two jsdom internals tests/faster-jsdom.ts reaches (jsdom ships no types for them). */
declare module 'jsdom/lib/generated/idl/utils.js' {
  export function implForWrapper(wrapper: unknown): unknown;
}
declare module 'jsdom/lib/jsdom/living/helpers/form-controls.js' {
  export function isLabelable(node: unknown): boolean;
}
declare module 'jsdom/lib/jsdom/living/css/helpers/css-parser.js' {
  export function parseStyleSheet(cssText: string, globalObject: unknown): unknown;
}
declare module 'jsdom/lib/jsdom/living/css/MediaList-impl.js' {
  export function evaluateMediaList(list: string[]): boolean;
}
declare module 'jsdom/lib/generated/idl/CSSImportRule.js' {
  const wrapper: { isImpl(value: unknown): boolean };
  export default wrapper;
}
declare module 'jsdom/lib/generated/idl/CSSMediaRule.js' {
  const wrapper: { isImpl(value: unknown): boolean };
  export default wrapper;
}
declare module 'jsdom/lib/generated/idl/CSSStyleRule.js' {
  const wrapper: { isImpl(value: unknown): boolean };
  export default wrapper;
}
/** jsdom's public constructor, as tests/unit/faster-jsdom.test.ts uses it (a window of its own). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
