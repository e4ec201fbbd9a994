import { beforeEach, describe, expect, it } from 'vitest';
import { deleteView, readSavedViews, renameView, saveView, savedViewPath, type SavedViewState } from './saved-views';
import { startSession } from './session';
import { STORAGE_KEYS } from './storage';

const drawings: SavedViewState = {
  screen: 'filelist',
  dir: '202',
  search: 'pump',
  sort: 'fileName',
  order: 'desc',
  size: 20,
  label: 'To review',
  columns: ['fileSize'],
};

const signIn = (account: string) => startSession('token', { username: account, useraccount: account });

describe('saved views', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per account: another account sees none of them', () => {
    signIn('staff');
    saveView('  Pump drawings ', drawings);
    expect(readSavedViews()).toEqual([expect.objectContaining({ ...drawings, name: 'Pump drawings' })]);
    expect(Object.keys(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedViews)!) as object)).toEqual(['staff']);
    signIn('admin');
    expect(readSavedViews()).toEqual([]);
    signIn('staff');
    expect(readSavedViews()).toHaveLength(1);
  });

  it('saving under a name already used replaces that view; rename and delete act on one view', () => {
    signIn('staff');
    const first = saveView('Pump drawings', drawings);
    saveView('Root', { ...drawings, dir: '0' });
    saveView('Pump drawings', { ...drawings, search: 'valve' });
    expect(readSavedViews().map((view) => [view.id, view.name, view.search])).toEqual([
      [first.id, 'Pump drawings', 'valve'],
      [expect.any(String), 'Root', 'pump'],
    ]);
    renameView(first.id, ' Valves ');
    renameView(first.id, '   ');
    expect(readSavedViews().map((view) => view.name)).toEqual(['Valves', 'Root']);
    deleteView(first.id);
    expect(readSavedViews().map((view) => view.name)).toEqual(['Root']);
  });

  it('drop what is malformed in storage rather than failing', () => {
    signIn('staff');
    localStorage.setItem(
      STORAGE_KEYS.savedViews,
      JSON.stringify({
        staff: [{ id: 1 }, null, { ...drawings, id: 'a', name: 'Ok' }, { ...drawings, id: 'b', name: 'Bad', screen: 'x' }],
      }),
    );
    expect(readSavedViews().map((view) => view.name)).toEqual(['Ok']);
    localStorage.setItem(STORAGE_KEYS.savedViews, '[1,2]');
    expect(readSavedViews()).toEqual([]);
  });

  it('open the workspace route of their folder, search, sort, size and label', () => {
    expect(savedViewPath(drawings)).toBe('/filelist?dir=202&size=20&sort=fileName&order=desc&q=pump&label=To+review');
    expect(savedViewPath({ screen: 'disk', mode: 'cards', dir: '0', search: '', sort: null, order: 'asc', size: 40, label: null })).toBe(
      '/disk',
    );
  });
});
