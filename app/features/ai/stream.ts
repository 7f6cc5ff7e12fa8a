import { createHttpClient } from "#app/lib/http.ts";
import { AI_ERROR_CODES, type AiErrorCode } from "#common/ai/tools.ts";

export type StreamOutcome =
  | { ok: true }
  | { ok: false; code: AiErrorCode | "network"; fields?: string[] }
  | { ok: false; code: "stopped" };

const http = createHttpClient();

function known(code: unknown): AiErrorCode | "network" {
  return typeof code === "string" && (AI_ERROR_CODES as readonly string[]).includes(code)
    ? (code as AiErrorCode)
    : "network";
}

/**
 * Sends one generation request and reads the answer as it is written: the server streams NDJSON
 * lines ({type: "text"} ... {type: "done"} or {type: "error"}). A POST is never retried (spec §9).
 * Aborting `signal` (the Stop button) cancels the request; the server then stops the AI endpoint.
 */
export async function streamAnswer(
  url: string,
  body: unknown,
  options: { signal: AbortSignal; onText: (text: string) => void },
): Promise<StreamOutcome> {
  let result: Awaited<ReturnType<typeof http.post<ReadableStream<Uint8Array> | null>>>;
  try {
    result = await http.post<ReadableStream<Uint8Array> | null>(url, {
      json: body,
      signal: options.signal,
      stream: true,
    });
  } catch {
    return options.signal.aborted ? { ok: false, code: "stopped" } : { ok: false, code: "network" };
  }
  if (!result.ok) {
    const data = (result.data ?? {}) as { error?: unknown; fields?: unknown };
    const fields = Array.isArray(data.fields)
      ? data.fields.filter((f): f is string => typeof f === "string")
      : undefined;
    return {
      ok: false,
      code: result.status === 0 ? "network" : known(data.error),
      ...(fields ? { fields } : {}),
    };
  }
  const stream = result.data;
  if (!stream) return { ok: false, code: "network" };
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf("\n");
        if (!line) continue;
        let message: { type?: string; text?: string; code?: string };
        try {
          message = JSON.parse(line);
        } catch {
          return { ok: false, code: "upstreamError" };
        }
        if (message.type === "text" && typeof message.text === "string") options.onText(message.text);
        else if (message.type === "error") return { ok: false, code: known(message.code) };
        else if (message.type === "done") return { ok: true };
      }
    }
  } catch {
    return options.signal.aborted ? { ok: false, code: "stopped" } : { ok: false, code: "network" };
  } finally {
    reader.releaseLock();
  }
  // The stream ended without its last line: cut off on the way.
  return options.signal.aborted ? { ok: false, code: "stopped" } : { ok: false, code: "network" };
}
