import { describe, expect, it, vi } from "vitest";
import { createHttpClient, RETRY_STATUSES, shouldRetry } from "./http.ts";

const respond = (status: number, body: unknown = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

describe("shouldRetry (spec §9)", () => {
  it("lists exactly the spec's statuses", () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries GET once on %i", (status) => {
    expect(shouldRetry("GET", status, 0)).toBe(true);
    expect(shouldRetry("GET", status, 1)).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 501])("does not retry GET on %i", (status) => {
    expect(shouldRetry("get", status, 0)).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("never retries %s", (method) => {
    expect(shouldRetry(method, 503, 0)).toBe(false);
  });

  it("retries HEAD and OPTIONS like GET", () => {
    expect(shouldRetry("HEAD", 502, 0)).toBe(true);
    expect(shouldRetry("OPTIONS", 429, 0)).toBe(true);
  });
});

describe("createHttpClient", () => {
  it("makes a second GET after a 503 and returns its data", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(respond(503))
      .mockResolvedValueOnce(respond(200, { id: 1 }));
    const client = createHttpClient({ fetch });
    const result = await client.get<{ id: number }>("/x");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ ok: true, status: 200, data: { id: 1 } });
  });

  it("stops after one retry", async () => {
    const fetch = vi.fn().mockResolvedValue(respond(502));
    const result = await createHttpClient({ fetch }).get("/x");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.ok).toBe(false);
    expect(result.status).toBe(502);
  });

  it("does not repeat a POST", async () => {
    const fetch = vi.fn().mockResolvedValue(respond(503));
    await createHttpClient({ fetch }).post("/x", { json: { a: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"a":1}');
  });

  it("retries a GET once after a network error", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(respond(200, 5));
    const result = await createHttpClient({ fetch }).get("/x");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.ok).toBe(true);
  });

  it("keeps the server's error kind on a 401 (a wrong password is invalidUser, issue 11 item 2)", async () => {
    const errors = [{ field: "_form", typeError: "invalidUser" }];
    const fetch = vi.fn().mockResolvedValue(respond(401, { errors }));
    const result = await createHttpClient({ fetch }).post("/api/auth/login", { json: {} });
    expect(result.ok === false && result.errors).toEqual(errors);
  });

  it("turns a 401 without an error kind into noPermission, and 5xx or no answer into internalError", async () => {
    const client = (response: Response | Error) =>
      createHttpClient({
        fetch: vi
          .fn()
          .mockImplementation(() =>
            response instanceof Error ? Promise.reject(response) : Promise.resolve(response.clone()),
          ),
      });
    const unauthorized = await client(respond(401, {})).post("/x");
    expect(unauthorized.ok === false && unauthorized.errors).toEqual([
      { field: "_form", typeError: "noPermission" },
    ]);
    const broken = await client(respond(500, "oops")).post("/x");
    expect(broken.ok === false && broken.errors[0]?.typeError).toBe("internalError");
    const offline = await client(new TypeError("offline")).post("/x");
    expect(offline.ok === false && offline.status).toBe(0);
    expect(offline.ok === false && offline.errors[0]?.typeError).toBe("internalError");
  });

  it("passes on the throttle's wait and sends a Blob as it is", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(respond(429, { errors: [{ field: "_form" }], retryAfterMinutes: 3 }));
    const blob = new Blob(["x"], { type: "image/png" });
    const result = await createHttpClient({ fetch }).post("/up", { body: blob });
    expect(result.ok === false && result.retryAfterMinutes).toBe(3);
    expect((fetch.mock.calls[0]?.[1] as RequestInit | undefined)?.body).toBe(blob);
  });

  it("sends this site's cookies only, and none to another site's server when told (a VAST tag)", async () => {
    const fetch = vi
      .fn()
      .mockImplementation(async () => new Response("<VAST/>", { headers: { "content-type": "text/xml" } }));
    const client = createHttpClient({ fetch });
    await client.get("/api/x");
    const vast = await client.get<string>("https://ads.example/tag", {
      credentials: "omit",
      headers: { accept: "application/xml" },
    });
    expect((fetch.mock.calls[0]?.[1] as RequestInit | undefined)?.credentials).toBe("same-origin");
    const init = fetch.mock.calls[1]?.[1] as RequestInit;
    expect(init.credentials).toBe("omit");
    expect((init.headers as Record<string, string>).accept).toBe("application/xml");
    expect(vast.ok && vast.data).toBe("<VAST/>");
  });
});
