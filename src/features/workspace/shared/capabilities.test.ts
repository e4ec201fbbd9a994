import { describe, expect, it } from 'vitest';
import { canEditFileMetadata, capabilitiesOf, folderActionsFor, NO_CAPABILITIES } from './capabilities';

const levels = (dirLevel: number, fileLevel = 0, extra = {}) => capabilitiesOf({ dirId: '5', dirLevel, fileLevel, ...extra });
const actions = (dirLevel: number, folder: { id: string; status?: 'normal' | 'void' } = { id: '5' }) =>
  folderActionsFor(levels(dirLevel), folder);

describe('capabilitiesOf (getOptAuthByDirId through folderCapabilities)', () => {
  it('offers nothing before the server has answered', () => {
    expect(capabilitiesOf(undefined)).toEqual(NO_CAPABILITIES);
    expect(NO_CAPABILITIES.canSee).toBe(false);
  });

  it('maps directory and file levels', () => {
    expect(levels(1, 10)).toMatchObject({ canSee: true, canUpload: false, canPreview: true, canDownload: false });
    expect(levels(2, 30)).toMatchObject({ canUpload: true, canAddChild: false, canDownload: true });
    expect(levels(0)).toMatchObject({ canSee: false });
  });

  it('treats admin (flag or level 10000) as every level', () => {
    expect(levels(1, 0, { admin: true })).toMatchObject({ canDelete: true, canDeleteOrMoveFiles: true });
    expect(levels(1, 0, { adminLevel: 10000 })).toMatchObject({ canMove: true, canDownload: true });
    expect(levels(1, 0, { adminLevel: 0 })).toMatchObject({ canMove: false });
  });
});

describe('folderActionsFor (§6: 3 add child, 5 change, 6 move, 7 delete)', () => {
  it('offers each action from its level up', () => {
    expect(actions(1)).toEqual({ addChild: false, rename: false, move: false, setVoid: false, restart: false, remove: false });
    expect(actions(2).addChild).toBe(false);
    expect(actions(3)).toMatchObject({ addChild: true, rename: false });
    expect(actions(4)).toMatchObject({ addChild: true, rename: false });
    expect(actions(5)).toMatchObject({ rename: true, move: false });
    expect(actions(6)).toMatchObject({ move: true, remove: false, setVoid: false });
    expect(actions(7)).toEqual({ addChild: true, rename: true, move: true, setVoid: true, restart: false, remove: true });
  });

  it('never renames, moves, voids or deletes the root', () => {
    expect(actions(7, { id: '0' })).toEqual({ addChild: true, rename: false, move: false, setVoid: false, restart: false, remove: false });
  });

  it('a void folder can be restarted or deleted, nothing added or renamed', () => {
    expect(actions(7, { id: '5', status: 'void' })).toEqual({
      addChild: false,
      rename: false,
      move: true,
      setVoid: false,
      restart: true,
      remove: true,
    });
    expect(actions(6, { id: '5', status: 'void' }).restart).toBe(false);
  });

  it('metadata is editable with directory level 5 or file level 50', () => {
    expect(canEditFileMetadata(levels(4, 40))).toBe(false);
    expect(canEditFileMetadata(levels(5, 0))).toBe(true);
    expect(canEditFileMetadata(levels(1, 50))).toBe(true);
  });
});
