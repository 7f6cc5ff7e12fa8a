/**
 * Spec §3 "Uploaded file result: base64, name": what reading a file the person chose gives the page
 * (docs/decisions/012-upload-result-and-locale-files.md). `base64` is a data URL
 * (`data:<type>;base64,<bytes>`), so it can be shown as it is (a preview) or sent where a data URL
 * is the format (safety-control images). Uploads to our own API send the bytes, not this.
 */
export type UploadedFile = { base64: string; name: string };

/** Base64 of bytes, in slices small enough for String.fromCharCode's argument limit. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The spec §3 result for a file (or a resized Blob of it, with the original's name). */
export async function toUploadedFile(blob: Blob, name: string): Promise<UploadedFile> {
  const type = blob.type || "application/octet-stream";
  const base64 = bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
  return { base64: `data:${type};base64,${base64}`, name: name.slice(0, 255) };
}
