/** Spec §5, §9: uploaded images fit within 600x600 keeping proportions; gifs are not recompressed. */
export const MAX_IMAGE_SIDE = 600;

/** The size that fits within max x max keeping proportions (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Resizes an image file in the browser before upload. GIFs go as they are (animation would be lost);
 * the server checks every upload again anyway. Errors use the spec §8 texts.
 */
export async function resizeForUpload(file: File): Promise<Blob> {
  if (file.type === "image/gif") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error("Error on loading the image: image compression");
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("blobCanvas is null");
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  // PNG keeps transparency; everything else becomes JPEG.
  const type = file.type === "image/png" ? "image/png" : "image/jpeg";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error("blobCanvas is null");
  return blob;
}
