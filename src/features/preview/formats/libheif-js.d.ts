/** The part of libheif-js's pure-JavaScript build the HEIC viewer uses. */
declare module 'libheif-js' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: unknown) => void): void;
    free(): void;
  }
  const libheif: { HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] } };
  export default libheif;
}
