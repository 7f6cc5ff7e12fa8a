/**
 * Safety-control capture (spec §3 safe control config, §5, §6, §9): a still image of the user's
 * camera when they enter, a short recording at enter, and a still at the start of each chat. Only
 * when the server's config (getSafeControlConfig) turns a capture on, and never in development
 * (spec §6). Each browser captures only its own camera: every outgoing stream is covered by its
 * sender, and nobody's browser records the stranger they are talking to.
 */
import { LIMITS } from "#common/protocol/constants.ts";
import type { SafeControlConfig } from "#common/protocol/index.ts";

/** Spec §9: screenshots are JPEG at quality 0.30; canvas 620×720 when the video size is unknown. */
export const SAFE_CONTROL_JPEG_QUALITY = 0.3;
export const DEFAULT_CANVAS = { width: 620, height: 720 } as const;

/** Spec §5: oversized captures are silently not sent. */
export function imageWithinLimit(dataUrl: string): boolean {
  return dataUrl.length <= LIMITS.safeControlImageChars;
}
export function videoWithinLimit(bytes: number): boolean {
  return bytes > 0 && bytes <= LIMITS.safeControlVideoBytes;
}

/** Spec §9: recording stops after durationSec + 1 s, chunks every minDurationSec + 500 ms. */
export function recordingTimes(config: SafeControlConfig["media"]["videoAtEnter"]): {
  stopAfterMs: number;
  chunkMs: number;
} {
  return {
    stopAfterMs: Math.round(config.durationSec * 1000 + 1000),
    chunkMs: Math.round(config.minDurationSec * 1000 + 500),
  };
}

/** Which captures run (pure): nothing in development, otherwise what the config enables. */
export function plannedCaptures(
  config: SafeControlConfig | null,
  isDev: boolean,
): { imageAtEnter: boolean; videoAtEnter: boolean; imgScreenAtChatStart: boolean } {
  if (isDev || !config) return { imageAtEnter: false, videoAtEnter: false, imgScreenAtChatStart: false };
  const media = config.media;
  return {
    imageAtEnter: media.imageAtEnter.enabled,
    videoAtEnter: media.videoAtEnter.enabled && media.videoAtEnter.durationSec > 0,
    imgScreenAtChatStart: media.imgScreenAtChatStart.enabled,
  };
}

/** A JPEG data URL of the current frame of a playing video element, or null if none yet. */
export function captureFrame(video: HTMLVideoElement): string | null {
  if (video.readyState < 2) return null;
  const width = video.videoWidth || DEFAULT_CANVAS.width;
  const height = video.videoHeight || DEFAULT_CANVAS.height;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return canvas.toDataURL("image/jpeg", SAFE_CONTROL_JPEG_QUALITY);
}

/** Records the stream for the configured time; null when MediaRecorder is missing or fails. */
export function recordStream(
  stream: MediaStream,
  config: SafeControlConfig["media"]["videoAtEnter"],
): Promise<Blob | null> {
  if (typeof MediaRecorder === "undefined") return Promise.resolve(null);
  const { stopAfterMs, chunkMs } = recordingTimes(config);
  const mimeType = ["video/webm;codecs=vp8", "video/webm", "video/mp4"].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  return new Promise((resolve) => {
    let recorder: MediaRecorder;
    try {
      // Only the picture: the spec asks for a video; leaving the sound out is kinder to privacy.
      recorder = new MediaRecorder(new MediaStream(stream.getVideoTracks()), {
        ...(mimeType ? { mimeType } : {}),
        videoBitsPerSecond: 400_000,
      });
    } catch {
      resolve(null);
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => resolve(chunks.length ? new Blob(chunks, { type: recorder.mimeType }) : null);
    recorder.onerror = () => resolve(null);
    recorder.start(chunkMs);
    setTimeout(() => {
      if (recorder.state !== "inactive") recorder.stop();
    }, stopAfterMs);
  });
}

export type SafeControlSender = {
  sendImage(kind: "imageAtEnter" | "imgScreenAtChatStart", image: string, matchId?: string): void;
  sendVideo(video: ArrayBuffer, mimeType: string, durationSec: number): void;
};

/** Runs the enter captures once; returns the chat-start capture for later use. */
export function createSafeControl(options: {
  config: SafeControlConfig | null;
  isDev: boolean;
  sender: SafeControlSender;
}) {
  const plan = plannedCaptures(options.config, options.isDev);
  let enteredDone = false;
  return {
    plan,
    async atEnter(video: HTMLVideoElement, stream: MediaStream | null): Promise<void> {
      if (enteredDone) return;
      enteredDone = true;
      if (plan.imageAtEnter) {
        const image = captureFrame(video);
        if (image && imageWithinLimit(image)) options.sender.sendImage("imageAtEnter", image);
      }
      if (plan.videoAtEnter && stream && options.config) {
        const settings = options.config.media.videoAtEnter;
        const blob = await recordStream(stream, settings);
        if (blob && videoWithinLimit(blob.size)) {
          options.sender.sendVideo(await blob.arrayBuffer(), blob.type || "video/webm", settings.durationSec);
        }
      }
    },
    atChatStart(video: HTMLVideoElement, matchId: string): void {
      if (!plan.imgScreenAtChatStart) return;
      const image = captureFrame(video);
      if (image && imageWithinLimit(image)) options.sender.sendImage("imgScreenAtChatStart", image, matchId);
    },
  };
}
