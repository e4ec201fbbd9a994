import { describe, expect, it } from 'vitest';
import {
  FOLDER_NAME_RULE,
  SHORT_NAME_RULE,
  hasVisibleText,
  isUnfitPathName,
  nameLength,
  nameProblem,
  rankByName,
  revealBidi,
} from './names';

const mathBold = (n: number) => '𝐀'.repeat(n);

describe('name rule', () => {
  it('counts code points: a math-bold letter is one character, as the server counts it', () => {
    expect(nameLength(mathBold(43))).toBe(43);
    expect(mathBold(43).length).toBe(86);
    expect(nameLength('报告 2026')).toBe(7);
    expect(nameProblem(mathBold(50), SHORT_NAME_RULE)).toBeNull();
    expect(nameProblem(mathBold(51), SHORT_NAME_RULE)).toBe('tooLong');
    expect(nameProblem(mathBold(60), FOLDER_NAME_RULE)).toBeNull();
  });

  it('refuses names that show nothing once spaces and invisible characters are taken out', () => {
    for (const name of ['\u200B', ' \u200B ', '\u200C\u200D\u2060', '\u202E', '\u3164', '\u2800', '\u00AD', '\u180E']) {
      expect(hasVisibleText(name)).toBe(false);
      expect(nameProblem(name, FOLDER_NAME_RULE)).toBe('invisible');
    }
    expect(nameProblem('   ', FOLDER_NAME_RULE)).toBe('required');
    // JavaScript's trim (and so the server's) already takes a byte-order mark.
    expect(nameProblem('\uFEFF', FOLDER_NAME_RULE)).toBe('required');
    expect(nameProblem('', FOLDER_NAME_RULE)).toBe('required');
    expect(nameProblem('a\u200Bb', FOLDER_NAME_RULE)).toBeNull();
    expect(nameProblem('é', FOLDER_NAME_RULE)).toBeNull();
    expect(nameProblem('👍', FOLDER_NAME_RULE)).toBeNull();
  });

  it('judges the name trimmed, as it is sent', () => {
    expect(nameProblem(`  ${'a'.repeat(100)}  `, FOLDER_NAME_RULE)).toBeNull();
    expect(nameProblem('a'.repeat(101), FOLDER_NAME_RULE)).toBe('tooLong');
  });

  it('refuses the characters a folder name may not hold', () => {
    for (const c of ['\\', '/', ':', '*', '?', '"', '<', '>', '|']) expect(nameProblem(`a${c}b`, FOLDER_NAME_RULE)).toBe('forbidden');
    expect(nameProblem('a/b', SHORT_NAME_RULE)).toBeNull();
  });

  it('refuses ".", "..", a trailing dot or space and control characters in folder and file names', () => {
    for (const name of ['.', '..', 'trailing.', 'a\tb', 'a\u0000b', 'a\rb', 'a\nb'])
      expect(nameProblem(name, FOLDER_NAME_RULE)).toBe('pathName');
    for (const name of ['.', '..', 'plan.txt.', 'plan.txt ', 'a\tb.txt']) expect(isUnfitPathName(name)).toBe(true);
    for (const name of ['.env', '...a', 'v1.2 final', 'a..b']) expect(isUnfitPathName(name)).toBe(false);
    expect(nameProblem('..', SHORT_NAME_RULE)).toBeNull();
  });
});

describe('revealBidi', () => {
  it('shows bidirectional controls, so that a reversed extension cannot pass for another', () => {
    expect(revealBidi('invoice\u202Efdp.exe.txt')).toBe('invoice⟨RLO⟩fdp.exe.txt');
    expect(revealBidi('a\u2066b\u2069c\u200Fd')).toBe('a⟨LRI⟩b⟨PDI⟩c⟨RLM⟩d');
  });

  it('shows the control characters of a name stored before the name rule', () => {
    expect(revealBidi('Plans\tQ3\u0000\r\n\u007F\u0085')).toBe('Plans␉Q3␀␍␊␡⟨U+0085⟩');
  });

  it('isolates a name in a right-to-left script, and leaves every other name as it is', () => {
    expect(revealBidi('דוח.pdf')).toBe('\u2068דוח.pdf\u2069');
    expect(revealBidi('تقرير')).toBe('\u2068تقرير\u2069');
    expect(revealBidi('Plan 2026.docx')).toBe('Plan 2026.docx');
    expect(revealBidi('设计规范.pdf')).toBe('设计规范.pdf');
  });
});

describe('messages that carry a name', () => {
  it('show its bidirectional controls too, in both languages', async () => {
    const { setupI18n } = await import('./i18n');
    for (const [language, expected] of [
      ['en', 'Folder invoice⟨RLO⟩fdp.exe created'],
      ['zh', '已创建文件夹 invoice⟨RLO⟩fdp.exe'],
    ] as const) {
      const { i18n } = await setupI18n(language);
      expect(i18n.t('workspace:folder.created', { name: 'invoice\u202Efdp.exe' })).toBe(expected);
      // Any other value is left as it is: no HTML escaping (React escapes), numbers untouched.
      expect(i18n.t('workspace:folder.created', { name: 'R&D <1>' })).toContain('R&D <1>');
    }
  });
});

describe('ranking search matches by name', () => {
  it('puts the exact name first (with or without its extension), then names that start with the text, then the rest', () => {
    const names = [
      'Old Cost Analysis.docx',
      'Cost Analysis 2025.pdf',
      'cost analysis.xlsx',
      'Q3 cost analysis.xlsx',
      'Cost Analysis',
      'Cost Analysis.xlsx',
    ];
    expect(rankByName(names, ' Cost Analysis ', (name) => name)).toEqual([
      'cost analysis.xlsx',
      'Cost Analysis',
      'Cost Analysis.xlsx',
      'Cost Analysis 2025.pdf',
      'Old Cost Analysis.docx',
      'Q3 cost analysis.xlsx',
    ]);
  });
});
