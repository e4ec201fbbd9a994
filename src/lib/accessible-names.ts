/**
 * Accessible names that third-party markup would otherwise get wrong, fixed in one place for the whole app:
 * - antd's icons carry an English aria-label ('upload', 'book'), which joins the name of the control they
 *   sit in ('upload Upload') and is never translated. An icon is decoration (aria-hidden) unless it is the
 *   only name of its control.
 * - antd's InputNumber step handlers are named 'Increase Value' / 'Decrease Value' in every language: they
 *   get the translated names.
 * - antd's Input.Search button and an input's clear button have only their icons' English names ('search',
 *   'close-circle'): they are named 'Search' and 'Clear', translated. An icon-only control antd gives a
 *   translated title (the pager's 'left', 'right') is named by the title.
 */
const ICON = '.anticon[role="img"]:not([aria-hidden="true"])';
const STEP_UP = '[role="button"][aria-label="Increase Value"]';
const STEP_DOWN = '[role="button"][aria-label="Decrease Value"]';
/** Marks a name given here, which follows the language (a name of the page's own is left alone). */
const NAMED_HERE = 'data-named-here';
/** antd's icon-only buttons of an input, unnamed or named here before (in the language of then). */
const inputButton = (className: string) => `.${className}:not([aria-label]), .${className}[${NAMED_HERE}]`;
const SEARCH_BUTTON = inputButton('ant-input-search-btn');
const CLEAR_BUTTON = inputButton('ant-input-clear-icon');
const CONTROL_ROLES = ['button', 'link', 'menuitem', 'tab', 'option', 'treeitem', 'switch', 'checkbox', 'radio'];
const CONTROL = ['button', 'a[href]', ...CONTROL_ROLES.map((role) => `[role="${role}"]`)].join(', ');

export interface ControlNames {
  increase: string;
  decrease: string;
  search: string;
  clear: string;
}

/** Whether the control has a name without its icons: its own label, or text of its own. */
function namedWithoutIcons(control: Element): boolean {
  if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby')) return true;
  const copy = control.cloneNode(true) as Element;
  copy.querySelectorAll('.anticon').forEach((icon) => icon.remove());
  return (copy.textContent ?? '').trim() !== '';
}

/**
 * An icon-only control that antd gives a translated title, on itself or on its list item (the pager's
 * previous and next), is named by that title rather than by its icon. True when it has such a title.
 */
function nameByTitle(control: Element): boolean {
  const title = control.getAttribute('title') ?? control.closest('li[title]')?.getAttribute('title');
  if (!title) return false;
  control.setAttribute(NAMED_HERE, '');
  if (control.getAttribute('aria-label') !== title) control.setAttribute('aria-label', title);
  return true;
}

/** Applies the rules once to everything under `root`. */
export function fixAccessibleNames(root: ParentNode, names: ControlNames): void {
  nameInputButtons(root, SEARCH_BUTTON, names.search);
  nameInputButtons(root, CLEAR_BUTTON, names.clear);
  root.querySelectorAll(ICON).forEach((icon) => {
    const control = icon.parentElement?.closest(CONTROL);
    // The icon names its control only while nothing else does, antd's title included.
    if (!control || namedWithoutIcons(control) || nameByTitle(control)) icon.setAttribute('aria-hidden', 'true');
  });
  root.querySelectorAll(`[${NAMED_HERE}][aria-label]`).forEach(nameByTitle);
  root.querySelectorAll(STEP_UP).forEach((handler) => handler.setAttribute('aria-label', names.increase));
  root.querySelectorAll(STEP_DOWN).forEach((handler) => handler.setAttribute('aria-label', names.decrease));
}

/** An input's icon-only button gets `name` (a button with words of its own keeps them). */
function nameInputButtons(root: ParentNode, selector: string, name: string) {
  root.querySelectorAll(selector).forEach((button) => {
    if (button.textContent?.trim()) return;
    button.setAttribute(NAMED_HERE, '');
    if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
  });
}

/** Where a change can alter a name: the control around the changed node (its text or icon), or the node. */
function scopeOf(node: Node): ParentNode | null {
  const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  if (!element) return null;
  return element.closest(CONTROL)?.parentElement ?? element;
}

/**
 * Keeps the rules applied as the page changes: each batch of changes is fixed in the observer's callback,
 * before the browser paints or anyone reads the names, and only where it happened. Answers the stop function.
 */
export function watchAccessibleNames(root: HTMLElement, namesNow: () => ControlNames): () => void {
  const observer = new MutationObserver((records) => {
    const scopes = new Set<ParentNode>();
    for (const record of records) {
      const scope = scopeOf(record.target);
      if (scope) scopes.add(scope);
    }
    const names = namesNow();
    scopes.forEach((scope) => fixAccessibleNames(scope, names));
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label', 'title'],
  });
  fixAccessibleNames(root, namesNow());
  return () => observer.disconnect();
}
