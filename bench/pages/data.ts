/**
 * The bench's data, in the shapes the server sends (src/features/workspace/shared/types.ts): file rows with every
 * column filled, and a folder tree. Deterministic, so every run and both variants get the same data.
 */
import type { FileRow, FolderNode } from '@/features/workspace/shared/types';

const TYPES = ['.docx', '.pdf', '.xlsx', '.pptx', '.png', '.zip', '.txt', '.dwg'];
const PEOPLE = ['Alice Wang', 'Bob Li', 'Carol Zhang', 'David Chen', 'Eve Liu'];
const DEPARTMENTS = ['Quality', 'Engineering', 'Purchasing', 'Production', 'Finance'];

const pad = (n: number) => String(n).padStart(2, '0');

export function fileRows(n: number): FileRow[] {
  const rows: FileRow[] = new Array(n);
  for (let i = 0; i < n; i += 1) {
    const fileType = TYPES[i % TYPES.length];
    const day = `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`;
    rows[i] = {
      dataType: 1,
      id: `f${i}`,
      fileId: `f${i}`,
      fileName: `Quality manual section ${i} revision notes${fileType}`,
      fileType,
      revision: (i % 7) + 1,
      totalSize: (i * 7919) % 50_000_000,
      dirId: '1',
      status: i % 17 === 0 ? 'expired' : 'normal',
      createTime: `${day} 09:${pad(i % 60)}:00`,
      updateTime: `${day} 10:${pad(i % 60)}:00`,
      editDate: day,
      documentNumber: `QM-${String(i).padStart(6, '0')}`,
      publisher: PEOPLE[i % PEOPLE.length],
      updater: PEOPLE[(i + 1) % PEOPLE.length],
      uploader: PEOPLE[(i + 2) % PEOPLE.length],
      location: 'Shanghai plant',
      leadingDepartment: DEPARTMENTS[i % DEPARTMENTS.length],
      archiveArea: `Area ${i % 9}`,
      documentCategory: 'Manual',
      fileLevel: 'Internal',
      emailNotifier: 'quality-team@example.com',
    };
  }
  return rows;
}

/**
 * 50,000 folders (for n = 50,000): 50 top-level folders, each with 9 sub-folders of 110 folders each
 * (50 + 450 + 49,500), named "<Department> <kind> <5-digit id>" so a filter like "123" matches a few
 * hundred folders spread over the tree.
 */
export function folderTree(n: number): FolderNode[] {
  const top = 50;
  const middle = 9;
  const leaves = Math.max(0, Math.round((n / top - 1 - middle) / middle));
  let next = 1;
  const node = (parent: string, kind: string, depth: number): FolderNode => {
    const id = String(next);
    next += 1;
    return {
      id,
      directoryId: id,
      directoryName: `${DEPARTMENTS[depth % DEPARTMENTS.length]} ${kind} ${id.padStart(5, '0')}`,
      fatherDirectoryId: parent,
      status: next % 97 === 0 ? 'void' : 'normal',
      children: [],
    };
  };
  const roots: FolderNode[] = [];
  for (let a = 0; a < top; a += 1) {
    const first = node('0', 'records', 0);
    roots.push(first);
    for (let b = 0; b < middle; b += 1) {
      const second = node(first.id, 'projects', 1);
      first.children!.push(second);
      for (let c = 0; c < leaves; c += 1) second.children!.push(node(second.id, 'documents', 2));
    }
  }
  return roots;
}
