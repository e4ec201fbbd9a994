import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { Department } from '../types';
import { departmentsKey } from './keys';

/**
 * GET /fileParam/getByType/department (spec §7): the departments, for the filter and the user form.
 * ASSUMED: rows {id, paramName (Chinese), paramNameEn, code, ...}.
 */
export const getDepartments = () => dmsGet<Department[]>('/fileParam/getByType/department');

export const departmentsQueryOptions = () => queryOptions({ queryKey: departmentsKey, queryFn: getDepartments, staleTime: 5 * 60_000 });

export const useDepartments = () => useQuery(departmentsQueryOptions());
