/**
 * File parameters under /fileParam: departments, archive areas (a tree), document tiers and categories,
 * and the system-wide parameter configuration.
 *
 * ASSUMED (not shown by the spec):
 * - rows {id, type, paramName (Chinese), paramNameEn, parentId ('0' at the top), code, order, remark,
 *   createTime}; getByType/{key} answers the rows of a type sorted by order, keys 'department', 'area'
 *   (also 'archiveArea'), 'tier' and 'category'; getByRid/{id} answers the areas directly under area `id`
 *   ('0': the top areas); getByRid of an unknown id answers an empty list.
 * - addDepartmentConfig {paramName, paramNameEn?, code?, remark?} and addArchiveAreaConfig
 *   {paramName, paramNameEn?, parentId?, code?, remark?} answer the new row; names are unique among
 *   siblings of the same type (either language); system managers only. With `id` they update that row
 *   instead (names, code, remark; an area keeps its parent) and answer it: the spec shows no edit call.
 * - code: at most 20 letters, digits, _ or -; remark at most 200 characters.
 * - deleteFileParamConfigById/{id} refuses an area with sub-areas and a department that still has users.
 * - getParamConfig / saveParamConfig: a settings object {expiryWarningDays, recycleBinMonths, zipThresholdMb,
 *   defaultPageSize, fileListColumns, ...}; save merges the body (numbers must be positive whole numbers)
 *   and answers the whole configuration; save is for system managers only.
 */
import { http, type HttpHandler } from 'msw';
import { withAdmin, withUser } from '../auth';
import { commit } from '../db';
import { nextId, nowIso } from '../db/records';
import type { Db, FileParam, FileParamType } from '../db/schema';
import { nameRefusal as nameRuleRefusal, SHORT_NAME_RULE } from '../db/names';
import { api, ERRNO, fail, invalid, notFound, ok, t } from '../http';
import { readInput, str, type Input } from './request';

const TYPE_KEYS: Record<string, FileParamType> = {
  department: 'department',
  area: 'area',
  archiveArea: 'area',
  tier: 'tier',
  category: 'category',
};

const byOrder = (a: FileParam, b: FileParam) => a.order - b.order || Number(a.id) - Number(b.id);

function addParam(database: Db, type: FileParamType, input: Input, parentId: string): FileParam {
  const siblings = database.fileParams.filter((p) => p.type === type && p.parentId === parentId);
  const param: FileParam = {
    id: nextId(database, 'fileParam'),
    type,
    paramName: str(input.paramName),
    paramNameEn: str(input.paramNameEn) || str(input.paramName),
    parentId,
    code: str(input.code),
    order: siblings.length + 1,
    remark: str(input.remark),
    createTime: nowIso(),
  };
  database.fileParams.push(param);
  commit();
  return param;
}

/** The refusal of a new parameter's name, or null when it is fine. */
function nameRefusal(
  request: Request,
  database: Db,
  type: FileParamType,
  input: Input,
  parentId: string,
  exceptId?: string,
): Response | null {
  const names = [str(input.paramName), str(input.paramNameEn)].filter(Boolean).map((n) => n.toLowerCase());
  const refused =
    nameRuleRefusal(str(input.paramName), SHORT_NAME_RULE, ['The name', '名称']) ??
    (str(input.paramNameEn) ? nameRuleRefusal(str(input.paramNameEn), SHORT_NAME_RULE, ['The English name', '英文名称']) : null);
  if (refused) return invalid(request, ...refused);
  if (str(input.code) && !/^[A-Za-z0-9_-]{1,20}$/.test(str(input.code))) {
    return invalid(request, 'The code may have at most 20 letters, digits, _ or -', '编码最多20位字母、数字、_ 或 -');
  }
  if (str(input.remark).length > 200) return invalid(request, 'The remark may have at most 200 characters', '备注不能超过200个字符');
  const clash = database.fileParams.some(
    (p) =>
      p.id !== exceptId &&
      p.type === type &&
      p.parentId === parentId &&
      names.some((n) => n === p.paramName.toLowerCase() || n === p.paramNameEn.toLowerCase()),
  );
  return clash ? fail(ERRNO.conflict, t(request, 'This name already exists', '名称已存在')) : null;
}

/** Edit a department or area in place (ASSUMED: addDepartmentConfig / addArchiveAreaConfig with an id). */
function updateParam(request: Request, database: Db, type: FileParamType, input: Input): Response {
  const param = database.fileParams.find((p) => p.id === str(input.id) && p.type === type);
  if (!param) return notFound(request, 'The parameter does not exist', '参数不存在');
  const refusal = nameRefusal(request, database, type, input, param.parentId, param.id);
  if (refusal) return refusal;
  param.paramName = str(input.paramName);
  param.paramNameEn = str(input.paramNameEn) || str(input.paramName);
  if (input.code !== undefined) param.code = str(input.code);
  if (input.remark !== undefined) param.remark = str(input.remark);
  commit();
  return ok(param);
}

export const fileParamHandlers: HttpHandler[] = [
  http.get(
    api('/fileParam/getByType/:key'),
    withUser(({ request, params, database }) => {
      const type = TYPE_KEYS[String(params.key)];
      if (!type) return invalid(request, 'Unknown parameter type', '未知的参数类型');
      return ok(database.fileParams.filter((p) => p.type === type).sort(byOrder));
    }),
  ),

  http.get(
    api('/fileParam/getByRid/:id'),
    withUser(({ params, database }) =>
      ok(database.fileParams.filter((p) => p.type === 'area' && p.parentId === String(params.id)).sort(byOrder)),
    ),
  ),

  http.post(
    api('/fileParam/addDepartmentConfig'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      if (str(input.id)) return updateParam(request, database, 'department', input);
      const refusal = nameRefusal(request, database, 'department', input, '0');
      if (refusal) return refusal;
      return ok(addParam(database, 'department', input, '0'));
    }),
  ),

  http.post(
    api('/fileParam/addArchiveAreaConfig'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      if (str(input.id)) return updateParam(request, database, 'area', input);
      const parentId = str(input.parentId) || '0';
      if (parentId !== '0' && !database.fileParams.some((p) => p.type === 'area' && p.id === parentId)) {
        return notFound(request, 'The parent area does not exist', '上级区域不存在');
      }
      const refusal = nameRefusal(request, database, 'area', input, parentId);
      if (refusal) return refusal;
      return ok(addParam(database, 'area', input, parentId));
    }),
  ),

  http.delete(
    api('/fileParam/deleteFileParamConfigById/:id'),
    withAdmin(({ request, params, database }) => {
      const id = String(params.id);
      const param = database.fileParams.find((p) => p.id === id);
      if (!param) return notFound(request, 'The parameter does not exist', '参数不存在');
      if (database.fileParams.some((p) => p.parentId === id && p.type === param.type)) {
        return fail(ERRNO.conflict, t(request, 'Delete its sub-areas first', '请先删除其下级区域'));
      }
      if (param.type === 'department' && database.users.some((u) => u.departmentId === id)) {
        return fail(ERRNO.conflict, t(request, 'The department still has users', '该部门下仍有用户'));
      }
      database.fileParams = database.fileParams.filter((p) => p.id !== id);
      commit();
      return ok(null);
    }),
  ),

  http.get(
    api('/fileParam/getParamConfig'),
    withUser(({ database }) => ok(database.paramConfig)),
  ),

  http.post(
    api('/fileParam/saveParamConfig'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      for (const key of ['expiryWarningDays', 'recycleBinMonths', 'zipThresholdMb', 'defaultPageSize']) {
        if (input[key] !== undefined && !(Number.isInteger(Number(input[key])) && Number(input[key]) > 0)) {
          return invalid(request, `${key} must be a positive whole number`, `${key} 须为正整数`);
        }
      }
      if (
        input.fileListColumns !== undefined &&
        !(Array.isArray(input.fileListColumns) && input.fileListColumns.every((c) => typeof c === 'string'))
      ) {
        return invalid(request, 'fileListColumns must be a list of column names', 'fileListColumns 须为列名数组');
      }
      const numbers = Object.fromEntries(
        ['expiryWarningDays', 'recycleBinMonths', 'zipThresholdMb', 'defaultPageSize']
          .filter((key) => input[key] !== undefined)
          .map((key) => [key, Number(input[key])]),
      );
      Object.assign(database.paramConfig, input, numbers);
      commit();
      return ok(database.paramConfig);
    }),
  ),
];
