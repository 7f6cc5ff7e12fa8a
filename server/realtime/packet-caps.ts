import { Decoder, Encoder } from "socket.io-parser";
import {
  CLIENT_EVENTS,
  type ClientEventName,
  LIMITS,
  SOCIAL_EVENT,
  SOCIAL_LIMITS,
} from "#common/protocol/index.ts";

/**
 * Per-event size caps applied BEFORE a packet is parsed (issue 17 finding 9,
 * docs/decisions/045-per-event-caps-before-parsing.md). Engine.IO already refuses any message over
 * MAX_SOCKET_MESSAGE_BYTES (the video capture); this table is what each event may really weigh, read
 * from the raw packet text (`2["name",...`, `2<ack>["name",...`, binary `5<n>-["name",...` then its
 * attachments) by the decoder below before it hands the text to JSON.parse. A larger packet makes
 * the decoder throw: Socket.IO closes that connection ("parse error" on the client's side: its
 * transport is closed), and nothing of the packet was parsed.
 *
 * Caps are upper bounds of what the protocol's schemas accept (common/protocol LIMITS), serialized:
 * a legitimate client never comes near them. Sizes are in characters of the packet text (UTF-16 units,
 * as JSON.parse sees them) plus bytes of binary attachments.
 */

/**
 * The longest JSON form of one UTF-16 unit a schema lets through: a control character or a lone
 * surrogate becomes `\uXXXX`. Free text is counted at this rate, so no escaping gets past a cap.
 */
const JSON_ESCAPE = 6;
/** Event name, ack id, keys, ids, numbers and punctuation of any one packet. */
const FRAME = 1024;
const text = (chars: number) => chars * JSON_ESCAPE;

/** The most a packet of each client event may weigh (text characters + attachment bytes). */
export const PACKET_CAPS: Readonly<Record<ClientEventName | typeof SOCIAL_EVENT, number>> = {
  [CLIENT_EVENTS.updateUserData]: FRAME + text(LIMITS.identChars + LIMITS.interests * LIMITS.interestChars),
  [CLIENT_EVENTS.searchRemoteUser]: FRAME,
  // A match id (64 characters at most).
  [CLIENT_EVENTS.nextUser]: FRAME + text(64),
  [CLIENT_EVENTS.enable]: FRAME,
  [CLIENT_EVENTS.stop]: FRAME + text(64),
  [CLIENT_EVENTS.getDefaultVideos]: FRAME,
  [CLIENT_EVENTS.getSafeControlConfig]: FRAME,
  [CLIENT_EVENTS.registerPlayedVideo]: FRAME + text(64),
  // The longest of a chat message, a report reason, an emoji (plus a match id in the frame).
  [CLIENT_EVENTS.action]:
    FRAME + text(Math.max(LIMITS.messageChars, LIMITS.reportReasonChars, LIMITS.emojiChars) + 64),
  // The candidate's own JSON is capped in bytes (>= characters); ids in the frame.
  [CLIENT_EVENTS.transmitICECandidate]: FRAME + text(2 * 64) + LIMITS.iceCandidateBytes,
  [CLIENT_EVENTS.transmitSessionDescription]: FRAME + text(2 * 64 + LIMITS.sdpChars),
  // name 64, message 500, state 32, two ids.
  [CLIENT_EVENTS.exceptionOnRTC]: FRAME + text(64 + 500 + 32 + 2 * 64),
  // A base64 data URL: no character is escaped.
  [CLIENT_EVENTS.safeControlImage]: FRAME + text(64) + LIMITS.safeControlImageChars,
  // The video travels as a binary attachment (bytes); mime type 100.
  [CLIENT_EVENTS.safeControlVideo]: FRAME + text(100 + 64) + LIMITS.safeControlVideoBytes,
  [CLIENT_EVENTS.socialChatAction]: FRAME + text(1024),
  [CLIENT_EVENTS.resumeMatch]: FRAME + text(64 + 64 + 128),
  [CLIENT_EVENTS.getOnlineCount]: FRAME,
  // Rooms and direct chats: the longest of a message, a report reason, 100 delivered-mark ids.
  [SOCIAL_EVENT]:
    FRAME + Math.max(text(SOCIAL_LIMITS.messageChars + 64), text(SOCIAL_LIMITS.reportReasonChars), 100 * 40),
};

/** An event the table does not know: its name and a small payload (the dispatcher refuses it anyway). */
export const UNKNOWN_EVENT_CAP = FRAME;
/** Packets other than events (connect, disconnect, acks: the server asks clients for none). */
export const OTHER_PACKET_CAP = FRAME;

/** Socket.IO packet types (socket.io-parser's PacketType). */
const BINARY_EVENT = 5;
const EVENT = 2;
const MAX_NAME = 64;

export type PacketHead = {
  /** The event name, `null` for a non-event packet, `"?"` when it cannot be read cheaply. */
  event: string | null;
  cap: number;
  binary: boolean;
};

const capOf = (event: string): number =>
  Object.hasOwn(PACKET_CAPS, event) ? PACKET_CAPS[event as keyof typeof PACKET_CAPS] : UNKNOWN_EVENT_CAP;

/**
 * Reads a packet's type and event name from its first characters, without parsing its JSON. A name
 * written other than JSON.stringify writes it (escapes, spaces) is "unknown": stricter, never looser.
 */
export function packetHead(packet: string): PacketHead {
  const type = packet.charCodeAt(0) - 48;
  const binary = type === BINARY_EVENT || type === 6;
  if (type !== EVENT && type !== BINARY_EVENT) return { event: null, cap: OTHER_PACKET_CAP, binary };
  const unknown: PacketHead = { event: "?", cap: UNKNOWN_EVENT_CAP, binary };
  let i = 1;
  const digits = () => {
    const start = i;
    while (i < packet.length && i - start < 16) {
      const c = packet.charCodeAt(i);
      if (c < 48 || c > 57) break;
      i += 1;
    }
    return i - start;
  };
  if (binary) {
    if (digits() === 0 || packet[i] !== "-") return unknown;
    i += 1;
  }
  if (packet[i] === "/") {
    const comma = packet.indexOf(",", i);
    if (comma < 0 || comma - i > MAX_NAME) return unknown;
    i = comma + 1;
  }
  digits();
  if (packet[i] !== "[" || packet[i + 1] !== '"') return unknown;
  const start = i + 2;
  const end = packet.indexOf('"', start);
  if (end < 0 || end - start > MAX_NAME) return unknown;
  const event = packet.slice(start, end);
  if (event.includes("\\")) return unknown;
  return { event, cap: capOf(event), binary };
}

export type RefusedPacket = { event: string | null; size: number; cap: number };

/** Thrown by the decoder: Socket.IO closes the connection. */
export class PacketTooLarge extends Error {
  readonly refused: RefusedPacket;
  constructor(refused: RefusedPacket) {
    super(`packet too large for ${refused.event ?? "non-event"}: ${refused.size} > ${refused.cap}`);
    this.name = "PacketTooLarge";
    this.refused = refused;
  }
}

function byteLength(chunk: unknown): number {
  if (chunk instanceof ArrayBuffer) return chunk.byteLength;
  if (ArrayBuffer.isView(chunk)) return chunk.byteLength;
  const base64 = (chunk as { base64?: unknown; data?: unknown } | null)?.data;
  return typeof base64 === "string" ? Math.ceil((base64.length * 3) / 4) : 0;
}

/**
 * The `parser` option of the Socket.IO server: socket.io-parser's encoder, and its decoder behind
 * the caps above. `onRefused` is told of every refused packet (log, counter).
 */
export function createCappedParser(onRefused: (refused: RefusedPacket) => void = () => {}) {
  class CappedDecoder extends Decoder {
    /** Bytes the attachments of the binary packet being received may still weigh. */
    private attachmentBudget = 0;
    /** Set while a binary packet's attachments are awaited (else socket.io-parser refuses them). */
    private attachmentEvent: string | null | undefined;
    private attachmentCap = 0;

    override add(chunk: unknown): void {
      if (typeof chunk === "string") {
        const head = packetHead(chunk);
        if (chunk.length > head.cap) this.refuse({ event: head.event, size: chunk.length, cap: head.cap });
        this.attachmentBudget = head.binary ? head.cap - chunk.length : 0;
        this.attachmentEvent = head.binary ? head.event : undefined;
        this.attachmentCap = head.cap;
      } else if (this.attachmentEvent !== undefined) {
        const size = byteLength(chunk);
        this.attachmentBudget -= size;
        if (this.attachmentBudget < 0)
          this.refuse({
            event: this.attachmentEvent,
            size: this.attachmentCap - this.attachmentBudget,
            cap: this.attachmentCap,
          });
      }
      super.add(chunk);
    }

    private refuse(refused: RefusedPacket): never {
      onRefused(refused);
      throw new PacketTooLarge(refused);
    }
  }
  return { Encoder, Decoder: CappedDecoder };
}
