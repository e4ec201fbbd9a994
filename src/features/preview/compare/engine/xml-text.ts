/** What the OOXML scanners share: the package's parts, and XML text with its entities decoded. */
import { strFromU8, unzipSync } from 'fflate';

const ENTITY = /&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` in a tag's attribute text, entities decoded. */
export function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? decodeEntities(match[2] ?? match[3]) : undefined;
}

/** Thrown when the bytes are not the package expected (not a zip, or a part missing). */
export class UnreadableDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}

/** The named parts of an OOXML package (a zip), as text; only those `wanted` says yes to are inflated. */
export function readParts(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => wanted(file.name) });
  } catch {
    throw new UnreadableDocumentError('The file is not an Office Open XML package');
  }
  return new Map(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}
