/**
 * The command palette (Ctrl+K / ⌘K): go to a screen of the user's menu, run a command of the screen in front
 * (upload, new folder), switch theme or language, or open a folder or a file found by name. A combobox with
 * its listbox: arrows move, Enter runs, Escape closes; the number of results is said politely.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFindFiles } from '@/entities/files/find-files-by-name';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import type { FoundFile } from '@/entities/files/types';
import { useMenus } from '@/features/navigation/api/get-menus';
import { DEFAULT_VIEW, nextView, serializeView } from '@/features/workspace/shared/url-state';
import { useRegisteredCommands, type PaletteCommand } from '@/lib/command-registry';
import { LANGUAGES, currentLanguage, switchLanguage } from '@/lib/i18n';
import { THEME_MODES, setThemePreference, useThemePreference } from '@/lib/theme';
import { flattenFolders, menuScreens, paletteItems, type PaletteGroup } from './palette-items';
import styles from './command-palette.module.css';

const GROUPS: PaletteGroup[] = ['screens', 'commands', 'folders', 'files'];
/** Typing pauses this long before the server is asked for files by name. */
const FIND_DELAY_MS = 250;

function useDebounced(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), FIND_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Theme and language: offered on every screen. */
function useAppCommands(): PaletteCommand[] {
  const { t } = useTranslation(['layout', 'common']);
  const preference = useThemePreference();
  const language = currentLanguage();
  return [
    ...THEME_MODES.filter((mode) => mode !== preference.mode).map((mode) => ({
      id: `theme-${mode}`,
      label: t('palette.theme', { name: t(`theme.${mode}`) }),
      run: () => setThemePreference({ ...preference, mode }),
    })),
    {
      id: 'theme-compact',
      label: t(preference.compact ? 'palette.compactOff' : 'palette.compactOn'),
      run: () => setThemePreference({ ...preference, compact: !preference.compact }),
    },
    ...LANGUAGES.filter((other) => other !== language).map((other) => ({
      id: `language-${other}`,
      label: t('palette.language', { name: t(`common:language.${other}`) }),
      run: () => switchLanguage(other),
    })),
  ];
}

/** `session` grows at every opening: a palette opened again while still closing starts a fresh search. */
export function CommandPalette({ open, session, onClose }: { open: boolean; session: number; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('palette.title')} width={560} destroyOnHidden className={styles.palette}>
      <PaletteSearch key={session} onClose={onClose} />
    </Modal>
  );
}

function PaletteSearch({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const language = currentLanguage();
  const menus = useMenus(language);
  const tree = useFolderTree();
  const findText = useDebounced(text.trim());
  const found = useFindFiles(findText);
  const screenCommands = useRegisteredCommands();
  const appCommands = useAppCommands();

  const screens = useMemo(() => menuScreens(menus.data ?? [], language), [menus.data, language]);
  const folders = useMemo(() => flattenFolders(tree.data ?? []), [tree.data]);
  const openView = (change: Partial<typeof DEFAULT_VIEW>) => navigate(`/filelist?${serializeView(nextView(DEFAULT_VIEW, change))}`);
  const items = paletteItems({
    text,
    screens,
    commands: [...screenCommands, ...appCommands],
    folders,
    files: findText === text.trim() ? (found.data ?? []) : [],
    goTo: (url) => navigate(url),
    openFolder: (dir) => openView({ dir }),
    openFile: (file: FoundFile) => openView({ dir: file.dirId, search: file.fileName, highlight: file.fileId }),
  });
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${id}-option-${index}`;
  const searchingFiles = text.trim().length > 0 && (findText !== text.trim() || found.isFetching);

  const run = (index: number) => {
    const item = items[index];
    if (!item) return;
    onClose();
    item.run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: last };
    if (event.key in moves && items.length > 0) {
      event.preventDefault();
      setActive((moves[event.key] + items.length) % items.length);
      document.getElementById(optionId((moves[event.key] + items.length) % items.length))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(current);
    }
  };

  return (
    <>
      <input
        autoFocus
        className={styles.input}
        role="combobox"
        aria-expanded
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={items.length ? optionId(current) : undefined}
        aria-label={t('palette.label')}
        placeholder={t('palette.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={`${id}-list`} role="listbox" aria-label={t('palette.results')} className={styles.list}>
        {GROUPS.map((group) => {
          const members = items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group);
          if (members.length === 0) return null;
          return (
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <div id={`${id}-${group}`} role="presentation" className={styles.heading}>
                {t(`palette.group.${group}`)}
              </div>
              {members.map(({ item, index }) => (
                <div
                  key={item.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className={index === current ? `${styles.option} ${styles.active}` : styles.option}
                  onMouseMove={() => setActive(index)}
                  onClick={() => run(index)}
                >
                  <span className={styles.label}>{item.label}</span>
                  {item.detail && <span className={styles.detail}>{item.detail}</span>}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {searchingFiles && <Spin size="small" className={styles.busy} aria-label={t('palette.searching')} />}
      <div role="status" className={styles.visuallyHidden}>
        {items.length ? t('palette.count', { count: items.length }) : t('palette.none')}
      </div>
      {items.length === 0 && <p className={styles.empty}>{t('palette.none')}</p>}
    </>
  );
}
