import { saveBlob } from '@/lib/save-blob';
import { extensionOf } from '@/lib/file-types';
import { downloadOaFile } from './api/download-oa-file';
import type { OaFile } from './types';

/** Types a browser shows by itself in a tab; other documents are saved instead. */
const SHOWN_IN_BROWSER = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'txt'];

export const opensInTab = (file: Pick<OaFile, 'fileName'>) => SHOWN_IN_BROWSER.includes(extensionOf(file.fileName));

/**
 * Open a received document: in a new tab when the browser can show it, else as a download under the name
 * the server gives. The tab is opened at once (inside the click, so no pop-up blocker objects) and filled
 * when the document has arrived; if it fails the tab closes and the client has shown why.
 */
export async function openOaDocument(file: OaFile, openTab: () => Window | null = () => window.open('', '_blank')): Promise<void> {
  const tab = opensInTab(file) ? openTab() : null;
  try {
    const { blob, fileName } = await downloadOaFile(file.id);
    if (tab) {
      const url = URL.createObjectURL(blob);
      tab.opener = null;
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      saveBlob(blob, fileName ?? file.fileName);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
