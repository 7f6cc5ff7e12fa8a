import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_SIDE, reencodeImage, sniffImage } from "./images.ts";

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  return Buffer.concat([head, data, Buffer.alloc(4)]); // CRC is not checked by sniffImage
}

/** A PNG header claiming any size, with a token IDAT: enough for sniffImage, never decodable. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(16))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

const solid = (width: number, height: number, background = "#3a7") =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone photo: 1200x800 pixels stored sideways (EXIF orientation 6), camera make and GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return solid(1200, 800)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "SecretCam", ImageDescription: "at home" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "23/1 33/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "46/1 38/1 0/1",
      },
    })
    .toBuffer();
}

async function reencoded(input: Uint8Array) {
  const result = await reencodeImage(input);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return { ...result, meta: await sharp(result.bytes, { animated: true }).metadata() };
}

describe("sniffImage", () => {
  it("recognises PNG, JPEG, GIF and WebP by their bytes and reads the size", async () => {
    expect(sniffImage(await solid(2, 3).png().toBuffer())).toEqual({
      mime: "image/png",
      width: 2,
      height: 3,
    });
    expect(sniffImage(await solid(600, 400).jpeg().toBuffer())).toEqual({
      mime: "image/jpeg",
      width: 600,
      height: 400,
    });
    expect(sniffImage(await solid(10, 20).gif().toBuffer())).toEqual({
      mime: "image/gif",
      width: 10,
      height: 20,
    });
    expect(sniffImage(await solid(600, 300).webp().toBuffer())).toEqual({
      mime: "image/webp",
      width: 600,
      height: 300,
    });
  });

  it("refuses SVG, HTML, text and truncated headers whatever they claim to be", () => {
    expect(
      sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(sniffImage(Buffer.from("<html><body>hello world</body></html>"))).toBeNull();
    expect(sniffImage(pngHeaderOnly(2, 3).subarray(0, 12))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it("refuses absurd dimensions (decompression bombs) from the header alone", () => {
    expect(sniffImage(pngHeaderOnly(50_000, 50_000))).toBeNull();
    expect(sniffImage(pngHeaderOnly(MAX_IMAGE_SIDE + 1, 10))).toBeNull();
    expect(sniffImage(pngHeaderOnly(0, 10))).toBeNull();
    expect(sniffImage(pngHeaderOnly(MAX_IMAGE_SIDE, 10))).toMatchObject({ width: MAX_IMAGE_SIDE });
  });
});

describe("reencodeImage", () => {
  it("drops EXIF (GPS, camera) from a JPEG, applies its orientation and fits it in 600x600", async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif?.length).toBeGreaterThan(100); // the test photo really carries EXIF
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from("SecretCam"))).toBe(true);

    const out = await reencoded(input);
    expect(out.mime).toBe("image/jpeg");
    expect(out.meta.format).toBe("jpeg");
    expect(out.meta.exif).toBeUndefined();
    expect(out.meta.xmp).toBeUndefined();
    expect(out.meta.icc).toBeUndefined();
    expect(Buffer.from(out.bytes).includes(Buffer.from("SecretCam"))).toBe(false);
    expect(Buffer.from(out.bytes).includes(Buffer.from("Exif\0\0"))).toBe(false);
    // Stored sideways, shown upright: 800x1200 on screen, 400x600 once fitted.
    expect([out.meta.width, out.meta.height]).toEqual([400, 600]);
    expect([out.width, out.height]).toEqual([400, 600]);
  });

  it("fits a 1200x800 picture in 600x400 and never enlarges a small one", async () => {
    const big = await reencoded(await solid(1200, 800).png().toBuffer());
    expect(big.mime).toBe("image/png");
    expect([big.meta.format, big.meta.width, big.meta.height]).toEqual(["png", 600, 400]);
    const webp = await reencoded(await solid(800, 1600).webp().toBuffer());
    expect([webp.meta.format, webp.meta.width, webp.meta.height]).toEqual(["webp", 300, 600]);
    const small = await reencoded(await solid(120, 80).jpeg().toBuffer());
    expect([small.width, small.height]).toEqual([120, 80]);
  });

  it("drops PNG text chunks and anything hidden after the image (polyglots)", async () => {
    const png = await solid(64, 64).png().withMetadata({ density: 300 }).toBuffer();
    const payload = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const polyglot = Buffer.concat([png, payload]);
    const out = await reencoded(polyglot);
    expect(out.meta.format).toBe("png");
    expect(Buffer.from(out.bytes).includes(Buffer.from("<script>"))).toBe(false);
    expect(Buffer.from(out.bytes).includes(Buffer.from("tEXt"))).toBe(false);
  });

  it("keeps an animated GIF animated, every frame fitted", async () => {
    const frames = await Promise.all(
      ["#f00", "#0f0", "#00f"].map((c) => solid(1200, 600, c).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const out = await reencoded(gif);
    expect(out.mime).toBe("image/gif");
    expect(out.meta.format).toBe("gif");
    expect(out.meta.pages).toBe(3);
    expect([out.meta.width, out.meta.pageHeight]).toEqual([600, 300]);
    expect([out.width, out.height]).toEqual([600, 300]);
  });

  it("refuses a truncated file instead of storing half a picture", async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    expect(await reencodeImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({
      ok: false,
      reason: "corrupt",
    });
    const png = await solid(400, 400, "#123").png().toBuffer();
    expect(await reencodeImage(png.subarray(0, png.length - 40))).toEqual({ ok: false, reason: "corrupt" });
  });

  it("refuses a file whose magic bytes lie about what follows", async () => {
    // A PNG signature and header in front of an HTML page: sniffs as PNG, cannot be decoded.
    const header = pngHeaderOnly(32, 32).subarray(0, 33);
    const fake = Buffer.concat([header, Buffer.from("<html><script>alert(1)</script></html>".repeat(4))]);
    expect(sniffImage(fake)).toMatchObject({ mime: "image/png" });
    expect(await reencodeImage(fake)).toEqual({ ok: false, reason: "corrupt" });
    // A JPEG start glued to a PNG: the decoder sees a broken JPEG.
    const jpegStart = (await solid(32, 32).jpeg().toBuffer()).subarray(0, 200);
    const glued = Buffer.concat([jpegStart, await solid(32, 32).png().toBuffer()]);
    expect(await reencodeImage(glued)).toEqual({ ok: false, reason: "corrupt" });
  });

  it("refuses non-images and SVG without decoding", async () => {
    expect(await reencodeImage(Buffer.from("<svg onload=alert(1)></svg>"))).toEqual({
      ok: false,
      reason: "notImage",
    });
    expect(await reencodeImage(new Uint8Array())).toEqual({ ok: false, reason: "notImage" });
  });

  it("refuses a decompression bomb from its header, before any pixel is decoded", async () => {
    // 30000x30000 claimed by the header over a few bytes of data: decoding would fail as corrupt,
    // so "tooLarge" shows the header check answered first.
    const bomb = pngHeaderOnly(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await reencodeImage(bomb)).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("refuses an animation whose frames together exceed the pixel cap", async () => {
    // Each frame is within MAX_IMAGE_SIDE, but 5 frames of 2048x2048 are more pixels than one 4096x4096.
    // Different colours, or the encoder merges equal frames into one.
    const frames = await Promise.all(
      ["#f00", "#0f0", "#00f", "#ff0", "#0ff"].map((c) => solid(2048, 2048, c).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(5);
    expect(sniffImage(gif)).toMatchObject({ width: 2048, height: 2048 });
    expect(await reencodeImage(gif)).toEqual({ ok: false, reason: "tooLarge" });
    // Building five 2048x2048 frames takes seconds on a loaded 2-core box.
  }, 60_000);
});
