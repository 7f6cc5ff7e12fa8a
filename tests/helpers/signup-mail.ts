import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Client } from "#server/auth/test-server.ts";

/** The decoded body of an .eml file of the outbox (quoted-printable undone). */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The newest verification link (path and query) mailed to `email` in the file outbox of a server's
 * DATA_DIR, waiting up to `timeoutMs` for it (the sign-up mails it from queued work).
 */
export async function mailedVerificationPath(
  dataDir: string,
  email: string,
  timeoutMs = 15_000,
): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  for (
    const until = Date.now() + timeoutMs;
    Date.now() < until;
    await new Promise((r) => setTimeout(r, 100))
  ) {
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((n) => n.endsWith(".eml"))
      .sort();
    for (const name of names.reverse()) {
      const raw = await readFile(path.join(outbox, name), "utf8");
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const match = decode(raw).match(
        /https?:\/\/[^/\s]+(\/api\/social\/verify-email\/[A-Za-z0-9_-]{43}\?lang=[a-z]{2})/,
      );
      if (match?.[1]) return match[1];
    }
  }
  throw new Error(`no verification mail for ${email}`);
}

/**
 * Signs a new account up the way a person does since issue 17 finding 12 (decision 046): the
 * sign-up form ("check your inbox"), then the link of the mail, which verifies the address and
 * signs this client in. For a full app server (the social area mails the link) whose DATA_DIR
 * outbox the test can read.
 */
export async function signUpByMail(
  client: Client,
  dataDir: string,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const made = await client.signup(email, password, extra);
  if (made.status !== 200) throw new Error(`signup failed: ${made.status} ${JSON.stringify(made.json)}`);
  const link = await mailedVerificationPath(dataDir, email);
  const opened = await client.get(link);
  if (opened.status !== 303 || !/verified=1/.test(opened.headers.get("location") ?? ""))
    throw new Error(`verification link refused: ${opened.status} ${opened.headers.get("location")}`);
  const me = await client.get("/api/auth/me");
  if (me.json?.user?.email !== email.toLowerCase()) throw new Error(`not signed in after the link: ${email}`);
}
