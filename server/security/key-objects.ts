import { createSecretKey, type KeyObject } from "node:crypto";

/**
 * Secret keys as node:crypto KeyObjects, made once. On Node 24, `createHmac(alg, bufferOrString)`
 * and `createCipheriv(alg, buffer, iv)` turn the key into a KeyObject on every call, which costs
 * several times the MAC or cipher itself (an HMAC of a short string: ~136 µs with a Buffer key, ~18
 * µs with a KeyObject; AES-GCM of the ice servers: ~357 vs ~102 µs, bench/README.md "reconnect
 * storm"). The realtime hot paths (the address hash of every handshake, the resume token and the
 * encrypted ice servers of every addPeer) use these instead.
 */

const secrets = new Map<string, KeyObject>();

/** The KeyObject of a process secret (a UTF-8 string, as `createHmac(alg, secret)` reads it). */
export function secretKeyOf(secret: string): KeyObject {
  let key = secrets.get(secret);
  if (!key) {
    // Few distinct secrets exist in a process (the session secret, TURN's); tests make more.
    if (secrets.size >= 64) secrets.clear();
    key = createSecretKey(secret, "utf8");
    secrets.set(secret, key);
  }
  return key;
}

/**
 * A bounded cache of KeyObjects made from short-lived keys (the per-connection ice key a browser
 * sends in its handshake): the oldest half is dropped when it is full.
 */
export function createKeyCache(
  make: (material: string) => KeyObject,
  max = 20_000,
): (material: string) => KeyObject {
  const cache = new Map<string, KeyObject>();
  return (material) => {
    let key = cache.get(material);
    if (!key) {
      if (cache.size >= max) {
        let drop = Math.floor(max / 2);
        for (const old of cache.keys()) {
          cache.delete(old);
          if (--drop <= 0) break;
        }
      }
      key = make(material);
      cache.set(material, key);
    }
    return key;
  };
}
