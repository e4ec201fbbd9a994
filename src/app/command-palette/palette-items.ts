/**
 * What the command palette offers for a text: the screens of the user's menu, the commands (the screen's own,
 * theme, language), the folders of the tree and the files found anywhere, each as one item that runs itself.
 */
import type { MenuItem } from '@/features/navigation/types';
import type { FolderNode } from '@/entities/folders/types';
import type { FoundFile } from '@/entities/files/types';
import type { PaletteCommand } from '@/lib/command-registry';
import { revealBidi } from '@/lib/names';
import type { Language } from '@/lib/i18n';

export type PaletteGroup = 'screens' | 'commands' | 'folders' | 'files';

export interface PaletteItem {
  key: string;
  group: PaletteGroup;
  label: string;
  /** Where it is (a folder's or file's path). */
  detail?: string;
  run: () => void;
}

/** At most this many items per group: the text narrows them. */
export const GROUP_LIMIT = 8;

const matches = (label: string, text: string) => label.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());

export interface Screen {
  url: string;
  label: string;
}

/** The menu's links, depth first, in the menu's order; a label follows the language (spec §2). */
export function menuScreens(menus: MenuItem[], language: Language): Screen[] {
  const label = (menu: MenuItem) => revealBidi(language === 'en' ? menu.menuNameEn || menu.menuName : menu.menuName);
  return menus.flatMap((menu) => [
    ...(menu.menuUrl && !menu.children?.length ? [{ url: menu.menuUrl, label: label(menu) }] : []),
    ...menuScreens(menu.children ?? [], language),
  ]);
}

export interface FolderEntry {
  id: string;
  name: string;
  /** The names of its parents, joined. */
  path: string;
}

export function flattenFolders(nodes: FolderNode[], parents: string[] = []): FolderEntry[] {
  return nodes.flatMap((node) => {
    const name = revealBidi(node.directoryName);
    return [{ id: node.id, name, path: parents.join(' / ') }, ...flattenFolders(node.children ?? [], [...parents, name])];
  });
}

export interface PaletteSources {
  text: string;
  screens: Screen[];
  commands: PaletteCommand[];
  folders: FolderEntry[];
  files: FoundFile[];
  goTo: (url: string) => void;
  openFolder: (id: string) => void;
  openFile: (file: FoundFile) => void;
}

export function paletteItems({ text, screens, commands, folders, files, goTo, openFolder, openFile }: PaletteSources): PaletteItem[] {
  const searching = text.trim().length > 0;
  const screenItems = screens
    .filter((screen) => matches(screen.label, text))
    .slice(0, GROUP_LIMIT)
    .map((screen): PaletteItem => ({ key: `screen:${screen.url}`, group: 'screens', label: screen.label, run: () => goTo(screen.url) }));
  const commandItems = commands
    .filter((command) => matches(command.label, text))
    .slice(0, GROUP_LIMIT)
    .map((command): PaletteItem => ({ key: `command:${command.id}`, group: 'commands', label: command.label, run: command.run }));
  // Folders and files only for a text: the whole tree is not a list to scroll through.
  const folderItems = searching
    ? folders
        .filter((folder) => matches(folder.name, text))
        .slice(0, GROUP_LIMIT)
        .map((folder): PaletteItem => ({
          key: `folder:${folder.id}`,
          group: 'folders',
          label: folder.name,
          detail: folder.path,
          run: () => openFolder(folder.id),
        }))
    : [];
  const fileItems = searching
    ? files.slice(0, GROUP_LIMIT).map((file): PaletteItem => ({
        key: `file:${file.fileId}`,
        group: 'files',
        label: revealBidi(file.fileName),
        detail: file.pathName ? revealBidi(file.pathName) : undefined,
        run: () => openFile(file),
      }))
    : [];
  return [...screenItems, ...commandItems, ...folderItems, ...fileItems];
}
