import { describe, expect, it } from 'vitest';
import { mergeRecent } from './recent-files';

describe('recent files shown on the dashboard', () => {
  const local = [
    { fileId: '3', fileName: 'Old name.pdf', fileType: '.pdf', dirId: '2' },
    { fileId: '1', fileName: 'Plan.docx' },
  ];
  const server = [
    { fileId: '9', fileName: 'Elsewhere.xlsx', fileType: '.xlsx', dirId: '5' },
    { fileId: '3', fileName: 'New name.pdf', fileType: '.pdf', dirId: '2' },
  ];

  it("keeps this browser's order first, with the server's details, then the server's other files", () => {
    expect(mergeRecent(local, server)).toEqual([
      { fileId: '3', fileName: 'New name.pdf', fileType: '.pdf', dirId: '2', source: 'both' },
      { fileId: '1', fileName: 'Plan.docx', fileType: undefined, dirId: undefined, source: 'local' },
      { fileId: '9', fileName: 'Elsewhere.xlsx', fileType: '.xlsx', dirId: '5', source: 'server' },
    ]);
  });

  it('shows the local list alone while the server has not answered, and at most 8', () => {
    expect(mergeRecent(local, undefined).map((f) => f.fileId)).toEqual(['3', '1']);
    const many = Array.from({ length: 8 }, (_, i) => ({ fileId: `s${i}`, fileName: `S${i}.pdf` }));
    expect(mergeRecent(local, many)).toHaveLength(8);
  });
});
