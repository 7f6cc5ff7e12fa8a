import { createCipheriv, createSecretKey, randomBytes } from "node:crypto";
import { FALLBACK_ICE_SERVERS, type IceServer, isIceKey } from "#common/protocol/index.ts";
import type { TurnConfig } from "../../config.ts";
import { createKeyCache } from "../../security/key-objects.ts";
import { iceServersFor } from "../../turn.ts";

/** A browser's ice key as a KeyObject, made once per key (its reconnections reuse it). */
const iceKeyObject = createKeyCache((key) => createSecretKey(Buffer.from(key, "base64url")));

/**
 * The server's side of spec §3 "turn info (with encrypted iceServers)" (docs/decisions/003).
 *
 * Same format as `encryptIceServers` in common/protocol (AES-256-GCM, AAD = match id,
 * "v1.<iv>.<ciphertext||tag>", base64url), but synchronous with node:crypto: addPeer is then emitted
 * in the same tick as the matchmaking step that formed the match, so a removePeer for that match can
 * never overtake its addPeer on the wire.
 */
export function encryptIceServersSync(iceServers: IceServer[], key: string, matchId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", iceKeyObject(key), iv);
  cipher.setAAD(Buffer.from(matchId, "utf8"));
  const body = Buffer.concat([
    cipher.update(JSON.stringify(iceServers), "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `v1.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/**
 * turn.iceServers for one side of a match. No key (an old or foreign client) gives "", which the
 * client cannot decrypt, so it falls back to public STUN (spec §8) instead of getting plain text.
 */
export function turnFor(
  iceServers: IceServer[],
  key: string | undefined,
  matchId: string,
): { iceServers: string } {
  return { iceServers: isIceKey(key) ? encryptIceServersSync(iceServers, key, matchId) : "" };
}

/**
 * Where ice servers come from, per side of a match (TURN credentials are minted per ident).
 * Default: TURN REST credentials when config.turn is set (server/turn.ts), else public STUN.
 */
export type IceServersProvider = (side: { userId: string; ident: string }) => IceServer[];

export function configuredIceServers(turn: TurnConfig | undefined, now: () => number): IceServersProvider {
  return ({ ident }) => {
    const servers = iceServersFor(turn, ident, now());
    return servers.length > 0 ? servers : FALLBACK_ICE_SERVERS;
  };
}
