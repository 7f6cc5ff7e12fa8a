import { Encoder } from "socket.io-parser";
import { describe, expect, it } from "vitest";
import { CLIENT_EVENTS, LIMITS, SOCIAL_EVENT } from "#common/protocol/index.ts";
import {
  createCappedParser,
  OTHER_PACKET_CAP,
  PACKET_CAPS,
  PacketTooLarge,
  packetHead,
  type RefusedPacket,
  UNKNOWN_EVENT_CAP,
} from "./packet-caps.ts";

/** What socket.io-client puts on the wire for `emit(...args)` (with an ack id when given). */
const wire = (args: unknown[], id?: number) =>
  new Encoder().encode({ type: 2, nsp: "/", data: args, ...(id === undefined ? {} : { id }) });

describe("packetHead: the event name from the raw packet text", () => {
  it("reads plain, ack'd, namespaced and binary packets as socket.io-client writes them", () => {
    expect(packetHead(String(wire(["searchRemoteUser"])[0]))).toMatchObject({ event: "searchRemoteUser" });
    expect(packetHead(String(wire(["action", { a: 1 }], 12)[0]))).toMatchObject({ event: "action" });
    expect(packetHead('2/admin,7["stop",{}]')).toMatchObject({ event: "stop" });
    const binary = wire([CLIENT_EVENTS.safeControlVideo, { video: new Uint8Array(3) }], 4);
    expect(binary).toHaveLength(2);
    expect(packetHead(String(binary[0]))).toEqual({
      event: CLIENT_EVENTS.safeControlVideo,
      cap: PACKET_CAPS[CLIENT_EVENTS.safeControlVideo],
      binary: true,
    });
  });

  it("gives unknown, oddly written and non-event packets the small caps", () => {
    expect(packetHead('2["no-such-event"]').cap).toBe(UNKNOWN_EVENT_CAP);
    // A name with escapes (JSON allows "\/") or spaces is not trusted to be the big event.
    expect(packetHead('2["safecontrol\\/v\\/chat",{}]').cap).toBe(UNKNOWN_EVENT_CAP);
    expect(packetHead('2[ "safecontrol/i/chat",{}]').cap).toBe(UNKNOWN_EVENT_CAP);
    expect(packetHead(`2["${"n".repeat(100)}"]`).cap).toBe(UNKNOWN_EVENT_CAP);
    expect(packetHead("2[42]").cap).toBe(UNKNOWN_EVENT_CAP);
    expect(packetHead('2["__proto__"]').cap).toBe(UNKNOWN_EVENT_CAP);
    expect(packetHead("0").cap).toBe(OTHER_PACKET_CAP);
    expect(packetHead('3[{"ok":true}]').cap).toBe(OTHER_PACKET_CAP);
    expect(packetHead('5x-["safecontrol/v/chat"]').cap).toBe(UNKNOWN_EVENT_CAP);
  });

  it("derives every cap from the protocol's limits, large media apart from the small events", () => {
    expect(PACKET_CAPS[CLIENT_EVENTS.safeControlVideo]).toBeGreaterThan(LIMITS.safeControlVideoBytes);
    expect(PACKET_CAPS[CLIENT_EVENTS.safeControlImage]).toBeGreaterThan(LIMITS.safeControlImageChars);
    expect(PACKET_CAPS[CLIENT_EVENTS.transmitSessionDescription]).toBeGreaterThan(LIMITS.sdpChars);
    expect(PACKET_CAPS[CLIENT_EVENTS.action]).toBeGreaterThan(LIMITS.messageChars * 2);
    expect(PACKET_CAPS[SOCIAL_EVENT]).toBeLessThan(16 * 1024);
    expect(PACKET_CAPS[CLIENT_EVENTS.searchRemoteUser]).toBeLessThanOrEqual(1024);
  });
});

describe("the capped decoder", () => {
  const decoderWith = () => {
    const refused: RefusedPacket[] = [];
    const decoded: unknown[] = [];
    const { Decoder } = createCappedParser((r) => refused.push(r));
    const decoder = new Decoder();
    decoder.on("decoded", (packet: unknown) => decoded.push(packet));
    return { decoder, refused, decoded };
  };

  it("decodes packets within their caps, binary ones with their attachments", () => {
    const { decoder, decoded } = decoderWith();
    for (const chunk of wire(["updateUserData", { ident: "a", cameraEnabled: true }], 1)) decoder.add(chunk);
    const video = new Uint8Array(100_000);
    for (const chunk of wire([CLIENT_EVENTS.safeControlVideo, { kind: "videoAtEnter", video }], 2))
      decoder.add(chunk);
    expect(decoded).toHaveLength(2);
  });

  it("throws before parsing a packet over its event's cap, and for attachments over it", () => {
    const { decoder, refused, decoded } = decoderWith();
    const [big] = wire(["getOnlineCount", "x".repeat(PACKET_CAPS.getOnlineCount)]);
    expect(() => decoder.add(big)).toThrow(PacketTooLarge);
    const [head, attachment] = wire(["action", { blob: new Uint8Array(PACKET_CAPS.action) }]);
    decoder.add(head);
    expect(() => decoder.add(attachment)).toThrow(PacketTooLarge);
    expect(refused.map((r) => r.event)).toEqual(["getOnlineCount", "action"]);
    expect(decoded).toHaveLength(0);
  });
});
