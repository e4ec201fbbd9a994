import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { BinFile, BinPageQuery } from '../types';
import { binKeys } from './query-keys';

/**
 * POST /files/showVoidPage/ {current, size, fileName?, type?, voidedBy?, from?, to?, orderColumn?, order?}:
 * the voided files the user may see, newest void first. The server deletes files voided more than 3 months
 * ago (system files excepted) before it answers.
 * ASSUMED (the spec shows neither path nor fields; the path follows showPageByDirId): the filters (name
 * substring, type with or without the dot, voider's name substring, voidedAt from / to as
 * 'YYYY-MM-DD HH:mm:ss'), sort columns file_name / voided_at / file_type / total_size with ASC or DESC, and
 * the reply, a page of file rows plus dirName, voidReason, voidedBy, voidedAt, isSystem, purgeTime (ISO,
 * null for system files) and the caller's userDirLevel / userFileLevel on the file.
 * Silent: the screen shows the error above the table.
 */
export const getRecycleBin = (query: BinPageQuery) => dmsPost<Page<BinFile>>('/files/showVoidPage/', query, { silent: true });

export const recycleBinQueryOptions = (query: BinPageQuery) =>
  queryOptions({ queryKey: binKeys.list(query), queryFn: () => getRecycleBin(query) });

/** Keeps the last page on screen while the next one loads (and when it fails). */
export const useRecycleBin = (query: BinPageQuery) =>
  useQuery({ ...recycleBinQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
