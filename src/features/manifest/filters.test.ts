import { describe, expect, it } from 'vitest';
import { toFolderExportRequest, toManifestPageQuery, toManifestParams } from './filters';

describe('manifest filters -> request', () => {
  it('puts page and size in the path and only the set filters, trimmed, in the body', () => {
    expect(toManifestPageQuery({ fileName: ' Manual ', documentNumber: '', status: 'expired' }, 3, 30, null)).toEqual({
      current: 3,
      size: 30,
      filters: { fileName: 'Manual', status: 'expired' },
    });
  });

  it('sends the table order as the server column and ASC/DESC, also to the export', () => {
    expect(toManifestParams({ leadingDepartment: 'Quality' }, { field: 'editDate', order: 'DESC' })).toEqual({
      leadingDepartment: 'Quality',
      orderColumn: 'edit_date',
      order: 'DESC',
    });
    expect(toManifestParams({}, { field: 'publisher', order: 'ASC' })).toEqual({});
  });

  it('builds the folder export request from directoryId, type and the extra filters that are set', () => {
    expect(toFolderExportRequest({ directoryId: '2', type: 'all', fileName: ' spec ', status: undefined })).toEqual({
      directoryId: '2',
      type: 'all',
      fileName: 'spec',
    });
  });
});
