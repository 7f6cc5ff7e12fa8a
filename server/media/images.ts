import sharp from "sharp";

/**
 * Server-side check and re-encoding of uploaded images (issue 6 item 6, ASVS 5 V5.2;
 * docs/decisions/010-avatar-reencoding.md):
 * 1. the type comes from the magic bytes, never from the name or the Content-Type header, and the
 *    dimensions from the header are capped (MAX_IMAGE_SIDE) before any pixel is decoded, so a
 *    decompression bomb is refused by reading a few bytes;
 * 2. sharp (libvips) then decodes the pixels with a pixel cap and `failOn: "error"` (a truncated or
 *    corrupt file is refused, never half-stored), applies the EXIF orientation, fits the picture
 *    inside 600x600 keeping proportions (never enlarging), and encodes it again in the same format
 *    (animated GIF and WebP stay animated). Nothing of the uploaded file survives but its pixels:
 *    no EXIF/GPS, XMP, ICC, comments, or bytes hidden after the image (polyglots).
 */

export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

export type ImageInfo = { mime: ImageType; width: number; height: number };

/** Larger than any avatar needs (600x600 after the browser, gifs as uploaded), small enough to refuse decompression bombs. */
export const MAX_IMAGE_SIDE = 4096;

/** Stored avatars fit inside this box (spec §5), whatever the browser sent. */
export const AVATAR_BOX = 600;

/**
 * Most pixels sharp may decode from one upload: one full-size still picture. For an animated
 * image every frame counts (width x height x frames), which also caps the frame count.
 */
export const MAX_INPUT_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

/** A decode that takes longer than this is abandoned (libvips checks it while it works). */
const REENCODE_TIMEOUT_SECONDS = 10;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function u16be(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
}
function u16le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
}
function u24le(b: Uint8Array, i: number): number {
  return (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
}
function u32be(b: Uint8Array, i: number): number {
  return (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;
}
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xda) return null; // scan data before any frame header: not a valid JPEG
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") {
    // Key frame start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const b1 = b[22] ?? 0;
    const b2 = b[23] ?? 0;
    const b3 = b[24] ?? 0;
    return {
      width: 1 + ((((b1 & 0x3f) << 8) | (b[21] ?? 0)) >>> 0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === "VP8X") return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

/** The image type by magic bytes and its size, or null for anything else (including SVG, on purpose). */
export function sniffImage(
  bytes: Uint8Array,
  limits: { maxSide: number } = { maxSide: MAX_IMAGE_SIDE },
): ImageInfo | null {
  if (bytes.length < 16) return null;
  let info: ImageInfo | null = null;
  if (PNG_SIGNATURE.every((v, i) => bytes[i] === v) && ascii(bytes, 12, 4) === "IHDR") {
    info = { mime: "image/png", width: u32be(bytes, 16), height: u32be(bytes, 20) };
  } else if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") {
    info = { mime: "image/gif", width: u16le(bytes, 6), height: u16le(bytes, 8) };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    if (size) info = { mime: "image/jpeg", ...size };
  } else if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    const size = webpSize(bytes);
    if (size) info = { mime: "image/webp", ...size };
  }
  if (!info) return null;
  if (info.width < 1 || info.height < 1 || info.width > limits.maxSide || info.height > limits.maxSide)
    return null;
  return info;
}

export type ReencodeFailure = "notImage" | "tooLarge" | "corrupt";

export type ReencodedImage =
  | { ok: true; bytes: Uint8Array; mime: ImageType; width: number; height: number }
  | { ok: false; reason: ReencodeFailure };

const SHARP_FORMAT: Record<ImageType, "jpeg" | "png" | "gif" | "webp"> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

// Untrusted inputs are never worth keeping in libvips' operation cache.
sharp.cache(false);

/**
 * Checks an upload by its bytes and encodes it again: see the header comment. Never throws for bad
 * input; the reason says which form error to show.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<ReencodedImage> {
  const info = sniffImage(bytes);
  if (!info) {
    // Tell "a picture too big to decode" from "not a picture at all" (sniffImage refuses both).
    return {
      ok: false,
      reason: sniffImage(bytes, { maxSide: Number.POSITIVE_INFINITY }) ? "tooLarge" : "notImage",
    };
  }
  const animated = info.mime === "image/gif" || info.mime === "image/webp";
  const format = SHARP_FORMAT[info.mime];
  try {
    const input = sharp(bytes, {
      failOn: "error",
      limitInputPixels: MAX_INPUT_PIXELS,
      // Every frame of an animated picture (pages: -1); a still one has exactly one.
      animated,
    });
    const meta = await input.metadata();
    // libvips sniffs the type again: a file that is one thing to us and another to the decoder is refused.
    if (meta.format !== format) return { ok: false, reason: "corrupt" };
    // limitInputPixels counts one frame; an animation is capped on all its frames together.
    const frames = meta.pages ?? 1;
    if (meta.width * (meta.pageHeight ?? meta.height) * frames > MAX_INPUT_PIXELS)
      return { ok: false, reason: "tooLarge" };
    const pipeline = input
      .autoOrient()
      .resize({ width: AVATAR_BOX, height: AVATAR_BOX, fit: "inside", withoutEnlargement: true })
      .timeout({ seconds: REENCODE_TIMEOUT_SECONDS });
    // No withMetadata()/keepExif(): sharp writes none of the input's EXIF, XMP, IPTC or ICC.
    const encoded =
      format === "jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : format === "webp"
            ? pipeline.webp({ quality: 85 })
            : pipeline.gif();
    const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
    const height = out.pageHeight ?? out.height;
    return { ok: true, bytes: new Uint8Array(data), mime: info.mime, width: out.width, height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) return { ok: false, reason: "tooLarge" };
    return { ok: false, reason: "corrupt" };
  }
}
