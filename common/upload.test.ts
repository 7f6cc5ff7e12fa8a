import { describe, expect, it } from "vitest";
import { bytesToBase64, toUploadedFile } from "./upload.ts";

describe("upload result (spec §3 { base64, name })", () => {
  it("reads a file into a data URL with its name", async () => {
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    expect(await toUploadedFile(file, "me.png")).toEqual({
      base64: "data:image/png;base64,iVBORw==",
      name: "me.png",
    });
  });

  it("encodes large files the same as Buffer does", () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 31) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
  });

  it("names an untyped blob's content as bytes and caps the name", async () => {
    const result = await toUploadedFile(new Blob(["x"]), "n".repeat(300));
    expect(result.base64).toBe("data:application/octet-stream;base64,eA==");
    expect(result.name).toHaveLength(255);
  });
});
