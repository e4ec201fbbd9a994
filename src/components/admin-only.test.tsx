import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setRights } from '@/lib/session';
import { AdminOnly } from './admin-only';

describe('AdminOnly', () => {
  it('removes the element without rights', () => {
    render(
      <AdminOnly>
        <button type="button">{'x'}</button>
      </AdminOnly>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes the element when entry 123 has no level', () => {
    setRights({ '123': [{ name: 'menu' }] });
    render(
      <AdminOnly>
        <button type="button">{'x'}</button>
      </AdminOnly>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the element when entry 123 has a first item with a level', () => {
    setRights({ '123': [{ level: 10000 }] });
    render(
      <AdminOnly>
        <button type="button">{'x'}</button>
      </AdminOnly>,
    );
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
