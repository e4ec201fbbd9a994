import { lazy, type ComponentType } from 'react';
import { VIEWERS, viewerOf, type ViewerId } from '@/lib/viewers';

/** What a viewer of the file's bytes is given. */
export interface BlobViewerProps {
  blob: Blob;
  fileName: string;
  onDownload?: () => void;
}

/** What the video player is given: the address it streams from, and how to get a new one when its ticket runs out. */
export interface UrlViewerProps {
  url: string;
  fileName: string;
  onDownload?: () => void;
  renewUrl?: () => Promise<string>;
}

/** Either kind: the glob cannot tell which module takes which. */
type AnyViewer = ComponentType<BlobViewerProps & UrlViewerProps>;

// Each viewer is its own chunk, fetched when a file of its type is first opened.
const MODULES = import.meta.glob<{ default: AnyViewer }>([
  './components/*-viewer.tsx',
  './components/video-player.tsx',
  '!./components/file-viewer.tsx',
  '!./components/shared-file-viewer.tsx',
  '!./components/office-viewer.tsx',
]);

/** The registry's module of that name, for the registry test: undefined when there is no such file. */
export const viewerLoader = (module: string) => MODULES[`./components/${module}.tsx`];

// lazy() fetches nothing until the component first renders.
const lazyViewers = <P>(video: boolean) =>
  Object.fromEntries(
    VIEWERS.flatMap((viewer): [ViewerId, ComponentType<P>][] => {
      const load = viewer.module ? viewerLoader(viewer.module) : undefined;
      return load && 'video' in viewer === video ? [[viewer.id, lazy(load) as unknown as ComponentType<P>]] : [];
    }),
  ) as Partial<Record<ViewerId | 'none', ComponentType<P>>>;

/** The components that show a file's bytes, by viewer id (viewerOf(name)?.id). */
export const BLOB_VIEWERS = lazyViewers<BlobViewerProps>(false);

/** The components that play a file from its address (the video player). */
export const URL_VIEWERS = lazyViewers<UrlViewerProps>(true);

/** The viewer id of a file name or type, for the two tables above. */
export const viewerIdOf = (nameOrType: string): ViewerId | 'none' => viewerOf(nameOrType)?.id ?? 'none';
