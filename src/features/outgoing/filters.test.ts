import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toDataPageQuery, toDataParams, toMouldPageQuery } from './filters';

describe('outgoing log filters -> request', () => {
  it('data log: set filters trimmed, whole-day range, server sort column', () => {
    expect(
      toDataPageQuery(
        { fileName: ' QM-2026 ', receiverCompany: '', channel: 'usb', range: [dayjs('2026-05-01'), dayjs('2026-05-31')] },
        1,
        10,
        { field: 'receiverCompany', order: 'ASC' },
      ),
    ).toEqual({
      current: 1,
      size: 10,
      fileName: 'QM-2026',
      channel: 'usb',
      from: '2026-05-01 00:00:00',
      to: '2026-05-31 23:59:59',
      orderColumn: 'receiver_company',
      order: 'ASC',
    });
    expect(toDataParams({ sender: 'Li' }, null)).toEqual({ sender: 'Li' });
  });

  it('shell mould log: status and supplier, sort by quantity', () => {
    expect(toMouldPageQuery({ supplier: 'Apex', status: 'out' }, 3, 30, { field: 'quantity', order: 'DESC' })).toEqual({
      current: 3,
      size: 30,
      supplier: 'Apex',
      status: 'out',
      orderColumn: 'quantity',
      order: 'DESC',
    });
    expect(toMouldPageQuery({}, 1, 10, { field: 'remark', order: 'DESC' })).toEqual({ current: 1, size: 10 });
  });
});
