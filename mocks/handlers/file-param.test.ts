import { describe, expect, it } from 'vitest';
import type { FileParam } from '../db/schema';
import { call, loginAs, post, request } from './testing';

describe('file parameters', () => {
  it('lists parameters by type and areas by parent', async () => {
    const token = await loginAs('staff');
    const departments = (await call<FileParam[]>('/dms/fileParam/getByType/department', { token })).data;
    expect(departments).toHaveLength(12);
    expect(departments[0]).toMatchObject({ paramName: '质量部', paramNameEn: 'Quality', type: 'department' });
    const areas = (await call<FileParam[]>('/dms/fileParam/getByType/area', { token })).data;
    expect(areas.length).toBeGreaterThanOrEqual(15);
    const top = (await call<FileParam[]>('/dms/fileParam/getByRid/0', { token })).data;
    expect(top.every((a) => a.parentId === '0')).toBe(true);
    const children = (await call<FileParam[]>(`/dms/fileParam/getByRid/${top[0].id}`, { token })).data;
    expect(children.map((c) => c.paramNameEn)).toEqual(['Room A', 'Room B']);
    expect((await call<FileParam[]>('/dms/fileParam/getByType/tier', { token })).data).toHaveLength(4);
    expect((await call('/dms/fileParam/getByType/colour', { token })).errno).toBe(400);
  });

  it('adds and deletes departments and areas (system managers only)', async () => {
    const staff = await loginAs('staff');
    expect((await post('/dms/fileParam/addDepartmentConfig', { paramName: '法务部', paramNameEn: 'Legal' }, { token: staff })).errno).toBe(
      403,
    );
    const token = await loginAs('admin');
    expect((await post('/dms/fileParam/addDepartmentConfig', { paramName: '', paramNameEn: '' }, { token })).errno).toBe(400);
    expect((await post('/dms/fileParam/addDepartmentConfig', { paramName: '质量部', paramNameEn: 'Quality' }, { token })).errno).toBe(409);
    const legal = await post<FileParam>('/dms/fileParam/addDepartmentConfig', { paramName: '法务部', paramNameEn: 'Legal' }, { token });
    expect(legal.data).toMatchObject({ type: 'department', paramName: '法务部', paramNameEn: 'Legal', parentId: '0' });

    const top = (await call<FileParam[]>('/dms/fileParam/getByRid/0', { token })).data[0];
    expect(
      (await post('/dms/fileParam/addArchiveAreaConfig', { paramName: 'Room C', paramNameEn: 'Room C', parentId: '9999' }, { token }))
        .errno,
    ).toBe(404);
    const room = await post<FileParam>(
      '/dms/fileParam/addArchiveAreaConfig',
      { paramName: 'Room C', paramNameEn: 'Room C', parentId: top.id },
      { token },
    );
    expect(room.data).toMatchObject({ type: 'area', parentId: top.id });

    const del = (id: string) =>
      request(`/dms/fileParam/deleteFileParamConfigById/${id}`, { method: 'DELETE', token }).then((r) => r.json());
    expect((await del(top.id)).errmsg).toBe('Delete its sub-areas first');
    expect((await del('1')).errmsg).toBe('The department still has users');
    expect((await del(room.data.id)).errno).toBe(0);
    expect((await del(legal.data.id)).errno).toBe(0);
    expect((await del(legal.data.id)).errno).toBe(404);
  });

  it('reads and saves the parameter configuration', async () => {
    const staff = await loginAs('staff');
    expect((await call<{ recycleBinMonths: number }>('/dms/fileParam/getParamConfig', { token: staff })).data.recycleBinMonths).toBe(3);
    expect((await post('/dms/fileParam/saveParamConfig', { defaultPageSize: 20 }, { token: staff })).errno).toBe(403);
    const token = await loginAs('admin');
    expect((await post('/dms/fileParam/saveParamConfig', { defaultPageSize: -1 }, { token })).errno).toBe(400);
    const saved = await post<{ defaultPageSize: number; zipThresholdMb: number }>(
      '/dms/fileParam/saveParamConfig',
      { defaultPageSize: 20 },
      { token },
    );
    expect(saved.data).toMatchObject({ defaultPageSize: 20, zipThresholdMb: 2 });
  });
});
