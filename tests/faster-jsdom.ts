/**
 * jsdom, made fast where its cost made a test file take minutes (found with `--cpu-prof`; figures in the
 * commits). What a test or the app can observe stays jsdom's; only how jsdom gets there changes.
 *
 * 1. `getComputedStyle(el).visibility` and `.display` from jsdom's own cascade, with inheritance done here
 *    and remembered until jsdom itself forgets (any DOM or style-sheet change).
 * 2. `label.control` from the document's id index instead of a walk of the whole tree.
 * 3. `HTMLCollection.namedItem` from an index kept per collection version instead of a scan.
 *
 * (Pruning antd's style sheets down to what Testing Library reads was faster still, but antd's own code
 * reads overflow, position and more, and a TreeSelect then closed while typing: jsdom keeps every rule.)
 *
 * Before: the recycle-bin test file took 133 s, one test 48 s; the file-list file 103 s.
 */
// jsdom has no "exports" map: its wrapper/impl bridge is reachable, and is the one the environment uses.
import { implForWrapper } from 'jsdom/lib/generated/idl/utils.js';
import { isLabelable } from 'jsdom/lib/jsdom/living/helpers/form-controls.js';

interface DeclarationImpl {
  _computed: boolean;
  getPropertyValue(property: string): string;
}
interface DocumentImpl {
  _clearStyleCache(): void;
}

const FAST = new Set(['visibility', 'display']);
const INITIAL: Record<string, string> = { visibility: 'visible', display: 'inline' };
const INHERITED = new Set(['visibility']);

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
 * Testing Library asks `visibility` and `display` of every element and its ancestors on every role query;
 * jsdom resolves each inherited value by re-resolving the ancestors, and drops its cache on every DOM change,
 * so under antd one `findByRole` poll took up to a second. The specified value is jsdom's (rules, inline
 * style, priorities); only inheritance is done here. Every other property and method is jsdom's.
 */
function fastComputedStyle(window: Window & typeof globalThis) {
  const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
  let resolved = new WeakMap<Element, Map<string, string>>();
  let declarations = new WeakMap<Element, CSSStyleDeclaration>();

  const documentImpl = implForWrapper(window.document) as DocumentImpl;
  const clearStyleCache = documentImpl._clearStyleCache.bind(documentImpl);
  documentImpl._clearStyleCache = () => {
    resolved = new WeakMap();
    declarations = new WeakMap();
    clearStyleCache();
  };

  const declarationOf = (element: Element) => {
    let declaration = declarations.get(element);
    if (!declaration) {
      declaration = jsdomGetComputedStyle(element);
      declarations.set(element, declaration);
    }
    return declaration;
  };

  /** The value the cascade gives `element` itself (jsdom's own trick for colours: read it uncomputed). */
  const specified = (element: Element, property: string) => {
    const impl = implForWrapper(declarationOf(element)) as DeclarationImpl;
    impl._computed = false;
    try {
      return impl.getPropertyValue(property).trim().toLowerCase();
    } finally {
      impl._computed = true;
    }
  };

  const computed = (element: Element, property: string): string => {
    let values = resolved.get(element);
    if (!values) resolved.set(element, (values = new Map()));
    const known = values.get(property);
    if (known !== undefined) return known;
    let value = specified(element, property);
    const parent = element.parentElement;
    const inheritsHere =
      value === 'inherit' || ((value === '' || value === 'unset') && INHERITED.has(property));
    if (inheritsHere) value = parent ? computed(parent, property) : INITIAL[property];
    else if (value === '' || value === 'initial' || value === 'unset' || value === 'revert' || value === 'revert-layer') {
      value = INITIAL[property];
    }
    values.set(property, value);
    return value;
  };

  window.getComputedStyle = ((element: Element, pseudoElement?: string | null) => {
    // jsdom has no pseudo-element styles: it answers with the element's own, after printing "Not
    // implemented" for each call (antd measures the scrollbar's `::-webkit-scrollbar` every time a dialog
    // opens). The same answer, without the noise that would hide real warnings.
    if (pseudoElement) return jsdomGetComputedStyle(element);
    return new Proxy(declarationOf(element), {
      get(target, property) {
        if (typeof property === 'string' && FAST.has(property)) return computed(element, property);
        if (property === 'getPropertyValue') {
          return (name: string) => (FAST.has(name) ? computed(element, name) : target.getPropertyValue(name));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }) as typeof window.getComputedStyle;
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
