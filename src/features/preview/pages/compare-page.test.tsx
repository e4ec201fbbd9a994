import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { db } from '@mocks/db';
import { textEncodingOf } from '@mocks/db/file-content';
import type { DmsFile } from '@mocks/db/schema';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { compareKindOf } from '../compare/engine';

const plain = (f: DmsFile) => Number(f.fileId) < 200001 && f.status === 'normal' && !f.secret && f.roleIds.length === 0;

/** The first plain seeded file with at least two revisions that matches. */
const withRevisions = (matches: (f: DmsFile) => boolean) =>
  [...db().files.values()].sort((a, b) => Number(a.fileId) - Number(b.fileId)).find((f) => plain(f) && f.revision >= 2 && matches(f))!;

const utf8Text = () => withRevisions((f) => f.fileType === '.txt' && textEncodingOf(f.fileId) === 'utf-8');

const SLOW = { timeout: 15_000 };

/** The text of an <ins> or <del> without its screen-reader word. */
const marked = (container: HTMLElement, tag: 'ins' | 'del') =>
  [...container.querySelectorAll(tag)].map((node) =>
    [...node.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join(''),
  );

const currentChange = (container: HTMLElement) => container.querySelector('[aria-current="location"]')?.getAttribute('data-change');

describe('/compare', () => {
  it('marks the inserted and deleted words of a text file, counts the changes and moves through them', async () => {
    signInAs('admin');
    const file = utf8Text();
    const { container } = await renderApp(`/compare?id=${file.fileId}&a=1&b=2`);
    const count = await screen.findByTestId('compare-count', undefined, SLOW);
    expect(screen.getByRole('heading', { name: file.fileName })).toBeInTheDocument();

    // Revision 2 says "approved" where revision 1 said "demo", and adds a change note.
    expect(marked(container, 'ins')).toContain('approved');
    expect(marked(container, 'del')).toContain('demo');
    expect(marked(container, 'ins').join(' ')).toContain('Change note 2');
    const ins = [...container.querySelectorAll('ins')].find((node) => node.textContent?.includes('approved'))!;
    expect(ins).toHaveTextContent('inserted approved');

    const changes = new Set([...container.querySelectorAll('[data-change]')].map((node) => node.getAttribute('data-change')));
    expect(changes.size).toBeGreaterThanOrEqual(2);
    expect(count).toHaveTextContent(`${changes.size} changes`);

    const previous = screen.getByRole('button', { name: /Previous change/ });
    const next = screen.getByRole('button', { name: /Next change/ });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(currentChange(container)).toBe('0');
    expect(screen.getByText(`Change 1 of ${changes.size}`)).toBeInTheDocument();
    await userEvent.click(next);
    expect(currentChange(container)).toBe('1');
    await userEvent.click(previous);
    expect(currentChange(container)).toBe('0');
    await userEvent.keyboard('n');
    expect(currentChange(container)).toBe('1');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(currentChange(container)).toBe('0');

    await userEvent.click(screen.getByText('Inline'));
    expect(marked(container, 'ins')).toContain('approved');
    expect(marked(container, 'del')).toContain('demo');
  });

  it('shows a Word file’s changed sentence and added paragraph', async () => {
    signInAs('admin');
    const file = withRevisions((f) => f.fileType === '.docx');
    const { container } = await renderApp(`/compare?id=${file.fileId}&a=1&b=2`);
    await screen.findByTestId('compare-count', undefined, SLOW);
    expect(marked(container, 'ins')).toContain('eleven');
    expect(marked(container, 'del')).toContain('ten');
    expect(marked(container, 'ins').join(' ')).toContain('Change note 2');
  });

  it('shows a sheet’s changed cell as before → after and its added row', async () => {
    signInAs('admin');
    const file = withRevisions((f) => f.fileType === '.xlsx');
    const { container } = await renderApp(`/compare?id=${file.fileId}&a=1&b=2`);
    await screen.findByTestId('compare-count', undefined, SLOW);
    const register = screen.getByRole('region', { name: 'Sheet Register' });
    const cell = within(register).getByText('88').closest('td')!;
    expect(marked(cell, 'del')).toEqual(['88']);
    expect(marked(cell, 'ins')).toEqual(['90']);
    expect(cell).toHaveTextContent('deleted 88→inserted 90');
    expect(marked(container, 'ins')).toContain('Micrometer MM-02');
  });

  it('stops when cancelled, says so, and starts again', async () => {
    signInAs('admin');
    const file = utf8Text();
    let hold = true;
    server.use(
      http.get('*/dms/files/download/:id', async () => {
        if (hold) await delay('infinite');
        return undefined;
      }),
    );
    await renderApp(`/compare?id=${file.fileId}&a=1&b=2`);
    expect(await screen.findByRole('progressbar', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(await screen.findByText('Comparison cancelled')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-count')).not.toBeInTheDocument();
    hold = false;
    await userEvent.click(screen.getByRole('button', { name: /Compare again/ }));
    expect(await screen.findByTestId('compare-count', undefined, SLOW)).toHaveTextContent(/changes/);
  });

  it('refuses a user who may not download the file, with no Retry', async () => {
    signInAs('guest');
    const file = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.quality && plain(f) && compareKindOf(f.fileName))!;
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    try {
      const { container } = await renderApp(`/compare?id=${file.fileId}&a=1&b=2`);
      expect(await within(container).findByRole('alert', undefined, SLOW)).toHaveTextContent(
        'You may not download this file, so its versions cannot be compared',
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(requests.some((path) => path.startsWith('/dms/files/download/'))).toBe(false);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('refuses a revision the file does not have', async () => {
    signInAs('admin');
    const file = utf8Text();
    const { container } = await renderApp(`/compare?id=${file.fileId}&a=1&b=99`);
    expect(await within(container).findByRole('alert', undefined, SLOW)).toHaveTextContent('Revision 99 of this file does not exist');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the call’s message when a download fails', async () => {
    signInAs('admin');
    const file = utf8Text();
    server.use(http.get('*/dms/files/download/:id', () => Response.json({ errno: 1, errmsg: 'The file server is busy', data: null })));
    const { container } = await renderApp(`/compare?id=${file.fileId}&a=1&b=2`);
    expect(await within(container).findByRole('alert', undefined, SLOW)).toHaveTextContent('The file server is busy');
  });
});
