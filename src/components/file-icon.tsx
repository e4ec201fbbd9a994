import type { ComponentType, CSSProperties } from 'react';
import {
  ApartmentOutlined,
  BuildFilled,
  CodeFilled,
  DesktopOutlined,
  FileExcelFilled,
  FileFilled,
  FileGifOutlined,
  FileImageFilled,
  FileMarkdownFilled,
  FilePdfFilled,
  FilePptFilled,
  FileTextFilled,
  FileWordFilled,
  FileZipFilled,
  FolderFilled,
  PictureFilled,
  SoundFilled,
  VideoCameraFilled,
} from '@ant-design/icons';
import { iconType, type IconType, type TypedItem } from '@/lib/file-types';

type IconComponent = ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;

const WORD = { icon: FileWordFilled, color: '#2b579a' };
const EXCEL = { icon: FileExcelFilled, color: '#217346' };
const POWERPOINT = { icon: FilePptFilled, color: '#d24726' };
const ARCHIVE = { icon: FileZipFilled, color: '#8c6d1f' };
const VIDEO = { icon: VideoCameraFilled, color: '#722ed1' };
const IMAGE = { icon: FileImageFilled, color: '#13a8a8' };
const CODE = { icon: CodeFilled, color: 'var(--ant-color-text-secondary)' };
const DRAWING = { icon: BuildFilled, color: '#1d39c4' };

/** The icon of every type of §9, with the default and folder icons. */
export const FILE_ICONS: Record<IconType, { icon: IconComponent; color: string }> = {
  folder: { icon: FolderFilled, color: '#f7b500' },
  default: { icon: FileFilled, color: 'var(--ant-color-text-tertiary)' },
  pdf: { icon: FilePdfFilled, color: '#d4380d' },
  doc: WORD,
  docx: WORD,
  xls: EXCEL,
  xlsx: EXCEL,
  csv: { icon: FileExcelFilled, color: '#52c41a' },
  ppt: POWERPOINT,
  pptx: POWERPOINT,
  txt: { icon: FileTextFilled, color: 'var(--ant-color-text-secondary)' },
  md: { icon: FileMarkdownFilled, color: 'var(--ant-color-text)' },
  zip: ARCHIVE,
  rar: ARCHIVE,
  '7z': ARCHIVE,
  mp3: { icon: SoundFilled, color: '#eb2f96' },
  mp4: VIDEO,
  avi: VIDEO,
  flv: VIDEO,
  mov: VIDEO,
  wmv: VIDEO,
  png: IMAGE,
  jpg: IMAGE,
  gif: { icon: FileGifOutlined, color: '#13a8a8' },
  img: { icon: PictureFilled, color: '#08979c' },
  exe: { icon: DesktopOutlined, color: 'var(--ant-color-text-secondary)' },
  vue: { icon: CodeFilled, color: '#41b883' },
  xml: CODE,
  xmind: { icon: ApartmentOutlined, color: '#fa541c' },
  dwg: DRAWING,
  prt: DRAWING,
  cad: DRAWING,
  ug: DRAWING,
};

/** The §9 icon of a folder or file row (decorative: the row itself names the type). */
export function FileIcon({ item, size = 16 }: { item: TypedItem; size?: number }) {
  const type = iconType(item);
  const { icon: Icon, color } = FILE_ICONS[type];
  return (
    <span data-icon-type={type} style={{ display: 'inline-flex', lineHeight: 1 }}>
      <Icon aria-hidden style={{ color, fontSize: size }} />
    </span>
  );
}
