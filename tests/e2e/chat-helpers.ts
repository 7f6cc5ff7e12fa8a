// Shared by the video chat browser tests: read a page's peer connections without the app exposing
// anything for tests (the init script wraps RTCPeerConnection), and wait for the chat's states.
import type { Page } from "playwright-core";
import { expect } from "vitest";

type Recorded = { __peers: RTCPeerConnection[]; __candidates: string[] };

/**
 * Init script: records every RTCPeerConnection the page creates and every local ICE candidate it
 * gathers (what the app signals to the peer), so a test can read getStats() and the candidates.
 */
export function recordPeerConnections() {
  const Original = window.RTCPeerConnection;
  const peers: RTCPeerConnection[] = [];
  const candidates: string[] = [];
  const w = window as unknown as Recorded;
  w.__peers = peers;
  w.__candidates = candidates;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      peers.push(this);
      this.addEventListener("icecandidate", (event) => {
        if (event.candidate?.candidate) candidates.push(event.candidate.candidate);
      });
    }
  } as typeof RTCPeerConnection;
}

/** framesDecoded of the newest peer connection, and the remote video element's width. */
export async function remoteVideo(page: Page): Promise<{ framesDecoded: number; videoWidth: number }> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers: RTCPeerConnection[] }).__peers;
    const pc = peers.at(-1);
    let framesDecoded = 0;
    if (pc) {
      const report = await pc.getStats();
      report.forEach((stat: { type?: string; kind?: string; framesDecoded?: number }) => {
        if (stat.type === "inbound-rtp" && stat.kind === "video") framesDecoded = stat.framesDecoded ?? 0;
      });
    }
    const video = document.querySelector<HTMLVideoElement>("[data-testid=remote-video]");
    return { framesDecoded, videoWidth: video?.videoWidth ?? 0 };
  });
}

export async function expectDecoding(page: Page, timeout = 20_000) {
  await expect
    .poll(() => remoteVideo(page), { timeout, interval: 250 })
    .toSatisfy((v: { framesDecoded: number; videoWidth: number }) => v.framesDecoded > 0 && v.videoWidth > 0);
}

export const status = (page: Page) => page.getByTestId("status").getAttribute("data-status");

export async function expectStatus(page: Page, wanted: string | string[], timeout = 20_000) {
  const list = Array.isArray(wanted) ? wanted : [wanted];
  await expect
    .poll(() => status(page), { timeout, interval: 100 })
    .toSatisfy((s) => list.includes(String(s)));
}

/** Waits until the camera preview is ready (Start enabled), then presses Start. */
export async function pressStart(page: Page) {
  const button = page.getByTestId("start");
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

export type CandidateInfo = { candidateType: string; protocol: string; address: string; port: number };
export type SelectedPair = { state: string; nominated: boolean; local: CandidateInfo; remote: CandidateInfo };

/**
 * The candidate pair ICE selected on the newest peer connection (the transport's
 * selectedCandidatePairId, else the nominated succeeded pair), with both candidates' types.
 */
export async function selectedCandidatePair(page: Page): Promise<SelectedPair | null> {
  return page.evaluate(async () => {
    type Stat = Record<string, unknown> & { id: string; type: string };
    const pc = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.at(-1);
    if (!pc) return null;
    const stats = new Map<string, Stat>();
    (await pc.getStats()).forEach((stat: Stat) => {
      stats.set(stat.id, stat);
    });
    const all = [...stats.values()];
    const transport = all.find(
      (s) => s.type === "transport" && typeof s.selectedCandidatePairId === "string",
    );
    const pair =
      (transport ? stats.get(String(transport.selectedCandidatePairId)) : undefined) ??
      all.find((s) => s.type === "candidate-pair" && s.nominated === true && s.state === "succeeded");
    if (!pair) return null;
    const info = (id: unknown) => {
      const c: Record<string, unknown> = stats.get(String(id)) ?? {};
      return {
        candidateType: String(c.candidateType ?? ""),
        protocol: String(c.protocol ?? ""),
        address: String(c.address ?? c.ip ?? ""),
        port: Number(c.port ?? 0),
      };
    };
    return {
      state: String(pair.state),
      nominated: pair.nominated === true,
      local: info(pair.localCandidateId),
      remote: info(pair.remoteCandidateId),
    };
  });
}

/** The local ICE candidates the page gathered (and so signaled), as candidate strings. */
export async function gatheredCandidates(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __candidates: string[] }).__candidates]);
}

/** The ICE transport policy each of the page's peer connections was created with. */
export async function transportPolicies(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers.map(
      (pc) => pc.getConfiguration().iceTransportPolicy ?? "all",
    ),
  );
}
