import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, nextSort, nextView, parseView, serializeView, toListQuery } from './url-state';

describe('parseView', () => {
  it('reads folder, page, size, sort, search and highlight', () => {
    expect(parseView('dir=1101&page=3&size=20&sort=updateTime&order=desc&q=%E6%8A%A5%E5%91%8A&hl=200123')).toEqual({
      dir: '1101',
      page: 3,
      size: 20,
      sort: 'updateTime',
      order: 'desc',
      search: '报告',
      highlight: '200123',
      label: null,
    });
  });

  it('falls back to the defaults: the root, page 1, 40 per page, the server order', () => {
    expect(parseView('')).toEqual(DEFAULT_VIEW);
    expect(parseView('dir=abc&page=0&size=50&sort=size&order=sideways&q=%20%20')).toEqual(DEFAULT_VIEW);
    expect(parseView('page=-2&size=7').page).toBe(1);
    expect(parseView('size=10').size).toBe(10);
  });

  it('takes the page size of the system setting when the address names none', () => {
    expect(parseView('', 20).size).toBe(20);
    expect(parseView('size=30', 20).size).toBe(30);
    // A setting the pager does not offer falls back to the spec's 40.
    expect(parseView('', 25).size).toBe(40);
    expect(serializeView({ ...DEFAULT_VIEW, size: 20 }, 20).get('size')).toBeNull();
    expect(serializeView({ ...DEFAULT_VIEW, size: 40 }, 20).get('size')).toBe('40');
  });
});

describe('serializeView', () => {
  it('round-trips and leaves defaults out', () => {
    const view = { ...DEFAULT_VIEW, dir: '202', page: 2, size: 10, sort: 'fileName' as const, order: 'asc' as const, search: 'plan a+b' };
    const query = serializeView(view).toString();
    expect(parseView(query)).toEqual(view);
    expect(serializeView(DEFAULT_VIEW).toString()).toBe('');
    expect(serializeView({ ...DEFAULT_VIEW, dir: '3' }).toString()).toBe('dir=3');
  });
});

describe('toListQuery', () => {
  it('maps the sort to the server columns and orders (spec §7)', () => {
    expect(toListQuery({ ...DEFAULT_VIEW, dir: '2', sort: 'fileName', order: 'asc' })).toEqual({
      dirId: '2',
      current: 1,
      size: 40,
      orderColumn: 'file_name',
      order: 'ASC',
    });
    expect(toListQuery({ ...DEFAULT_VIEW, sort: 'updateTime', order: 'desc' })).toMatchObject({
      orderColumn: 'update_time',
      order: 'DESC',
    });
    expect(toListQuery({ ...DEFAULT_VIEW, sort: 'editDate', order: 'asc', search: 'x' })).toMatchObject({
      orderColumn: 'edit_date',
      order: 'ASC',
      fileName: 'x',
    });
    expect(toListQuery(DEFAULT_VIEW)).toEqual({ dirId: '0', current: 1, size: 40 });
  });
});

describe('nextView', () => {
  const inFolder = { ...DEFAULT_VIEW, dir: '2', page: 4, size: 20, sort: 'fileName' as const, search: 'plan', highlight: '9' };

  it('opening another folder starts it fresh but keeps size and sort', () => {
    expect(nextView(inFolder, { dir: '3' })).toEqual({ ...inFolder, dir: '3', page: 1, search: '', highlight: null });
  });

  it('a jump to a found file sets folder, search and highlight together', () => {
    expect(nextView(inFolder, { dir: '5', search: 'a.pdf', highlight: '77' })).toMatchObject({
      dir: '5',
      page: 1,
      search: 'a.pdf',
      highlight: '77',
    });
  });

  it('a new search, size or sort goes back to page 1', () => {
    expect(nextView(inFolder, { search: 'other' }).page).toBe(1);
    expect(nextView(inFolder, { size: 40 }).page).toBe(1);
    expect(nextView(inFolder, { sort: 'editDate' }).page).toBe(1);
    expect(nextView(inFolder, { page: 5 })).toMatchObject({ page: 5, search: 'plan', highlight: null });
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, server order', () => {
    let view = { ...DEFAULT_VIEW };
    view = { ...view, ...nextSort(view, 'editDate') };
    expect(view).toMatchObject({ sort: 'editDate', order: 'asc' });
    view = { ...view, ...nextSort(view, 'editDate') };
    expect(view).toMatchObject({ sort: 'editDate', order: 'desc' });
    view = { ...view, ...nextSort(view, 'editDate') };
    expect(view.sort).toBeNull();
    expect(nextSort({ ...view, sort: 'fileName', order: 'desc' }, 'updateTime')).toEqual({ sort: 'updateTime', order: 'asc' });
  });
});

describe('label filter in the URL', () => {
  it('reads and writes `label`, and a new label goes back to page 1', () => {
    const view = parseView('dir=202&page=3&label=To%20review');
    expect(view.label).toBe('To review');
    expect(serializeView(view).get('label')).toBe('To review');
    expect(parseView('label=%20%20').label).toBeNull();
    expect(nextView(view, { label: null })).toMatchObject({ label: null, page: 1 });
    // Opening another folder keeps the label filter.
    expect(nextView(view, { dir: '203' })).toMatchObject({ label: 'To review', page: 1 });
  });
});
