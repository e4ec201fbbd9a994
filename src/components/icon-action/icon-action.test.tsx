import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { IconAction } from './icon-action';

/** Longer than antd's hover delay (0.1 s) and its motions: a tooltip that was going to open has opened. */
const passHoverDelay = () => act(() => vi.advanceTimersByTime(1_000));

function OpensDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconAction label="Edit user" icon={<span>{'✎'}</span>} onClick={() => setOpen(true)} />
      <output>{open ? 'dialog open' : 'dialog closed'}</output>
      <Modal open={open} onCancel={() => setOpen(false)} title="Edit" footer={null}>
        {'form'}
      </Modal>
    </>
  );
}

describe('IconAction', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is named by its label and shows it as a tooltip on hover', () => {
    vi.useFakeTimers();
    render(<IconAction label="Delete" icon={<span>{'x'}</span>} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Delete' }));
    passHoverDelay();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
  });

  it('pressed while hovered, opens its dialog without a tooltip over it, and Escape closes the dialog', () => {
    vi.useFakeTimers();
    render(<OpensDialog />);
    const button = screen.getByRole('button', { name: 'Edit user' });
    fireEvent.mouseEnter(button);
    fireEvent.click(button);
    passHoverDelay();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('status')).toHaveTextContent('dialog closed');
  });
});
