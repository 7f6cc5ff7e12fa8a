/**
 * Server-side check of uploaded images (issue 6 item 6, ASVS 5 V5.2): the type comes from the
 * magic bytes, never from the name or the Content-Type header; dimensions are read from the header
 * and capped; metadata that can leak where and when a photo was taken (EXIF, XMP, text chunks) is
 * removed. Pixels are not decoded here: the browser already resized the image (spec §5), and no
 * decoder runs on untrusted bytes in this process.
 */

export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

export type ImageInfo = { mime: ImageType; width: number; height: number };

/** Larger than any avatar needs (600x600 after the browser, gifs as uploaded), small enough to refuse decompression bombs. */
export const MAX_IMAGE_SIDE = 4096;

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
function u32le(b: Uint8Array, i: number): number {
  return ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24)) >>> 0;
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
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
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
  if (info.width < 1 || info.height < 1 || info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE)
    return null;
  return info;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** JPEG without APP1-APP15 (EXIF, XMP, ...) and comments; APP0 (JFIF) and APP2/APP14 (colour) stay. */
function stripJpeg(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xda) {
      parts.push(b.subarray(i)); // start of scan: the rest is image data
      return concat(parts);
    }
    const length = u16be(b, i + 2);
    if (length < 2 || i + 2 + length > b.length) return null;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keep = !(isApp && marker !== 0xe0 && marker !== 0xe2 && marker !== 0xee) && marker !== 0xfe;
    if (keep) parts.push(b.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  return null;
}

/** Ancillary PNG chunks that only describe how to show pixels; text, EXIF and time chunks go. */
const PNG_KEEP = new Set([
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
  "bKGD",
]);

function stripPng(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    if (end > b.length) return null;
    const critical = type.charCodeAt(0) >= 65 && type.charCodeAt(0) <= 90;
    if (critical || PNG_KEEP.has(type)) parts.push(b.subarray(i, end));
    i = end;
    if (type === "IEND") return concat(parts);
  }
  return null;
}

/** WebP without EXIF and XMP chunks (the VP8X flags and RIFF size are fixed to match). */
function stripWebp(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let i = 12;
  while (i + 8 <= b.length) {
    const type = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    const end = i + 8 + size + (size % 2);
    if (i + 8 + size > b.length) return null;
    if (type !== "EXIF" && type !== "XMP ") parts.push(b.subarray(i, Math.min(end, b.length)));
    i = end;
  }
  const body = concat(parts);
  if (ascii(body, 0, 4) === "VP8X") body[8] = (body[8] ?? 0) & ~0x0c; // clear the EXIF and XMP flags
  const header = new Uint8Array(12);
  header.set(b.subarray(0, 4), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(b.subarray(8, 12), 8);
  return concat([header, body]);
}

/** The bytes to store: metadata removed, structure checked. Null when the file is malformed. */
export function sanitizeImage(bytes: Uint8Array, info: ImageInfo): Uint8Array | null {
  switch (info.mime) {
    case "image/jpeg":
      return stripJpeg(bytes);
    case "image/png":
      return stripPng(bytes);
    case "image/webp":
      return stripWebp(bytes);
    case "image/gif":
      // Spec §5: gifs are not recompressed; GIF has no EXIF, only comment blocks, left as they are.
      return bytes;
  }
}
