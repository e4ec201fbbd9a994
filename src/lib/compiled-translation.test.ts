import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { compileTranslation } from './compiled-translation';

/** This test's own dictionary, not the app's typed namespaces. */
type OwnT = (key: string, values: Record<string, string>) => string;

describe('compileTranslation', () => {
  it('fills in the values where t() would, in each language and in any order', async () => {
    const instance = i18n.createInstance();
    await instance.init({
      lng: 'en',
      interpolation: { escapeValue: false },
      resources: {
        en: { translation: { row: '{{name}}, {{type}} file, {{size}}', select: 'Select {{name}}' } },
        zh: { translation: { row: '{{name}}，{{size}}，{{type}} 文件', select: '选择{{name}}' } },
      },
    });
    const values = { name: 'Plan <b>.docx', type: 'DOCX', size: '1.2 MB' };
    for (const lng of ['en', 'zh']) {
      const t = instance.getFixedT(lng) as unknown as OwnT;
      const row = compileTranslation((v) => t('row', v), ['name', 'type', 'size']);
      expect(row(values)).toBe(t('row', values));
      const select = compileTranslation((v) => t('select', v), ['name']);
      expect(select({ name: '' })).toBe(t('select', { name: '' }));
      expect(select({ name: '{{type}}' })).toBe(t('select', { name: '{{type}}' }));
    }
    expect(compileTranslation((v) => (instance.getFixedT('zh') as unknown as OwnT)('row', v), ['name', 'type', 'size'])(values)).toBe(
      'Plan <b>.docx，1.2 MB，DOCX 文件',
    );
  });
});
