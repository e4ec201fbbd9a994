/**
 * Multipart bodies, read as they stream in: each file goes straight to a file in the uploads folder, so a
 * 500 MB upload never sits in memory. MSW cannot do that itself: it keeps a clone of every request it
 * handles (for its logs), and `request.formData()` gathers the whole body.
 *
 * The middleware runs before the MSW handlers. Once the body is read, the request goes on without it and
 * with a random id in UPLOAD_HEADER; the handlers read their form through `formOf(request)` (see
 * ../handlers/request.ts), which the server points at `readForm` here: the same fields, and each file as a
 * File backed by the file on disk (name and size as sent). Storing such a file (../db/file-content.ts,
 * `uploadedContent`) moves it into the contents folder. Whatever is left is deleted once the reply is sent.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import busboy from 'busboy';
import { registerUploadOnDisk } from '../db/file-content';
import { ReceivedUpload } from './file-store';

/** Names the form the server read for a request; set by the server only (a client's own is dropped). */
export const UPLOAD_HEADER = 'x-dms-mock-form';

export interface UploadReaderOptions {
  /** Where files are written while they are received. */
  dir: string;
  /** A file part is cut after this many bytes (a handler refusing anything larger sees it larger still). */
  maxFileBytes: number;
}

export function createUploadReader({ dir, maxFileBytes }: UploadReaderOptions) {
  /** The forms read so far, by id, until their reply is sent; an Error when the body was no valid form. */
  const forms = new Map<string, FormData | Error>();

  /** Reads a multipart body to disk before the handlers run. */
  const middleware: RequestHandler = (req, res, next) => {
    delete req.headers[UPLOAD_HEADER];
    if (!req.is('multipart/form-data')) return next();
    const id = randomUUID();
    const written: string[] = [];
    res.on('close', () => {
      forms.delete(id);
      for (const path of written) void rm(path, { force: true });
    });

    const parts: Array<Promise<[string, string | File]>> = [];
    let settled = false;
    /** The form is known: once the whole body is in, the request goes on to the handlers without it. */
    const settle = (form: FormData | Error) => {
      if (settled) return;
      settled = true;
      const goOn = () => {
        forms.set(id, form);
        req.headers[UPLOAD_HEADER] = id;
        delete req.headers['content-length'];
        delete req.headers['transfer-encoding'];
        next();
      };
      if (req.readableEnded) return goOn();
      // Whatever follows the form (or a body that is none) is read and dropped.
      req.unpipe();
      req.on('end', goOn);
      req.resume();
    };
    const failed = (error: unknown) => settle(error instanceof Error ? error : new Error(String(error)));
    // The client went away before the body was in: nothing to answer (the written files go with the reply).
    req.on('close', () => {
      if (!req.complete) settled = true;
    });

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxFileBytes } });
    } catch (error) {
      // No boundary: what `request.formData()` refuses too.
      failed(error);
      return;
    }
    parser.on('field', (name, value) => parts.push(Promise.resolve([name, value])));
    parser.on('file', (name, stream, info) => {
      const path = join(dir, randomUUID());
      written.push(path);
      const sink = createWriteStream(path);
      const part = pipeline(stream, sink).then(async (): Promise<[string, File]> => {
        const file = new File([await openAsBlob(path)], info.filename ?? '', { type: info.mimeType });
        registerUploadOnDisk(file, new ReceivedUpload(path, sink.bytesWritten));
        return [name, file];
      });
      // A part cut short by a broken body fails; the parser's own error says so.
      part.catch(() => undefined);
      parts.push(part);
    });
    parser.on('close', () => {
      Promise.all(parts).then((entries) => {
        const form = new FormData();
        for (const [name, value] of entries) form.append(name, value);
        settle(form);
      }, failed);
    });
    parser.on('error', failed);
    req.pipe(parser);
  };

  /** `formOf` in server mode: the form read above, or (any other body) the request's own. */
  const readForm = async (request: Request): Promise<FormData> => {
    const id = request.headers.get(UPLOAD_HEADER);
    const form = id ? forms.get(id) : undefined;
    if (form instanceof Error) throw form;
    return form ?? request.formData();
  };

  return { middleware, readForm };
}
