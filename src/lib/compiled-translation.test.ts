import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { compileTranslation } from './compiled-translation';

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
      const t = instance.getFixedT(lng);
      const row = compileTranslation(t, 'row', ['name', 'type', 'size']);
      expect(row(values)).toBe(t('row', values));
      const select = compileTranslation(t, 'select', ['name']);
      expect(select({ name: '' })).toBe(t('select', { name: '' }));
      expect(select({ name: '{{type}}' })).toBe(t('select', { name: '{{type}}' }));
    }
    expect(compileTranslation(instance.getFixedT('zh'), 'row', ['name', 'type', 'size'])(values)).toBe('Plan <b>.docx，1.2 MB，DOCX 文件');
  });
});
