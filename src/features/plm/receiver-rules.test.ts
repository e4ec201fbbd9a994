import { describe, expect, it } from 'vitest';
import { isValidEmail, toPlmPageQuery, toReceiverInput } from './receiver-rules';

describe('PLM receiver rules', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ann@example.com', 'li.wei+plm@dms.example.com.cn', ' zhou@hengtong.example.cn '])
      expect(isValidEmail(email)).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const email of [
      '',
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann@example.c',
      'ann smith@example.com',
      'ann@@example.com',
      'ann@example..com',
      `${'a'.repeat(95)}@x.com`,
    ]) {
      expect(isValidEmail(email)).toBe(false);
    }
  });

  it('maps the search and sort to the list request', () => {
    expect(toPlmPageQuery(' wang ', 2, 20, { field: 'email', order: 'DESC' })).toEqual({
      current: 2,
      size: 20,
      keyword: 'wang',
      orderColumn: 'email',
      order: 'DESC',
    });
    expect(toPlmPageQuery('', 1, 10, null)).toEqual({ current: 1, size: 10 });
  });

  it('trims what the dialog sends and leaves out empty optional fields', () => {
    expect(toReceiverInput({ receiverName: ' Ann ', email: ' ann@example.com ', department: ' ', remark: 'BOM' })).toEqual({
      receiverName: 'Ann',
      email: 'ann@example.com',
      remark: 'BOM',
    });
  });
});
