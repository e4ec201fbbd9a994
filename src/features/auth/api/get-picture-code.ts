import { dmsDownload } from '@/lib/api/clients';

/** GET /user/checkCode/{random}: a new picture code, remembered by the server under `key`. */
export const getPictureCode = async (key: string) =>
  (await dmsDownload({ url: `/user/checkCode/${encodeURIComponent(key)}`, method: 'GET' })).blob;
