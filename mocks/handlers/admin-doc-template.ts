/**
 * Document template management (/docManage). The spec names the screen and GET /files/downloads/template
 * (the upload template, in file-transfer.ts); the calls below are ASSUMED.
 *
 * ASSUMED calls and fields:
 * - rows {templateId, templateName, fileName, fileType (leading dot), totalSize (bytes), remark, uploader,
 *   updateTime}.
 * - POST /docTemplate/showPage {current, size, templateName?}: any signed-in user (templates are for
 *   everyone); newest first; templateName matches the name or the file name.
 * - POST /docTemplate/upload (multipart: file, templateName, remark?, templateId?): without templateId adds
 *   a template, with it replaces the template's file (and name/remark). System managers only. The simple
 *   upload rules apply: size 0 and over 5M refused with the §8 texts; formats doc, docx, xls, xlsx, ppt,
 *   pptx, pdf, txt, md, csv only. Names unique (any case), at most 50 characters. Answers the row.
 * - GET /docTemplate/download/{templateId}: the bytes, with Content-Type and Content-Disposition
 *   (attachment, the file name). Any signed-in user.
 * - POST /docTemplate/del {templateId}: system managers only; answers null.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { withAdmin, withUser } from '../auth';
import { commit } from '../db';
import { matchesText, nextFreeId, sameText } from '../db/admin';
import { contentDisposition, mimeTypeOf, seededBytes, storedBody, uploadedContent, type ContentBody } from '../db/file-content';
import { nextId, nowIso } from '../db/records';
import type { Db, DocTemplate } from '../db/schema';
import { nameRefusal, SHORT_NAME_RULE } from '../db/names';
import { fileTypeOf } from '../../src/lib/extension';
import { api, ERRNO, fail, invalid, notFound, ok, paginate, t } from '../http';
import { formOf, pageInput, readInput, str, type Input } from './request';

export const DOC_TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;
export const DOC_TEMPLATE_TYPES = ['.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.pdf', '.txt', '.md', '.csv'];

const row = ({ contentKey: _contentKey, ...rest }: DocTemplate) => rest;

const templateMissing = (request: Request) => notFound(request, 'The template does not exist', '模板不存在');

async function readForm(request: Request): Promise<{ fields: Input; file: File | null }> {
  const fields: Input = Object.fromEntries(new URL(request.url).searchParams.entries());
  let file: File | null = null;
  try {
    const form = await formOf(request);
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'file' || key === 'files') file = value as File;
    }
  } catch {
    // Not a form: no file.
  }
  return { fields, file };
}

function bodyOf(database: Db, template: DocTemplate): ContentBody['body'] {
  const stored = template.contentKey ? database.contents.get(template.contentKey) : undefined;
  if (stored) return storedBody(stored).body;
  return seededBytes(String(900000 + Number(template.templateId)), template.fileName, template.fileType, template.totalSize, 1);
}

export const adminDocTemplateHandlers: HttpHandler[] = [
  http.post(
    api('/docTemplate/showPage'),
    withUser(async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const text = str(input.templateName).toLowerCase();
      const rows = database.docTemplates
        .filter((tpl) => matchesText(text, tpl.templateName, tpl.fileName))
        .sort((a, b) => b.updateTime.localeCompare(a.updateTime));
      const page = paginate(rows, current, size);
      return ok({ ...page, records: page.records.map(row) });
    }),
  ),

  http.post(
    api('/docTemplate/upload'),
    withAdmin(async ({ request, user, database }) => {
      const { fields, file } = await readForm(request);
      const templateId = str(fields.templateId);
      const existing = templateId ? database.docTemplates.find((tpl) => tpl.templateId === templateId) : undefined;
      if (templateId && !existing) return templateMissing(request);
      const templateName = str(fields.templateName) || existing?.templateName || '';
      const refused = nameRefusal(templateName, SHORT_NAME_RULE, ['The template name', '模板名称']);
      if (refused) return invalid(request, ...refused);
      if (database.docTemplates.some((tpl) => tpl !== existing && sameText(tpl.templateName, templateName))) {
        return fail(ERRNO.conflict, t(request, 'A template with this name already exists', '模板名称已存在'));
      }
      const remark = fields.remark !== undefined ? str(fields.remark) : (existing?.remark ?? '');
      if (remark.length > 200) return invalid(request, 'The remark may have at most 200 characters', '备注不能超过200个字符');
      if (!file && !existing) return invalid(request, 'Please choose the template file', '请选择模板文件');
      if (file) {
        if (file.size <= 0)
          return invalid(request, 'File size is 0B. Please upload a file of an appropriate size', '文件大小为0B，请上传大小合适的文件');
        if (file.size > DOC_TEMPLATE_MAX_BYTES) {
          return invalid(request, 'File size larger than 5M is not supported by this interface', '此接口不支持大于5M的文件');
        }
        if (!DOC_TEMPLATE_TYPES.includes(fileTypeOf(file.name)))
          return invalid(request, 'File format is not correct, please re-upload', '文件格式不正确，请重新上传');
      }
      const target: DocTemplate = existing ?? {
        templateId: nextFreeId(
          database,
          'docTemplate',
          database.docTemplates.map((tpl) => tpl.templateId),
        ),
        templateName,
        fileName: '',
        fileType: '',
        totalSize: 0,
        remark,
        uploader: user.username,
        updateTime: nowIso(),
        contentKey: null,
      };
      if (file) {
        const key = `c${nextId(database, 'content')}`;
        database.contents.set(key, await uploadedContent(file));
        Object.assign(target, { fileName: file.name, fileType: fileTypeOf(file.name), totalSize: file.size, contentKey: key });
      }
      Object.assign(target, { templateName, remark, uploader: user.username, updateTime: nowIso() });
      if (!existing) database.docTemplates.push(target);
      commit();
      return ok(row(target));
    }),
  ),

  http.get(
    api('/docTemplate/download/:templateId'),
    withUser(({ request, params, database }) => {
      const template = database.docTemplates.find((tpl) => tpl.templateId === String(params.templateId));
      if (!template) return templateMissing(request);
      return new HttpResponse(bodyOf(database, template) as unknown as BodyInit, {
        headers: { 'Content-Type': mimeTypeOf(template.fileType), 'Content-Disposition': contentDisposition(template.fileName) },
      });
    }),
  ),

  http.post(
    api('/docTemplate/del'),
    withAdmin(async ({ request, database }) => {
      const templateId = str((await readInput(request)).templateId);
      const template = database.docTemplates.find((tpl) => tpl.templateId === templateId);
      if (!template) return templateMissing(request);
      database.docTemplates = database.docTemplates.filter((tpl) => tpl !== template);
      if (template.contentKey) database.contents.delete(template.contentKey);
      commit();
      return ok(null);
    }),
  ),
];
