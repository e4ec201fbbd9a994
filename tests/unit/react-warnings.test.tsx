import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { expectConsole } from '../console-guard';

// tests/react-owner-stacks.ts turns React's owner stacks off for speed: React must still warn, and the
// console guard still hear it (a test would fail on it unless it expects it, as here).
it('React still warns about a list without keys', () => {
  expectConsole('error', /Each child in a list should have a unique "key" prop/);
  const items = ['a', 'b'];
  const { container } = render(
    <ul>
      {items.map((item) => (
        <li>{item}</li>
      ))}
    </ul>,
  );
  expect(container.querySelectorAll('li')).toHaveLength(2);
});

it('React still warns about invalid nesting', () => {
  expectConsole('error', /cannot be a descendant of/);
  const { container } = render(
    <p>
      <div>text</div>
    </p>,
  );
  expect(container.textContent).toBe('text');
});
