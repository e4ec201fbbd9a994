import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';
import { indexTree } from '../tree-model';
import type { FolderNode } from '../../shared/types';
import { FolderTree } from './folder-tree';

stubLayoutForVirtualLists({ width: 300, height: 600 });

const node = (id: string, name: string, children: FolderNode[] = []): FolderNode => ({
  id,
  directoryId: id,
  directoryName: name,
  fatherDirectoryId: '',
  children,
});

const index = indexTree(
  [
    node('1', 'Quality', [node('11', 'Manuals'), node('12', 'Procedures', [node('121', 'Audit Plans')])]),
    node('2', 'R&D', [node('21', 'Drawings'), node('22', 'Designs'), node('23', 'Test Reports')]),
    node('3', 'Deliveries'),
  ],
  'All documents',
);

function Harness({ onOpen = () => {} }: { onOpen?: (id: string) => void }) {
  const [current, setCurrent] = useState('0');
  return (
    <FolderTree
      index={index}
      currentId={current}
      onOpen={(id) => {
        setCurrent(id);
        onOpen(id);
      }}
    />
  );
}

const tree = () => screen.getByRole('tree', { name: 'Folders' });
const item = (name: string) => within(tree()).getByRole('treeitem', { name });
/** The row the keyboard is on: the tree's active descendant. */
const active = () => document.getElementById(tree().getAttribute('aria-activedescendant') ?? '')?.textContent;

async function focusTree() {
  await renderWithProviders(<Harness />);
  await userEvent.tab(); // the filter box
  await userEvent.tab();
  expect(tree()).toHaveFocus();
}

describe('FolderTree (WAI-ARIA tree pattern)', () => {
  it('exposes a tree of treeitems with level, position, expanded and selected states', async () => {
    await renderWithProviders(<Harness />);
    const root = item('All documents');
    expect(root).toHaveAttribute('aria-level', '1');
    expect(root).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveAttribute('aria-selected', 'true');
    const rd = item('R&D');
    expect(rd).toHaveAttribute('aria-level', '2');
    expect(rd).toHaveAttribute('aria-posinset', '2');
    expect(rd).toHaveAttribute('aria-setsize', '3');
    expect(rd).toHaveAttribute('aria-expanded', 'false');
    expect(rd).toHaveAttribute('aria-selected', 'false');
    // A folder without subfolders is not expandable.
    expect(item('Deliveries')).not.toHaveAttribute('aria-expanded');
  });

  it('is one tab stop: the rows are not focusable, the tree points at the active row', async () => {
    await focusTree();
    for (const row of within(tree()).getAllByRole('treeitem')) expect(row).not.toHaveAttribute('tabindex');
    expect(active()).toBe('All documents');
    await userEvent.tab();
    expect(tree()).not.toHaveFocus();
  });

  it('moves with ↓ and ↑, and jumps with Home and End', async () => {
    await focusTree();
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Quality');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Deliveries');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('R&D');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Deliveries');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('All documents');
  });

  it('→ opens a closed folder, then enters its first subfolder; on a leaf it does nothing', async () => {
    await focusTree();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('R&D');
    await userEvent.keyboard('{ArrowRight}');
    expect(item('R&D')).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe('R&D');
    expect(item('Drawings')).toHaveAttribute('aria-level', '3');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe('Drawings');
    await userEvent.keyboard('{ArrowRight}');
    expect(active()).toBe('Drawings');
  });

  it('← closes an open folder, then goes to the parent', async () => {
    await focusTree();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowDown}');
    expect(active()).toBe('Drawings');
    await userEvent.keyboard('{ArrowLeft}');
    expect(active()).toBe('R&D');
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('R&D')).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree()).queryByRole('treeitem', { name: 'Drawings' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(active()).toBe('All documents');
  });

  it('Enter and Space open the active folder (it becomes the selected row)', async () => {
    const onOpen = vi.fn();
    await renderWithProviders(<Harness onOpen={onOpen} />);
    tree().focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('1');
    expect(item('Quality')).toHaveAttribute('aria-selected', 'true');
    expect(item('All documents')).toHaveAttribute('aria-selected', 'false');
    // Opening Quality opened it too: Manuals and Procedures come before R&D.
    expect(item('Quality')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toBe('R&D');
    await userEvent.keyboard(' ');
    expect(onOpen).toHaveBeenLastCalledWith('2');
  });

  it('* opens every folder beside the active one', async () => {
    await focusTree();
    await userEvent.keyboard('{ArrowDown}*');
    expect(item('Quality')).toHaveAttribute('aria-expanded', 'true');
    expect(item('R&D')).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe('Quality');
  });

  it('type-ahead moves to the next visible folder starting with the letters typed, wrapping round', async () => {
    // The clock stands still unless the test moves it: letters typed are one word until it does.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const onOpen = vi.fn();
      await renderWithProviders(<Harness onOpen={onOpen} />);
      tree().focus();
      // Only visible folders count: Drawings and Designs are inside the closed R&D.
      await userEvent.keyboard('d');
      expect(active()).toBe('Deliveries');
      await userEvent.keyboard('{ArrowUp}{ArrowRight}{Home}');
      expect(active()).toBe('All documents');
      await userEvent.keyboard('de');
      expect(active()).toBe('Designs');
      vi.setSystemTime(Date.now() + 1000);
      // A new word after a pause; the same letter again steps to the next name starting with it.
      await userEvent.keyboard('d');
      expect(active()).toBe('Deliveries');
      await userEvent.keyboard('d');
      expect(active()).toBe('Drawings');
      // Nothing starts with "ddq": the last letter starts a new word.
      await userEvent.keyboard('q');
      expect(active()).toBe('Quality');
      vi.setSystemTime(Date.now() + 1000);
      // A space inside a word is a letter, not Space opening the folder.
      await userEvent.keyboard('test r');
      expect(active()).toBe('Test Reports');
      expect(onOpen).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
