/**
 * The one rule for names people type (folders, templates, labels, teams, roles, menus, departments and
 * areas, users, servers, receivers, document templates), shared by every screen that takes a name and by
 * the mock backend, which enforces the same rule. No imports: the mock backend reads this module too.
 *
 * - Length counts Unicode code points, as the backend is assumed to (ASSUMED: Java's codePointCount): '𝐀'
 *   (math bold A, two UTF-16 units) is one character on both sides. Nothing cuts a name short: a screen
 *   shows the count and refuses a name that is too long.
 * - A name is surrounding spaces trimmed (both sides trim), and must show something: one made only of
 *   spaces and invisible characters (zero-width space, joiners, bidi controls, fillers…) is refused.
 * - Bidirectional controls may be stored, but wherever a name is shown `revealBidi` makes them visible, so
 *   that 'invoice\u202Efdp.exe.txt' cannot pass for 'invoicetxt.exe.pdf'.
 * - Folder and file names follow one more rule, `isUnfitPathName`: not '.' or '..', not ending in a dot or
 *   a space, no control character. A name stored before the rule still shows (its controls made visible
 *   by `revealBidi`) and can be renamed.
 */

/** Characters that show nothing on their own: spaces, controls, format characters (zero-width, bidi…) and fillers. */
// The class lists invisible combining characters (grapheme joiner, variation selectors) on purpose: each is
// matched on its own, and removed.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class
  /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;

/** The bidirectional controls: marks, embeddings, overrides and isolates. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko…). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

const BIDI_NAMES: Record<string, string> = {
  '\u061C': 'ALM',
  '\u200E': 'LRM',
  '\u200F': 'RLM',
  '\u202A': 'LRE',
  '\u202B': 'RLE',
  '\u202C': 'PDF',
  '\u202D': 'LRO',
  '\u202E': 'RLO',
  '\u2066': 'LRI',
  '\u2067': 'RLI',
  '\u2068': 'FSI',
  '\u2069': 'PDI',
};

/** The length of a name as both sides count it: Unicode code points. */
export const nameLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
};

/** Whether the text shows anything once spaces and invisible characters are taken out. */
export const hasVisibleText = (text: string): boolean => text.replace(INVISIBLE, '') !== '';

export interface NameRule {
  /** At most this many characters (code points), after trimming. */
  max: number;
  /** Characters the name may not hold. */
  forbidden?: RegExp;
  /** A folder or file name: `isUnfitPathName` applies. */
  pathName?: boolean;
}

export type NameProblem = 'required' | 'invisible' | 'tooLong' | 'forbidden' | 'pathName';

/**
 * A folder or file name that is '.' or '..', ends in a dot or a space, or holds a control character (NUL,
 * tab, CR, LF…): a path, a zip, Windows or a shell would read it as another name or cut it.
 */
export const isUnfitPathName = (name: string): boolean => name === '.' || name === '..' || /[. ]$/.test(name) || /\p{Cc}/u.test(name);

/** The first problem of a typed name under `rule`, or null. The name is judged trimmed, as it is sent. */
export function nameProblem(name: string, rule: NameRule): NameProblem | null {
  const text = name.trim();
  if (text === '') return 'required';
  if (!hasVisibleText(text)) return 'invisible';
  if (nameLength(text) > rule.max) return 'tooLong';
  if (rule.forbidden?.test(text)) return 'forbidden';
  if (rule.pathName && isUnfitPathName(text)) return 'pathName';
  return null;
}

/** Folder names (and folder template names): the characters Windows refuses in a path are refused too. */
export const FOLDER_NAME_RULE: NameRule = { max: 100, forbidden: /[\\/:*?"<>|]/, pathName: true };

/** A file's name, its extension aside: the folders' rule, as one path holds both. */
export const FILE_NAME_RULE: NameRule = FOLDER_NAME_RULE;

/** Most other names: labels, teams, roles, menus, departments and areas, users, servers, receivers, document templates. */
export const SHORT_NAME_RULE: NameRule = { max: 50 };

const CONTROL = /\p{Cc}/gu;
/** A control character as it shows: its Unicode control picture (NUL ␀, tab ␉, LF ␊, CR ␍, DEL ␡), or ⟨U+0085⟩. */
function controlPicture(control: string): string {
  const code = control.charCodeAt(0);
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/**
 * A name as it may be shown: each bidirectional control replaced by a visible marker (⟨RLO⟩, ⟨LRI⟩…), so
 * that no control can reorder what follows it, each control character by its control picture (a name
 * stored with a tab or NUL shows it), and a name written in a right-to-left script isolated (FSI…PDI), so that it
 * cannot reorder the text around it. Any other name comes back unchanged.
 */
export function revealBidi(name: string): string {
  if (typeof name !== 'string') return name;
  BIDI_CONTROL.lastIndex = 0;
  CONTROL.lastIndex = 0;
  let revealed = BIDI_CONTROL.test(name) ? name.replace(BIDI_CONTROL, (control) => `⟨${BIDI_NAMES[control]}⟩`) : name;
  if (CONTROL.test(revealed)) revealed = revealed.replace(CONTROL, controlPicture);
  return RTL_LETTER.test(revealed) ? `\u2068${revealed}\u2069` : revealed;
}

/**
 * How well a name answers a search for `text` (case-insensitive), for ordering matches: 0 the name itself
 * (with or without its extension), 1 a name that starts with the text, 2 any other.
 */
export function nameMatchRank(name: string, text: string): 0 | 1 | 2 {
  const lower = name.toLowerCase();
  const needle = text.trim().toLowerCase();
  const dot = lower.lastIndexOf('.');
  if (lower === needle || (dot > 0 && lower.slice(0, dot) === needle)) return 0;
  return lower.startsWith(needle) ? 1 : 2;
}

/** Matches of a search ordered by `nameMatchRank`, each rank keeping the order it came in. */
export function rankByName<T>(items: readonly T[], text: string, nameOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: nameMatchRank(nameOf(item), text) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
