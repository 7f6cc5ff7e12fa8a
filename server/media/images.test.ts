import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sanitizeImage, sniffImage } from "./images.ts";

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  return Buffer.concat([head, data, Buffer.alloc(4)]); // CRC is not checked here
}

function tinyPng(width = 2, height = 3, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    ...extra,
    // Pixel data is never decoded on the server: a token IDAT is enough (and keeps huge sizes cheap).
    pngChunk("IDAT", deflateSync(Buffer.alloc(16))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

function jpeg(width: number, height: number, withExif: boolean): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "binary")),
    ...(withExif ? [segment(0xe1, Buffer.from("Exif\0\0GPS:-23.5,-46.6", "binary"))] : []),
    segment(0xfe, Buffer.from("a comment")),
    segment(0xc0, sof),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0xff, 0xd9]),
  ]);
}

describe("sniffImage", () => {
  it("recognises PNG, JPEG, GIF and WebP by their bytes and reads the size", () => {
    expect(sniffImage(tinyPng(2, 3))).toEqual({ mime: "image/png", width: 2, height: 3 });
    expect(sniffImage(jpeg(600, 400, false))).toEqual({ mime: "image/jpeg", width: 600, height: 400 });
    const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.from([10, 0, 20, 0]), Buffer.alloc(20)]);
    expect(sniffImage(gif)).toEqual({ mime: "image/gif", width: 10, height: 20 });
    const webp = Buffer.alloc(40);
    webp.write("RIFF", 0, "ascii");
    webp.writeUInt32LE(32, 4);
    webp.write("WEBPVP8X", 8, "ascii");
    webp.writeUInt32LE(10, 16);
    webp.writeUIntLE(599, 24, 3);
    webp.writeUIntLE(299, 27, 3);
    expect(sniffImage(webp)).toEqual({ mime: "image/webp", width: 600, height: 300 });
  });

  it("refuses SVG, HTML, text and truncated files whatever they claim to be", () => {
    expect(
      sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(sniffImage(Buffer.from("<html><body>hello world</body></html>"))).toBeNull();
    expect(sniffImage(tinyPng().subarray(0, 12))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it("refuses absurd dimensions (decompression bombs)", () => {
    expect(sniffImage(tinyPng(50_000, 50_000))).toBeNull();
    expect(sniffImage(tinyPng(0, 10))).toBeNull();
  });
});

describe("sanitizeImage", () => {
  it("drops EXIF and comments from a JPEG and keeps the image data", () => {
    const input = jpeg(8, 8, true);
    const clean = sanitizeImage(input, sniffImage(input)!)!;
    const text = Buffer.from(clean).toString("binary");
    expect(text).not.toContain("Exif");
    expect(text).not.toContain("GPS");
    expect(text).not.toContain("a comment");
    expect(text).toContain("JFIF");
    expect(Buffer.from(clean).subarray(-4)).toEqual(Buffer.from([0x12, 0x34, 0xff, 0xd9]));
    expect(sniffImage(clean)).toEqual({ mime: "image/jpeg", width: 8, height: 8 });
  });

  it("drops text and EXIF chunks from a PNG, keeps transparency", () => {
    const input = tinyPng(2, 2, [
      pngChunk("tEXt", Buffer.from("Author\0someone")),
      pngChunk("eXIf", Buffer.from("GPS")),
      pngChunk("tRNS", Buffer.from([0, 0, 0, 0, 0, 0])),
    ]);
    const clean = Buffer.from(sanitizeImage(input, sniffImage(input)!)!);
    expect(clean.includes(Buffer.from("tEXt"))).toBe(false);
    expect(clean.includes(Buffer.from("eXIf"))).toBe(false);
    expect(clean.includes(Buffer.from("tRNS"))).toBe(true);
    expect(clean.includes(Buffer.from("IEND"))).toBe(true);
  });

  it("refuses a PNG whose chunks run past the end", () => {
    const input = tinyPng();
    const cut = input.subarray(0, input.length - 20);
    expect(sanitizeImage(cut, sniffImage(cut)!)).toBeNull();
  });
});
