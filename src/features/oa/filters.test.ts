import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toOaPageQuery } from './filters';

describe('OA filters -> request', () => {
  it('sends the search text as title, the set filters, the received range and the order', () => {
    expect(
      toOaPageQuery({ title: ' holiday ', sender: '', status: 'pending', range: [dayjs('2026-01-01'), null] }, 1, 10, {
        field: 'receiveTime',
        order: 'ASC',
      }),
    ).toEqual({
      current: 1,
      size: 10,
      title: 'holiday',
      status: 'pending',
      from: '2026-01-01 00:00:00',
      orderColumn: 'receive_time',
      order: 'ASC',
    });
  });

  it('sends nothing but paging when nothing is set', () => {
    expect(toOaPageQuery({ title: '' }, 4, 40, null)).toEqual({ current: 4, size: 40 });
  });
});
