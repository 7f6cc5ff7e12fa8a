import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * A loopback stand-in for an OpenAI-compatible chat-completions endpoint (Ollama, llama.cpp and
 * hosted services speak the same): POST {base}/chat/completions with stream: true answers with
 * server-sent events. Tests switch its behaviour to reproduce what real endpoints do wrong.
 */
export type FakeMode =
  | { kind: "ok"; chunkDelayMs?: number; chunks?: number }
  | { kind: "status"; status: number }
  | { kind: "hang" }
  /** Headers sent, then the first words, then silence. */
  | { kind: "stall" }
  | { kind: "malformed" };

export type FakeRequest = { authorization: string | undefined; body: FakeBody };
export type FakeBody = {
  model?: string;
  stream?: boolean;
  max_tokens?: number;
  messages?: { role: string; content: string }[];
};

export type FakeOpenAi = {
  url: string;
  requests: FakeRequest[];
  mode: FakeMode;
  /** The answer for a request (default: a Markdown text quoting the start of the last message). */
  answer: (body: FakeBody) => string;
  /** Sockets of requests still open (a stopped stream closes its socket). */
  open(): number;
  close(): Promise<void>;
};

export function defaultAnswer(body: FakeBody): string {
  const last = body.messages?.at(-1)?.content ?? "";
  // The first text the visitor typed (a fenced tool input that is not a number), else the message.
  const typed = [...last.matchAll(/<input>([^<]*)<\/input>/g)]
    .map((m) => m[1] ?? "")
    .find((v) => !/^\d+$/.test(v));
  const quoted = (typed ?? last).slice(0, 60).replace(/\s+/g, " ");
  return [
    "## Answer",
    "",
    `You asked about **${quoted}**.`,
    "",
    "- first point",
    "- second point",
    "",
    "```js",
    'console.log("hello");',
    "```",
    "",
    '<img src=x onerror="window.__pwned = true">',
    "",
    "[unsafe link](javascript:alert(1)) done.",
  ].join("\n");
}

function chunk(content: string | null, finish: string | null, usage?: object) {
  return `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "fake-model",
    choices:
      content === null && finish === null
        ? []
        : [
            {
              index: 0,
              delta: content === null ? {} : { role: "assistant", content },
              finish_reason: finish,
            },
          ],
    ...(usage ? { usage } : {}),
  })}\n\n`;
}

export async function startFakeOpenAi(options: { port?: number } = {}): Promise<FakeOpenAi> {
  const sockets = new Set<import("node:net").Socket>();
  const openResponses = new Set<ServerResponse>();
  const fake: FakeOpenAi = {
    url: "",
    requests: [],
    mode: { kind: "ok" },
    answer: defaultAnswer,
    open: () => openResponses.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = "";
    for await (const part of req) raw += part;
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    let body: FakeBody = {};
    try {
      body = JSON.parse(raw) as FakeBody;
    } catch {
      res.writeHead(400).end();
      return;
    }
    fake.requests.push({ authorization: req.headers.authorization, body });
    const mode = fake.mode;
    if (mode.kind === "status") {
      res.writeHead(mode.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `fake failure ${mode.status}`, type: "server_error" } }));
      return;
    }
    if (mode.kind === "hang") {
      openResponses.add(res);
      res.on("close", () => openResponses.delete(res));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    openResponses.add(res);
    res.on("close", () => openResponses.delete(res));
    if (mode.kind === "malformed") {
      res.write("data: {this is not json\n\n");
      res.write(chunk("never", null));
      res.end("data: [DONE]\n\n");
      return;
    }
    const text = fake.answer(body);
    if (mode.kind === "stall") {
      res.write(chunk(text.slice(0, 10), null));
      return;
    }
    const pieces = mode.chunks ?? 12;
    const size = Math.max(1, Math.ceil(text.length / pieces));
    for (let i = 0; i < text.length; i += size) {
      if (res.destroyed) return;
      res.write(chunk(text.slice(i, i + size), null));
      if (mode.chunkDelayMs) await new Promise((r) => setTimeout(r, mode.chunkDelayMs));
    }
    if (res.destroyed) return;
    res.write(chunk(null, "stop"));
    res.write(chunk(null, null, { prompt_tokens: 40, completion_tokens: 60, total_tokens: 100 }));
    res.end("data: [DONE]\n\n");
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  fake.url = `http://127.0.0.1:${port}/v1`;
  return fake;
}
