/**
 * jsdom, made fast where its cost made a test file take minutes (found with `--cpu-prof`; figures in the
 * commits). What a test or the app can observe stays jsdom's; only how jsdom gets there changes.
 *
 * 1. `getComputedStyle(el)`'s `display`, `visibility`, `pointer-events` and `overflow` (and its two longhands)
 *    from jsdom's own cascade, with inheritance done here and remembered until jsdom itself forgets (any DOM
 *    or style-sheet change).
 * 2. `label.control` from the document's id index instead of a walk of the whole tree.
 * 3. `HTMLCollection.namedItem` from an index kept per collection version instead of a scan.
 *
 * (Pruning antd's style sheets down to what Testing Library reads was faster still, but antd's own code
 * reads overflow, position and more, and a TreeSelect then closed while typing: jsdom keeps every rule.)
 *
 * Before: the recycle-bin test file took 133 s, one test 48 s; the file-list file 103 s.
 */
// jsdom has no "exports" map: its wrapper/impl bridge is reachable, and is the one the environment uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { implForWrapper } from 'jsdom/lib/generated/idl/utils.js';
import { isLabelable } from 'jsdom/lib/jsdom/living/helpers/form-controls.js';
import { parseStyleSheet } from 'jsdom/lib/jsdom/living/css/helpers/css-parser.js';
import { evaluateMediaList } from 'jsdom/lib/jsdom/living/css/MediaList-impl.js';
import CSSImportRule from 'jsdom/lib/generated/idl/CSSImportRule.js';
import CSSMediaRule from 'jsdom/lib/generated/idl/CSSMediaRule.js';
import CSSStyleRule from 'jsdom/lib/generated/idl/CSSStyleRule.js';

const require = createRequire(import.meta.url);
/** jsdom's own dependency, the one its cascade ranks rules with, resolved from jsdom as jsdom resolves it. */
const Specificity = createRequire(require.resolve('jsdom'))('@bramus/specificity').default as SpecificityApi;
interface SpecificityApi {
  calculate(ast: unknown): Array<{ value: unknown }>;
  max(...specificities: Array<{ value: unknown }>): { value: unknown };
  compare(a: unknown, b: unknown): number;
}

interface DeclarationImpl {
  _computed: boolean;
  getPropertyValue(property: string): string;
}
interface DocumentImpl {
  _clearStyleCache(): void;
  _getDOMSelector(): unknown;
  contentType: string;
}

const PATCHED = Symbol.for('dms.faster-jsdom');

export function speedUpJsdom(window: Window & typeof globalThis) {
  // Test files of a worker share one window (isolate: false); the setup runs for each file.
  const marked = window as unknown as Record<symbol, boolean>;
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  fastComputedStyle(window);
  fastLabelControl(window);
  fastNamedItem(window);
}

/**
 * Testing Library (through dom-accessibility-api) asks `display` and `visibility` of every element and its
 * ancestors on every role query, user-event asks `pointer-events` on every pointer action, and antd's popups
 * ask `overflow`, `overflow-x` and `overflow-y` of every ancestor of their anchor when they open. jsdom answers
 * each by cascading all of antd's ~2,900 rules into a full declaration (every property parsed and expanded),
 * for the element and for each ancestor, and drops that on every DOM change: in the recycle-bin file that
 * was 46 % of its CPU time.
 *
 * For those properties the cascade here visits only the rules that declare them (indexed once per
 * set of style sheets) with jsdom's own selector matcher, specificity and order, its default style sheet
 * first and the inline style last, exactly as jsdom's `applyStyleSheetRules` does; inheritance is done here
 * and remembered until jsdom itself forgets (any DOM or style-sheet change). Every other property and
 * method is jsdom's declaration, made only when one is read. `DMS_CHECK_FAST_STYLE=1` compares each answer
 * with jsdom's and throws on a difference (run it after upgrading jsdom).
 */
function fastComputedStyle(window: Window & typeof globalThis) {
  const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
  let resolved = new WeakMap<Element, Map<string, string>>();
  let declarations = new WeakMap<Element, CSSStyleDeclaration>();
  const checkAgainstJsdom = process.env.DMS_CHECK_FAST_STYLE === '1';

  const documentImpl = implForWrapper(window.document) as DocumentImpl;
  const clearStyleCache = documentImpl._clearStyleCache.bind(documentImpl);
  documentImpl._clearStyleCache = () => {
    resolved = new WeakMap();
    declarations = new WeakMap();
    clearStyleCache();
  };
  const cascade = targetedCascade(documentImpl);

  const declarationOf = (element: Element) => {
    let declaration = declarations.get(element);
    if (!declaration) {
      declaration = jsdomGetComputedStyle(element);
      declarations.set(element, declaration);
    }
    return declaration;
  };

  /** The value jsdom's cascade would give `element` itself, before inheritance (trimmed; a keyword lower-cased). */
  const specified = (element: Element, property: FastProperty) => {
    const value = asJsdomKeeps(property, cascade(implForWrapper(element) as ElementImpl, property));
    if (checkAgainstJsdom) {
      const impl = implForWrapper(declarationOf(element)) as DeclarationImpl;
      impl._computed = false;
      const jsdomValue = asJsdomKeeps(property, impl.getPropertyValue(property));
      impl._computed = true;
      expectJsdomsAnswer(element, property, value, jsdomValue);
    }
    return value;
  };

  const computed = (element: Element, property: FastProperty): string => {
    let values = resolved.get(element);
    if (!values) resolved.set(element, (values = new Map()));
    const known = values.get(property);
    if (known !== undefined) return known;
    let value = specified(element, property);
    const parent = element.parentElement;
    const inheritsHere = value === 'inherit' || ((value === '' || value === 'unset') && INHERITED.has(property));
    if (inheritsHere) value = parent ? computed(parent, property) : INITIAL[property];
    else if (value === '') value = UNDECLARED[property];
    else if (value === 'initial' || value === 'unset' || value === 'revert' || value === 'revert-layer') value = INITIAL[property];
    values.set(property, value);
    if (checkAgainstJsdom) {
      const jsdomValue = asJsdomKeeps(property, (declarationOf(element) as CSSStyleDeclaration).getPropertyValue(property));
      expectJsdomsAnswer(element, `computed ${property}`, value, jsdomValue);
    }
    return value;
  };

  window.getComputedStyle = ((element: Element, pseudoElement?: string | null) => {
    // jsdom has no pseudo-element styles: it answers with the element's own, after printing "Not
    // implemented" for each call (antd measures the scrollbar's `::-webkit-scrollbar` every time a dialog
    // opens). The same answer, without the noise that would hide real warnings.
    if (pseudoElement) return jsdomGetComputedStyle(element);
    // jsdom's full declaration is made on the first read of anything else, not up front.
    const full = () => declarationOf(element) as unknown as Record<string | symbol, unknown>;
    const target = Object.create(window.CSSStyleDeclaration.prototype) as object;
    return new Proxy(target, {
      get(_target, property) {
        const fast = typeof property === 'string' ? FAST[property] : undefined;
        if (fast) return computed(element, fast);
        if (property === 'getPropertyValue') {
          return (name: string) => (FAST[name] ? computed(element, FAST[name]) : (full().getPropertyValue as (n: string) => string)(name));
        }
        const declaration = full();
        const value: unknown = Reflect.get(declaration, property, declaration);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(declaration) : value;
      },
      has: (_target, property) => property in full(),
      ownKeys: () => Reflect.ownKeys(full()),
      getOwnPropertyDescriptor: (_target, property) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(full(), property);
        return descriptor && { ...descriptor, configurable: true };
      },
    }) as CSSStyleDeclaration;
  }) as typeof window.getComputedStyle;
}

type FastProperty = 'display' | 'visibility' | 'pointer-events' | 'overflow' | 'overflow-x' | 'overflow-y';
/** The properties answered here, by every name a caller reads them under. */
const FAST: Record<string, FastProperty | undefined> = Object.assign(Object.create(null) as object, {
  display: 'display',
  visibility: 'visibility',
  'pointer-events': 'pointer-events',
  pointerEvents: 'pointer-events',
  overflow: 'overflow',
  'overflow-x': 'overflow-x',
  overflowX: 'overflow-x',
  'overflow-y': 'overflow-y',
  overflowY: 'overflow-y',
} satisfies Record<string, FastProperty>);
const INITIAL: Record<FastProperty, string> = {
  display: 'inline',
  visibility: 'visible',
  'pointer-events': 'auto',
  overflow: 'visible',
  'overflow-x': 'visible',
  'overflow-y': 'visible',
};
/** What jsdom answers for a property no rule declares: the initial value, but none for the `overflow` shorthand. */
const UNDECLARED: Record<FastProperty, string> = { ...INITIAL, overflow: '' };
const INHERITED = new Set<string>(['visibility', 'pointer-events']);
/** DMS_CHECK_FAST_STYLE: throws when an answer made here differs from jsdom's own. */
function expectJsdomsAnswer(element: Element, what: string, value: string, jsdomValue: string) {
  if (jsdomValue !== value) {
    throw new Error(
      `faster-jsdom: ${what} of <${element.localName} class="${element.className}"> is "${value}", jsdom says "${jsdomValue}"`,
    );
  }
}

/**
 * A value as jsdom's computed style gives it back: trimmed, and lower-cased but for the `overflow` shorthand,
 * which jsdom neither expands into `overflow-x` and `overflow-y` nor normalises.
 */
const asJsdomKeeps = (property: FastProperty, value: string) => (property === 'overflow' ? value.trim() : value.trim().toLowerCase());

interface StyleImpl {
  length: number;
  item(index: number): string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
}
interface RuleImpl {
  selectorText: string;
  style: StyleImpl;
  cssRules?: { _list: RuleImpl[] };
  media?: { _list: string[] };
  styleSheet?: SheetImpl | null;
  _selectorSubjects?: Array<{ id?: string; className?: string; tag?: string }>;
}
interface SheetImpl {
  cssRules: { _list: RuleImpl[] };
}
interface ElementImpl {
  _localName: string;
  _ownerDocument: DocumentImpl;
  classList: { contains(name: string): boolean };
  style: StyleImpl;
  getAttributeNS(namespace: null, name: string): string | null;
}
interface DomSelector {
  check(selector: string, element: ElementImpl): { ast: unknown; match: boolean; pseudoElement: string | null };
  extractSubjects(selector: string, xml: boolean): Array<{ id?: string; className?: string; tag?: string }>;
}
interface Declared {
  rule: RuleImpl;
  value: string;
  important: boolean;
}

/**
 * jsdom's `applyStyleSheetRules` and `handleProperty` (living/css/helpers/computed-style.js), for one
 * property, over only the rules that declare it. The index is rebuilt when the list of sheets, or the
 * rules of one, changes.
 */
function targetedCascade(documentImpl: DocumentImpl) {
  const defaultSheet = parseStyleSheet(
    readFileSync(require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'), 'utf8'),
    (documentImpl as unknown as { _globalObject: unknown })._globalObject,
  ) as SheetImpl;
  // null: no index yet. (An empty key would pass for a document without style sheets, with an empty index.)
  let key: unknown[] | null = null;
  let index = new Map<FastProperty, Declared[]>();

  const sheetsNow = () => (documentImpl as unknown as { styleSheets: { _list: SheetImpl[] } }).styleSheets._list;
  const currentIndex = () => {
    const sheets = sheetsNow();
    const nowKey: unknown[] = [];
    for (const sheet of sheets) nowKey.push(sheet, sheet.cssRules._list.length);
    const known = key;
    if (known && nowKey.length === known.length && nowKey.every((part, i) => part === known[i])) return index;
    key = nowKey;
    index = new Map((Object.keys(INITIAL) as FastProperty[]).map((property) => [property, []]));
    const add = (rule: RuleImpl) => {
      const style = rule.style;
      if (!style || typeof rule.selectorText !== 'string') return;
      for (let i = 0; i < style.length; i++) {
        const property = style.item(i) as FastProperty;
        const list = index.get(property);
        if (list) list.push({ rule, value: style.getPropertyValue(property), important: Boolean(style.getPropertyPriority(property)) });
      }
    };
    // The same walk as jsdom's handleSheet: @import and @media rules whose media list applies, then style rules.
    const walk = (sheet: SheetImpl) => {
      for (const rule of sheet.cssRules._list) {
        if (CSSImportRule.isImpl(rule)) {
          if (rule.styleSheet && evaluateMediaList(rule.media!._list)) rule.styleSheet.cssRules._list.forEach(add);
        } else if (CSSMediaRule.isImpl(rule)) {
          if (evaluateMediaList(rule.media!._list)) rule.cssRules!._list.forEach(add);
        } else if (CSSStyleRule.isImpl(rule)) {
          add(rule);
        }
      }
    };
    walk(defaultSheet);
    sheets.forEach(walk);
    return index;
  };

  const mightMatch = (rule: RuleImpl, element: ElementImpl, selector: DomSelector) => {
    rule._selectorSubjects ??= selector.extractSubjects(rule.selectorText, element._ownerDocument.contentType !== 'text/html');
    const subjects = rule._selectorSubjects;
    if (subjects.length === 0) return true;
    const id = element.getAttributeNS(null, 'id');
    const tag = element._localName.toLowerCase();
    return subjects.some(
      (keys) =>
        !(keys.id && keys.id !== id) &&
        !(keys.className && !element.classList.contains(keys.className)) &&
        !(keys.tag && keys.tag.toLowerCase() !== tag),
    );
  };

  return (element: ElementImpl, property: FastProperty): string => {
    const selector = element._ownerDocument._getDOMSelector() as DomSelector;
    let value = '';
    let important = false;
    let specificity: unknown;
    for (const declared of currentIndex().get(property)!) {
      if (!mightMatch(declared.rule, element, selector)) continue;
      const { ast, match, pseudoElement } = selector.check(declared.rule.selectorText, element);
      if (!match || pseudoElement) continue;
      if (declared.important) {
        value = declared.value;
        important = true;
      } else if (!important) {
        const { value: own } = Specificity.max(...Specificity.calculate(ast));
        if (specificity === undefined || Specificity.compare(own, specificity) >= 0) {
          specificity = own;
          value = declared.value;
        }
      }
    }
    const inline = element.style.getPropertyValue(property);
    if (inline !== '' && (!important || element.style.getPropertyPriority(property))) value = inline;
    return value;
  };
}

interface NodeImpl {
  _version: number;
  getAttributeNS(namespace: null, name: string): string | null;
  hasAttributeNS(namespace: null, name: string): boolean;
  getRootNode(options: object): NodeImpl & { getElementById?(id: string): NodeImpl | null };
}

/**
 * `label.control` for `<label for=…>`: jsdom walks the whole tree for the id, and `input.labels` asks it of
 * every label for every input, so one `getByLabelText` walked the tree (labels x elements) times. The
 * document's own id index gives the same element (the first in tree order with that id).
 */
function fastLabelControl(window: Window & typeof globalThis) {
  const labelImpl = Object.getPrototypeOf(implForWrapper(window.document.createElement('label'))) as object;
  const jsdomControl = Object.getOwnPropertyDescriptor(labelImpl, 'control')!.get!;
  Object.defineProperty(labelImpl, 'control', {
    configurable: true,
    get(this: NodeImpl) {
      const forValue = this.getAttributeNS(null, 'for');
      const root = forValue ? this.getRootNode({}) : null;
      if (!root?.getElementById) return jsdomControl.call(this);
      const element = root.getElementById(forValue!);
      return element && isLabelable(element) ? element : null;
    },
  });
}

interface CollectionImpl {
  _element: NodeImpl;
  _list: (NodeImpl & { _namespaceURI: string })[];
  _update(): void;
  namedItem(key: string): NodeImpl | null;
}

/**
 * `HTMLCollection.namedItem`, which jsdom also runs for every non-index property read (`.length` too) and
 * answers by scanning the collection. antd's style code reads `document.head.children` each time an icon
 * mounts, with hundreds of style tags in the head. The same first match, from an index rebuilt whenever the
 * collection's root changes (jsdom bumps its version on any change below it, attributes included).
 */
function fastNamedItem(window: Window & typeof globalThis) {
  const collectionImpl = Object.getPrototypeOf(implForWrapper(window.document.children)) as CollectionImpl;
  const indexes = new WeakMap<CollectionImpl, { version: number; byName: Map<string, NodeImpl> }>();
  collectionImpl.namedItem = function (this: CollectionImpl, key: string) {
    if (key === '') return null;
    this._update();
    let index = indexes.get(this);
    if (!index || index.version !== this._element._version) {
      const byName = new Map<string, NodeImpl>();
      for (const element of this._list) {
        const id = element.getAttributeNS(null, 'id');
        if (id && !byName.has(id)) byName.set(id, element);
        if (element._namespaceURI === 'http://www.w3.org/1999/xhtml') {
          const name = element.getAttributeNS(null, 'name');
          if (name && !byName.has(name)) byName.set(name, element);
        }
      }
      indexes.set(this, (index = { version: this._element._version, byName }));
    }
    return index.byName.get(key) ?? null;
  };
}
