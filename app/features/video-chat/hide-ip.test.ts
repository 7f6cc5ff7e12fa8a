import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HIDE_IP_KEY,
  type HideIpStorage,
  iceTransportPolicyFor,
  readHideIp,
  writeHideIp,
} from "./hide-ip.ts";
import { createPeer, IceCandidateQueue } from "./peer.ts";

function memoryStorage(initial: Record<string, string> = {}): HideIpStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const throwing: HideIpStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
};

describe("hide my IP setting (issue 5)", () => {
  it("uses the configured default until the user chooses", () => {
    expect(readHideIp(true, memoryStorage())).toBe(true);
    expect(readHideIp(false, memoryStorage())).toBe(false);
    expect(readHideIp(true, null)).toBe(true);
  });

  it("remembers the user's choice over the default, both ways", () => {
    const storage = memoryStorage();
    writeHideIp(false, storage);
    expect(storage.data.get(HIDE_IP_KEY)).toBe("0");
    expect(readHideIp(true, storage)).toBe(false);
    writeHideIp(true, storage);
    expect(readHideIp(false, storage)).toBe(true);
  });

  it("ignores garbage and unusable storage", () => {
    expect(readHideIp(true, memoryStorage({ [HIDE_IP_KEY]: "yes" }))).toBe(true);
    expect(readHideIp(false, throwing)).toBe(false);
    expect(() => writeHideIp(true, throwing)).not.toThrow();
  });

  it("maps to the ICE transport policy", () => {
    expect(iceTransportPolicyFor(true)).toBe("relay");
    expect(iceTransportPolicyFor(false)).toBe("all");
  });
});

describe("createPeer passes the ICE transport policy to RTCPeerConnection", () => {
  const configs: RTCConfiguration[] = [];

  class FakePeerConnection {
    onicecandidate: unknown = null;
    ontrack: unknown = null;
    onconnectionstatechange: unknown = null;
    remoteDescription = null;
    constructor(config: RTCConfiguration) {
      configs.push(config);
    }
    addTransceiver() {}
    addTrack() {}
    close() {}
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    configs.length = 0;
  });

  function peer(policy?: RTCIceTransportPolicy) {
    vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
    return createPeer({
      matchId: "m1",
      makeOffer: false,
      iceServers: [{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }],
      localStream: null,
      ...(policy ? { iceTransportPolicy: policy } : {}),
      queue: new IceCandidateQueue(),
      log: () => {},
      onLocalDescription: () => {},
      onLocalCandidate: () => {},
      onNegotiating: () => {},
      onRemoteStream: () => {},
      onFailed: () => {},
    });
  }

  it("relay when hide my IP is on", () => {
    peer(iceTransportPolicyFor(true)).close();
    expect(configs[0]).toMatchObject({ iceTransportPolicy: "relay" });
    expect(configs[0]?.iceServers).toEqual([{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }]);
  });

  it("all candidates otherwise, and by default", () => {
    peer(iceTransportPolicyFor(false)).close();
    peer().close();
    expect(configs.map((c) => c.iceTransportPolicy)).toEqual(["all", "all"]);
  });
});
