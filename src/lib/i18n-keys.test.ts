import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { PrefixedTranslate } from '@/i18next';
import { setupI18n } from './i18n';

/**
 * The typed keys of src/i18next.d.ts, proven by `npm run typecheck`: each `@ts-expect-error` line fails the
 * typecheck the day it compiles, that is the day a wrong key would pass. The test below runs the good ones.
 */
function translateAll(t: TFunction<'workspace'>, anyT: PrefixedTranslate, common: TFunction) {
  // @ts-expect-error -- a misspelt key of the bound namespace
  t('list.emtpy');
  // @ts-expect-error -- another namespace's key without its prefix
  t('actions.cancel');
  // @ts-expect-error -- a misspelt namespace
  t('comon:actions.cancel');
  // @ts-expect-error -- a misspelt key behind a good prefix
  anyT('common:actions.cancell');
  // @ts-expect-error -- a key of no namespace at all
  common('table.totl', { count: 1 });
  return [t('list.empty'), t('common:actions.cancel'), anyT('routes:home'), common('table.total', { count: 2 })];
}

describe('typed i18n keys', () => {
  it('the keys the types take are the ones the dictionaries have', async () => {
    const { i18n } = await setupI18n('en');
    const texts = translateAll(i18n.getFixedT('en', 'workspace'), i18n.t, i18n.getFixedT('en', 'common'));
    expect(texts).toEqual(['This folder is empty', 'Cancel', 'Home', 'Total 2 records']);
  });
});
