import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { Share } from '../types';
import { shareKeys } from './keys';

export interface CreateShareInput {
  fileIds: string[];
  /** 1–30 days. */
  days: number;
  allowDownload: boolean;
}

/**
 * POST /files/share/create: a read-only link to the files (directory level 4, share). ASSUMED call and reply
 * (see mocks/handlers/file-share.ts).
 */
export const createShare = (input: CreateShareInput) => dmsPost<Share>('/files/share/create', input);

export function useCreateShare() {
  return useInvalidatingMutation(createShare, [shareKeys.all]);
}
