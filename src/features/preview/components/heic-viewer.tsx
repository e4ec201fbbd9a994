import { decodeHeic } from '../formats/decode-heic';
import type { BlobViewerProps } from '../viewer-modules';
import { RasterPages } from './raster-pages';

/** A HEIC/HEIF photo (libheif decodes; loaded only when such a file is opened). */
export default function HeicViewer(props: BlobViewerProps) {
  return <RasterPages {...props} decode={decodeHeic} />;
}
