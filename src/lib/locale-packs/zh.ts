/** Every namespace of the zh interface in one chunk: one request for all the screens instead of one per feature. */
import { namespacesOf } from './namespaces';

export const resources = namespacesOf(import.meta.glob<Record<string, unknown>>('@locales/zh/*.json', { eager: true, import: 'default' }));
