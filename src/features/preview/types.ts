/**
 * Shapes of the preview calls. ASSUMED (the spec shows the calls, not their replies): every field below,
 * as the mock backend answers it (mocks/handlers/file-transfer.ts, file-share.ts, hous-down.ts, office.ts).
 */

/** GET /files/preview/{fileId}: where the file's bytes can be read inline. */
export interface PreviewInfo {
  fileId: string;
  fileName: string;
  /** Leading dot, e.g. '.pdf'. */
  fileType: string;
  revision?: number;
  /** Bytes for the browser: a `/dms/...` path that carries its own ticket, or an absolute URL. */
  url: string;
}

/** The office editor's address and token for one file. */
export interface OfficeSession {
  url: string;
  token: string;
  /** Seconds the token lives (the SDK renews it through refreshToken when given). */
  timeout?: number;
}

export interface SharedFile {
  fileId: string;
  fileName: string;
  fileType: string;
  totalSize: number;
  fileSize: string;
}

/** POST /files/share/create and GET /files/share/{code}. */
export interface Share {
  shareCode: string;
  sharedBy?: string;
  expireTime: string;
  allowDownload: boolean;
  files: SharedFile[];
}

/** GET /housOut/downInfo/{code}: a shell-mould delivery to a supplier. */
export interface HousDelivery {
  code: string;
  title: string;
  supplier: string;
  sender: string;
  expireTime: string;
  files: SharedFile[];
}
