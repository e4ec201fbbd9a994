import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { fileKeys } from '@/entities/files/keys';

/** GET files/getFatherIds/{id}: ASSUMED to answer the folder ids from the root ('0') to the file's folder. */
export const getFileFatherIds = (id: string) => dmsGet<string[]>(`/files/getFatherIds/${encodeURIComponent(id)}`, { silent: true });

export const fileFatherIdsQueryOptions = (id: string) =>
  queryOptions({ queryKey: fileKeys.fatherIds(id), queryFn: () => getFileFatherIds(id) });

export const useFileFatherIds = (id: string | null) => useQuery({ ...fileFatherIdsQueryOptions(id ?? ''), enabled: id !== null });
