import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { serializeError } from "./logger.ts";

/** A logger with the product's error serializers, writing into an array. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const logger = pino({ serializers: { err: serializeError, error: serializeError } }, stream);
  return { logger, text: () => lines.join("") };
}

describe("error serializer (issue 17 finding 3: never log query parameters)", () => {
  const secret = "victim@example.com";
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
    code: "23505",
    detail: `Key (email)=(${secret}) already exists.`,
  });
  const failed = new DrizzleQueryError(
    'insert into "users" ("email", "message") values ($1, $2)',
    [secret, "hello\u0000world"],
    cause,
  );

  it("keeps the SQL text and the database's message but no value of the query", () => {
    const { logger, text } = capture();
    logger.error({ err: failed }, "request failed");
    logger.error({ error: failed }, "request failed");
    const out = text();
    expect(out).not.toContain(secret);
    expect(out).not.toContain("hello");
    expect(out).toContain('insert into \\"users\\"');
    expect(out).toContain("duplicate key value");
    expect(out).toContain("[redacted]");
  });

  it("leaves other errors and values alone", () => {
    const plain = serializeError(new Error("boom")) as { message: string; stack: string };
    expect(plain.message).toBe("boom");
    expect(plain.stack).toContain("boom");
    expect(serializeError("text")).toBe("text");
  });
});
