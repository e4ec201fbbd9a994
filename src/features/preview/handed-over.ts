import { PREVIEW_ADDRESS_KEY } from '@/lib/file-types';

/**
 * The file id in the preview address the opening tab handed over through session storage (spec §2), for a
 * preview tab whose own address lost its query; '' when there is none.
 */
export function handedOverFileId(route: '/pdf' | '/video'): string {
  const address = sessionStorage.getItem(PREVIEW_ADDRESS_KEY);
  if (!address) return '';
  try {
    const hash = new URL(address).hash.replace(/^#/, '');
    const [path, search = ''] = hash.split('?');
    return path === route ? (new URLSearchParams(search).get('id') ?? '').trim() : '';
  } catch {
    return '';
  }
}
