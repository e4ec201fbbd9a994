import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/render';
import { announce } from '@/lib/announce';

describe('LiveRegion', () => {
  it('is one polite, atomic status region in the page before anything is said, and says each announcement', async () => {
    await renderWithProviders(<p>page</p>);
    const region = screen.getByRole('status', { name: 'Announcements' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();
    act(() => announce('3 files set invalid'));
    expect(region).toHaveTextContent('3 files set invalid');
  });

  it('says the same text again as a new announcement (a new node, which screen readers read)', async () => {
    await renderWithProviders(<p>page</p>);
    const region = screen.getByRole('status', { name: 'Announcements' });
    act(() => announce('Download cancelled'));
    const first = region.firstElementChild;
    act(() => announce('Download cancelled'));
    expect(region).toHaveTextContent('Download cancelled');
    expect(region.firstElementChild).not.toBe(first);
  });
});
