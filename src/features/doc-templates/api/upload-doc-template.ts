import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { DocTemplate } from '../types';
import { docTemplateKeys } from './keys';

export interface DocTemplateUpload {
  /** Replace this template's file (and name/remark); absent: a new template. */
  templateId?: string;
  templateName: string;
  remark?: string;
  file?: File;
}

/**
 * POST /docTemplate/upload (multipart: file, templateName, remark?, templateId?). ASSUMED: the whole call;
 * the simple-upload limits apply (5M). Silent: the form shows the refusal.
 */
export function uploadDocTemplate({ templateId, templateName, remark, file }: DocTemplateUpload) {
  const form = new FormData();
  if (templateId) form.append('templateId', templateId);
  form.append('templateName', templateName);
  form.append('remark', remark ?? '');
  if (file) form.append('file', file, file.name);
  return dmsPost<DocTemplate>('/docTemplate/upload', form, { silent: true });
}

export function useUploadDocTemplate() {
  return useInvalidatingMutation(uploadDocTemplate, [docTemplateKeys.all]);
}
