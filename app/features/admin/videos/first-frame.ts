/** Longest side of the poster made in the browser. */
const POSTER_SIDE = 720;

function once(target: EventTarget, event: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${event} timed out`)), timeoutMs);
    target.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    target.addEventListener(
      "error",
      () => {
        clearTimeout(timer);
        reject(new Error("video could not be decoded"));
      },
      { once: true },
    );
  });
}

/**
 * The first frame of a video file as a JPEG, and its duration, read by the browser itself: the
 * poster of an upload when the server has no ffmpeg. Null when this browser cannot decode it.
 */
export async function firstFrame(
  file: Blob,
): Promise<{ poster: Blob | null; durationSeconds: number | null }> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  try {
    video.src = url;
    await once(video, "loadeddata", 10_000);
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null;
    // A little way in: many clips open on a black frame.
    if (duration && duration > 0.3) {
      video.currentTime = Math.min(0.1, duration / 2);
      await once(video, "seeked", 5000);
    }
    const scale = Math.min(1, POSTER_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return { poster, durationSeconds: duration };
  } catch {
    return { poster: null, durationSeconds: null };
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}
