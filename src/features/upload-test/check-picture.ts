/**
 * The test screen's rule (spec §2, §9: one file, jpg or png, up to 500 KB), as pure functions. The spec
 * shows no call behind the screen, so the picture is checked and shown here and sent nowhere.
 */
export const TEST_PICTURE_MAX_BYTES = 500 * 1024;

export type PictureKind = 'jpeg' | 'png';

export type PictureRefusal =
  | { reason: 'count'; count: number }
  | { reason: 'type'; name: string }
  | { reason: 'empty'; name: string }
  | { reason: 'size'; name: string; size: number }
  | { reason: 'content'; name: string; kind: PictureKind };

const EXTENSIONS: Record<string, PictureKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

/** The kind the name (and, when the browser gives one, the type) says, or null for anything else. */
export function pictureKindOf(file: Pick<File, 'name' | 'type'>): PictureKind | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const kind = EXTENSIONS[extension] ?? null;
  if (!kind) return null;
  if (file.type && file.type !== `image/${kind}`) return null;
  return kind;
}

/** What the first bytes are: a PNG or JPEG signature, or neither. */
export function signatureOf(head: Uint8Array): PictureKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => head[index] === byte)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

/** The refusal of a drop or a choice, before reading the file; null when the one file may be read. */
export function checkChoice(files: ReadonlyArray<Pick<File, 'name' | 'type' | 'size'>>): PictureRefusal | null {
  if (files.length !== 1) return { reason: 'count', count: files.length };
  const [file] = files;
  if (!pictureKindOf(file)) return { reason: 'type', name: file.name };
  if (file.size === 0) return { reason: 'empty', name: file.name };
  if (file.size > TEST_PICTURE_MAX_BYTES) return { reason: 'size', name: file.name, size: file.size };
  return null;
}

/** Reads the file's first bytes: a file named .png must be a PNG, one named .jpg a JPEG. */
export async function checkContent(file: File): Promise<PictureRefusal | null> {
  const kind = pictureKindOf(file)!;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return signatureOf(head) === kind ? null : { reason: 'content', name: file.name, kind };
}
