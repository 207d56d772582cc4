// Types for the parts of libheif-js (libheif compiled to WebAssembly) that the HEIC converter uses;
// the package types only the raw exports.
declare module 'libheif-js/wasm-bundle.js' {
  interface Plane {
    id: number;
    /** A view of libheif's memory, valid until the image is released. */
    data: Uint8Array;
    width: number;
    height: number;
    stride: number;
  }
  interface DecodedImage {
    image: number;
    channels: Plane[];
  }
  interface HeifImage {
    handle: number;
    get_width(): number;
    get_height(): number;
    free(): void;
  }
  interface HeifDecoder {
    decode(bytes: Uint8Array): HeifImage[];
  }
  interface LibHeif {
    ready: Promise<void>;
    HeifDecoder: new () => HeifDecoder;
    heif_js_decode_image2(
      handle: number,
      colorspace: number,
      chroma: number,
    ): Promise<DecodedImage | { code: number } | null>;
    heif_image_release(image: number): void;
    heif_colorspace: { heif_colorspace_RGB: number };
    heif_chroma: { heif_chroma_interleaved_RGB: number };
    heif_channel: { heif_channel_interleaved: number };
  }
  const libheif: LibHeif;
  export default libheif;
}
