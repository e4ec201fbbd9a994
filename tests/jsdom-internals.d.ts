/** The two jsdom internals tests/faster-jsdom.ts reaches (jsdom ships no types for them). */
declare module 'jsdom/lib/generated/idl/utils.js' {
  export function implForWrapper(wrapper: unknown): unknown;
}
declare module 'jsdom/lib/jsdom/living/helpers/form-controls.js' {
  export function isLabelable(node: unknown): boolean;
}
