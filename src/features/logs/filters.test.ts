import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toLogFilterParams, toLogPageQuery } from './filters';

describe('operation log filters -> request', () => {
  it('sends only the filters that are set, trimmed, with the date range as whole days', () => {
    const query = toLogPageQuery(
      {
        operator: '  Administrator ',
        operation: 'void',
        fileName: '',
        range: [dayjs('2026-10-01T15:00:00'), dayjs('2026-11-01T08:00:00')],
      },
      2,
      20,
      null,
    );
    expect(query).toEqual({
      current: 2,
      size: 20,
      operator: 'Administrator',
      operation: 'void',
      from: '2026-10-01 00:00:00',
      to: '2026-11-01 23:59:59',
    });
  });

  it('maps the table sort to the server column and ASC/DESC', () => {
    expect(toLogFilterParams({}, { field: 'operateTime', order: 'ASC' })).toEqual({ orderColumn: 'operate_time', order: 'ASC' });
    expect(toLogFilterParams({}, { field: 'fileName', order: 'DESC' })).toEqual({ orderColumn: 'file_name', order: 'DESC' });
    expect(toLogFilterParams({}, { field: 'remark', order: 'DESC' })).toEqual({});
  });

  it('leaves an open end of the range out', () => {
    expect(toLogFilterParams({ range: [null, dayjs('2026-11-01')] }, null)).toEqual({ to: '2026-11-01 23:59:59' });
    expect(toLogFilterParams({ range: null, operator: '   ' }, null)).toEqual({});
  });
});
