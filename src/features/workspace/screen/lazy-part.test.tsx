import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@tests/render';
import { notify } from '@/lib/notify';
import { lazyPart, OpenedOnce } from './lazy-part';

afterEach(() => vi.restoreAllMocks());

/** A dialog-like part: says whether it is open. */
const Shown = ({ open }: { open: boolean }) => <p>part {open ? 'open' : 'closed'}</p>;

function setUp(load: () => Promise<typeof Shown>) {
  const Part = lazyPart(load);
  const host: { setOpen: (open: boolean) => void } = { setOpen: () => {} };
  function Host() {
    const [open, setOpen] = useState(false);
    useEffect(() => {
      host.setOpen = setOpen;
    }, []);
    return (
      <OpenedOnce open={open}>
        <Part open={open} onNotLoaded={() => setOpen(false)} />
      </OpenedOnce>
    );
  }
  return { Host, host };
}

describe('a lazy part under OpenedOnce', () => {
  it('fetches nothing until first opened, then stays drawn once closed', async () => {
    const load = vi.fn(async () => Shown);
    const { Host, host } = setUp(load);
    await renderWithProviders(<Host />);
    expect(load).not.toHaveBeenCalled();
    act(() => host.setOpen(true));
    expect(await screen.findByText('part open')).toBeInTheDocument();
    act(() => host.setOpen(false));
    expect(screen.getByText('part closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a failed fetch, closes, and fetches again when next opened', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<typeof Shown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Shown);
    const { Host, host } = setUp(load);
    await renderWithProviders(<Host />);
    act(() => host.setOpen(true));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Server connection failed, please refresh and try again'));
    expect(screen.queryByText(/^part/)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => host.setOpen(true));
    expect(await screen.findByText('part open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
