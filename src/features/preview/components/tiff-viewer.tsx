import { decodeTiff } from '../formats/decode-tiff';
import type { BlobViewerProps } from '../viewer-modules';
import { RasterPages } from './raster-pages';

const decode = async (buffer: ArrayBuffer) => decodeTiff(buffer);

/** A TIFF, every page of it (UTIF decodes; loaded only when a TIFF is opened). */
export default function TiffViewer(props: BlobViewerProps) {
  return <RasterPages {...props} decode={decode} />;
}
