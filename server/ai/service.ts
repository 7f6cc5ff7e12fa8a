import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, type LanguageModel, type ModelMessage, streamText } from "ai";
import { z } from "zod";
import { AI_TOOLS, type AiErrorCode, CHAT_LIMITS, isToolId, type ToolId } from "#common/ai/tools.ts";
import { LOCALES } from "#common/locales.ts";
import { userText } from "#common/text.ts";
import type { Db } from "#db/client.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { createRateLimiter, type RateLimiter } from "#server/rate-limit.ts";
import { createDailyBudget, type DailyBudget } from "./budget.ts";
import { buildToolPrompt, chatSystemPrompt, type ToolInput } from "./prompts.ts";

/** One line of the answer stream (application/x-ndjson). */
export type StreamLine =
  | { type: "text"; text: string }
  | { type: "error"; code: AiErrorCode }
  | { type: "done" };

const STATUS: Record<AiErrorCode, number> = {
  notConfigured: 503,
  invalid: 400,
  rateLimited: 429,
  robotCheck: 403,
  budgetSpent: 503,
  timeout: 504,
  upstreamBusy: 503,
  upstreamError: 502,
  unavailable: 502,
};

/** The one shape of every AI endpoint failure: a code the page translates, never upstream details. */
export function aiError(
  code: AiErrorCode,
  extra: { retryAfterMs?: number; fields?: string[] } = {},
): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (extra.retryAfterMs !== undefined) headers["Retry-After"] = String(Math.ceil(extra.retryAfterMs / 1000));
  return Response.json(
    { error: code, ...(extra.fields ? { fields: extra.fields } : {}) },
    { status: STATUS[code], headers },
  );
}

const lang = z.enum(LOCALES);
const altcha = z.string().max(4000).optional();

function toolInputSchema(tool: ToolId) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of AI_TOOLS[tool].fields) {
    if (field.kind === "number") {
      shape[field.name] = z.coerce.number().int().min(field.min).max(field.max);
    } else {
      const base = userText({ max: field.max, multiline: field.kind === "textarea" });
      shape[field.name] = field.required
        ? base
        : z
            .union([z.literal(""), base])
            .optional()
            .transform((v) => (v === "" ? undefined : v));
    }
  }
  return z.object(shape).strict();
}

const toolRequest = z.object({ tool: z.string(), lang, input: z.record(z.string(), z.unknown()), altcha });

const chatRequest = z.object({
  lang,
  altcha,
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"]),
        content: userText({ max: CHAT_LIMITS.messageChars, multiline: true, trim: false }),
      }),
    )
    .min(1)
    .max(CHAT_LIMITS.messages)
    .refine((list) => list.at(-1)?.role === "user", "the last message must be the user's")
    .refine(
      (list) => list.reduce((sum, m) => sum + m.content.length, 0) <= CHAT_LIMITS.totalChars,
      "conversation too long",
    ),
});

export type AiRequestContext = {
  ip: string;
  userId: string | null;
  /** Aborted when the visitor stops or leaves: the upstream request is cancelled too. */
  signal: AbortSignal;
  verifyRobotCheck: (payload: unknown) => Promise<boolean>;
};

export type AiServiceOptions = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Tests inject a model; otherwise AI_BASE_URL through the OpenAI-compatible provider. */
  model?: LanguageModel;
  budget?: DailyBudget;
};

/** Maps what went wrong upstream to a code a visitor understands (never the upstream's own words). */
export function classifyError(error: unknown, timedOut: boolean): AiErrorCode {
  if (timedOut) return "timeout";
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 429 || status === 503) return "upstreamBusy";
    if (status === 408 || status === 504) return "timeout";
    if (status === 0) return "unavailable";
    return "upstreamError";
  }
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError") return "timeout";
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|ECONNRESET/i.test(String((error as Error)?.message ?? error)))
    return "unavailable";
  return "upstreamError";
}

export type AiService = ReturnType<typeof createAiService>;

/**
 * Generation for the AI tools and the AI chat (issue 15) through the Vercel AI SDK and any
 * OpenAI-compatible endpoint, from the server only: the key stays here. Limits, in order: input
 * caps (validation), per-IP and per-account rates, the robot check after a few requests, the
 * daily token budget, the output cap, an idle timeout. Prompts and answers pass through memory
 * only: nothing of them is stored or logged.
 */
export function createAiService(options: AiServiceOptions) {
  const { config, logger } = options;
  const configured = options.model !== undefined || config.AI_BASE_URL !== undefined;
  const model: LanguageModel | undefined =
    options.model ??
    (config.AI_BASE_URL
      ? createOpenAICompatible({
          name: "ai",
          baseURL: config.AI_BASE_URL,
          ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
          includeUsage: true,
        }).chatModel(config.AI_MODEL)
      : undefined);
  const budget = options.budget ?? createDailyBudget(options.db, config.AI_DAILY_TOKENS);
  let limiters: { ip: RateLimiter; user: RateLimiter; robot: RateLimiter } | undefined;
  // Created on first use: the rate-limit store (Redis or memory) is chosen when the server starts.
  const limits = () => {
    limiters ??= {
      ip: createRateLimiter({
        keyPrefix: "ai-ip",
        points: config.AI_RATE_PER_IP_HOUR,
        durationSeconds: 3600,
      }),
      user: createRateLimiter({
        keyPrefix: "ai-user",
        points: config.AI_RATE_PER_USER_HOUR,
        durationSeconds: 3600,
      }),
      robot: createRateLimiter({
        keyPrefix: "ai-robot",
        points: config.AI_ROBOT_CHECK_AFTER,
        durationSeconds: 3600,
      }),
    };
    return limiters;
  };

  /** What the pages need to know before a visitor types anything. */
  async function status(): Promise<{ configured: boolean; budgetSpent: boolean }> {
    if (!configured) return { configured: false, budgetSpent: false };
    return { configured: true, budgetSpent: await budget.spent(config.AI_MAX_OUTPUT_TOKENS) };
  }

  async function admit(ctx: AiRequestContext, robotPayload: string | undefined): Promise<Response | null> {
    const { ip, user, robot } = limits();
    const byIp = await ip.consume(ctx.ip);
    if (!byIp.ok) return aiError("rateLimited", { retryAfterMs: byIp.retryAfterMs });
    if (ctx.userId) {
      const byUser = await user.consume(ctx.userId);
      if (!byUser.ok) return aiError("rateLimited", { retryAfterMs: byUser.retryAfterMs });
    }
    // The first few requests of an address need no robot check; then each batch needs a solved one.
    const free = await robot.consume(ctx.ip);
    if (!free.ok) {
      if (!robotPayload || !(await ctx.verifyRobotCheck(robotPayload))) return aiError("robotCheck");
      await robot.reset(ctx.ip);
      await robot.consume(ctx.ip);
    }
    return null;
  }

  async function generate(
    ctx: AiRequestContext,
    prompt: { system: string; prompt?: string; messages?: ModelMessage[] },
  ): Promise<Response> {
    if (!model) return aiError("notConfigured");
    const promptChars =
      prompt.system.length +
      (prompt.prompt?.length ?? 0) +
      (prompt.messages ?? []).reduce((sum, m) => sum + String(m.content).length, 0);
    // Worst case first (a generous prompt estimate plus the output cap); corrected when done.
    const reserved = Math.ceil(promptChars / 3) + config.AI_MAX_OUTPUT_TOKENS;
    const day = await budget.reserve(reserved);
    if (!day) return aiError("budgetSpent");

    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException("AI endpoint too slow", "TimeoutError"));
      }, config.AI_TIMEOUT_MS);
    };
    const stopUpstream = () => controller.abort(ctx.signal.reason);
    if (ctx.signal.aborted) stopUpstream();
    ctx.signal.addEventListener("abort", stopUpstream, { once: true });
    arm();

    let answerChars = 0;
    let settled = false;
    const settle = async (usage: number | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ctx.signal.removeEventListener("abort", stopUpstream);
      const spent = usage ?? Math.ceil(promptChars / 4) + Math.ceil(answerChars / 4);
      await budget
        .adjust(day, spent - reserved)
        .catch((err) => logger.error({ err }, "AI budget update failed"));
    };

    const result = streamText({
      model,
      system: prompt.system,
      ...(prompt.messages ? { messages: prompt.messages } : { prompt: prompt.prompt ?? "" }),
      maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: controller.signal,
      // The SDK would print to the console; our log gets the kind of failure, never the prompt.
      onError: () => {},
    });
    const parts = result.fullStream[Symbol.asyncIterator]();
    type Part = Awaited<ReturnType<typeof parts.next>>;
    const next = async (): Promise<Part | { error: unknown }> => {
      try {
        const part = await parts.next();
        arm();
        return part;
      } catch (error) {
        return { error };
      }
    };
    const fail = (error: unknown): AiErrorCode => {
      const code = classifyError(error, timedOut);
      if (!ctx.signal.aborted) {
        logger.warn(
          {
            code,
            status: APICallError.isInstance(error) ? error.statusCode : undefined,
            errorName: error instanceof Error ? error.name : typeof error,
          },
          "AI generation failed",
        );
      }
      return code;
    };

    // Wait for the first words before answering: a failure before any text gets a real HTTP status.
    let first: string | null = null;
    let usage: number | undefined;
    for (;;) {
      const item = await next();
      if ("error" in item) {
        await settle(0);
        return aiError(fail(item.error));
      }
      if (item.done) break;
      const part = item.value;
      if (part.type === "text-delta") {
        first = part.text;
        break;
      }
      if (part.type === "error") {
        await settle(0);
        return aiError(fail(part.error));
      }
      if (part.type === "abort") {
        await settle(0);
        return aiError(timedOut ? "timeout" : "unavailable");
      }
      if (part.type === "finish") usage = part.totalUsage.totalTokens;
    }
    if (first === null) {
      // Finished without a word: an empty answer is a failure to the visitor.
      await settle(usage);
      return aiError("upstreamError");
    }

    const encoder = new TextEncoder();
    const line = (value: StreamLine) => encoder.encode(`${JSON.stringify(value)}\n`);
    const firstText = first;
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        answerChars += firstText.length;
        stream.enqueue(line({ type: "text", text: firstText }));
      },
      // One pull ends with something enqueued or the stream closed: a pull that enqueues nothing
      // is not called again.
      async pull(stream) {
        for (;;) {
          const item = await next();
          if ("error" in item) {
            stream.enqueue(line({ type: "error", code: fail(item.error) }));
            break;
          }
          if (item.done) {
            stream.enqueue(line({ type: "done" }));
            break;
          }
          const part = item.value;
          if (part.type === "text-delta") {
            answerChars += part.text.length;
            stream.enqueue(line({ type: "text", text: part.text }));
            return;
          }
          if (part.type === "error") {
            stream.enqueue(line({ type: "error", code: fail(part.error) }));
            break;
          }
          if (part.type === "abort") {
            stream.enqueue(line({ type: "error", code: timedOut ? "timeout" : "unavailable" }));
            break;
          }
          if (part.type === "finish") usage = part.totalUsage.totalTokens;
        }
        controller.abort();
        await settle(usage);
        stream.close();
      },
      async cancel() {
        controller.abort(new DOMException("stopped", "AbortError"));
        await settle(usage);
      },
    });
    return new Response(body, {
      headers: {
        "Content-Type": "application/x-ndjson; charset=utf-8",
        // no-transform: the compression middleware must not hold chunks back.
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }

  async function readJson(request: Request): Promise<unknown> {
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > 64_000) return undefined;
    const text = await request.text();
    if (text.length > 64_000) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  return {
    configured,
    status,
    /** POST /api/ai/tool: {tool, lang, input, altcha?} -> the answer as NDJSON lines. */
    async tool(request: Request, ctx: AiRequestContext): Promise<Response> {
      if (!configured) return aiError("notConfigured");
      const parsed = toolRequest.safeParse(await readJson(request));
      if (!parsed.success || !isToolId(parsed.data.tool)) return aiError("invalid");
      const tool = parsed.data.tool;
      const input = toolInputSchema(tool).safeParse(parsed.data.input);
      if (!input.success) {
        return aiError("invalid", { fields: [...new Set(input.error.issues.map((i) => String(i.path[0])))] });
      }
      const refused = await admit(ctx, parsed.data.altcha);
      if (refused) return refused;
      return generate(ctx, buildToolPrompt(tool, input.data as ToolInput, parsed.data.lang));
    },
    /** POST /api/ai/chat: {lang, messages, altcha?} -> the next assistant message as NDJSON lines. */
    async chat(request: Request, ctx: AiRequestContext): Promise<Response> {
      if (!configured) return aiError("notConfigured");
      const parsed = chatRequest.safeParse(await readJson(request));
      if (!parsed.success) return aiError("invalid");
      const refused = await admit(ctx, parsed.data.altcha);
      if (refused) return refused;
      return generate(ctx, {
        system: chatSystemPrompt(parsed.data.lang, config.APP_NAME),
        messages: parsed.data.messages.map((m) => ({ role: m.role, content: m.content })),
      });
    },
  };
}

// One service per database, shared by the Node entry and the SSR bundle (as getAuth does).
const shared = globalThis as typeof globalThis & { __acasoAi?: WeakMap<object, AiService> };
shared.__acasoAi ??= new WeakMap();

export function getAiService(services: { config: Config; database: { db: Db }; logger: Logger }): AiService {
  const cache = shared.__acasoAi as WeakMap<object, AiService>;
  let service = cache.get(services.database);
  if (!service) {
    service = createAiService({ config: services.config, db: services.database.db, logger: services.logger });
    cache.set(services.database, service);
  }
  return service;
}
