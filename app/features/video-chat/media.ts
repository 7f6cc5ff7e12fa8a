/**
 * The media manager: camera/microphone support, permission, device list and getUserMedia
 * (spec §5 "Camera access requests audio and video, with an ideal 920 by 720 size on portrait
 * screens", §8 "Camera"). getUserMedia failures are sorted into outcomes the screen can explain,
 * instead of handlers: `denied` is the spec's access-denied handler, `error` its error handler.
 */

export type MediaOutcome =
  | { kind: "ok"; stream: MediaStream }
  /** Spec §8: no media devices API: alert 'Browser not supported. Please, try with another one.' */
  | { kind: "unsupported" }
  /** Spec §8 access-denied: the user or the browser policy refused the camera. */
  | { kind: "denied" }
  /** No camera or microphone at all: offer the text-only mode. */
  | { kind: "no-device" }
  /** The camera exists but another application holds it. */
  | { kind: "in-use" }
  | { kind: "error"; message: string };

export type DeviceChoice = { videoDeviceId?: string | null; audioDeviceId?: string | null };

export function isMediaSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    !!navigator.mediaDevices &&
    typeof navigator.mediaDevices.getUserMedia === "function" &&
    typeof RTCPeerConnection !== "undefined"
  );
}

/** Audio and video constraints (pure; spec §5: ideal 920×720 on portrait screens). */
export function buildConstraints(choice: DeviceChoice, portrait: boolean): MediaStreamConstraints {
  const video: MediaTrackConstraints = {};
  if (choice.videoDeviceId) video.deviceId = { exact: choice.videoDeviceId };
  if (portrait) {
    video.width = { ideal: 920 };
    video.height = { ideal: 720 };
  }
  const audio: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true };
  if (choice.audioDeviceId) audio.deviceId = { exact: choice.audioDeviceId };
  return { audio, video };
}

/** Spec §4.5 orientation: portrait = 1, landscape = 2. */
export const ORIENTATION = { portrait: 1, landscape: 2 } as const;

export function currentOrientation(): (typeof ORIENTATION)[keyof typeof ORIENTATION] {
  if (typeof window === "undefined") return ORIENTATION.landscape;
  return window.matchMedia?.("(orientation: portrait)").matches
    ? ORIENTATION.portrait
    : ORIENTATION.landscape;
}

/** Sorts a getUserMedia rejection (pure, unit-tested). */
export function classifyMediaError(
  error: unknown,
): Exclude<MediaOutcome, { kind: "ok" } | { kind: "unsupported" }> {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return { kind: "denied" };
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return { kind: "no-device" };
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return { kind: "in-use" };
    default:
      return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

export async function openCamera(choice: DeviceChoice, portrait: boolean): Promise<MediaOutcome> {
  if (!isMediaSupported()) return { kind: "unsupported" };
  try {
    const stream = await navigator.mediaDevices.getUserMedia(buildConstraints(choice, portrait));
    return { kind: "ok", stream };
  } catch (error) {
    const outcome = classifyMediaError(error);
    // A chosen device that vanished (unplugged): try the defaults once before giving up.
    if (outcome.kind === "no-device" && (choice.videoDeviceId || choice.audioDeviceId)) {
      return openCamera({}, portrait);
    }
    return outcome;
  }
}

export type PermissionState3 = "granted" | "denied" | "prompt" | "unknown";

/** The camera permission without prompting (not every browser can tell: "unknown"). */
export async function cameraPermission(): Promise<PermissionState3> {
  try {
    const status = await navigator.permissions.query({ name: "camera" as PermissionName });
    return status.state;
  } catch {
    return "unknown";
  }
}

export type DeviceList = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] };

/** Labels are only filled after a permission grant, so call this after openCamera. */
export async function listDevices(): Promise<DeviceList> {
  if (!isMediaSupported() || !navigator.mediaDevices.enumerateDevices)
    return { cameras: [], microphones: [] };
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: devices.filter((d) => d.kind === "videoinput" && d.deviceId),
    microphones: devices.filter((d) => d.kind === "audioinput" && d.deviceId),
  };
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export type BrowserFamily = "chrome" | "edge" | "firefox" | "safari" | "samsung" | "opera" | "other";

/** Which browser's "how to allow the camera" steps to show (pure, unit-tested). */
export function detectBrowser(userAgent: string): BrowserFamily {
  if (/SamsungBrowser\//.test(userAgent)) return "samsung";
  if (/Edg(A|iOS)?\//.test(userAgent)) return "edge";
  if (/OPR\/|Opera/.test(userAgent)) return "opera";
  if (/Firefox\/|FxiOS\//.test(userAgent)) return "firefox";
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return "chrome";
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return "safari";
  return "other";
}
