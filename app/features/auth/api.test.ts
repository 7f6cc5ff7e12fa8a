import { describe, expect, it, vi } from "vitest";
import { createHttpClient } from "#app/lib/http.ts";
import { mapFormErrors } from "#common/form-errors.ts";
import { api } from "./api.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("accounts api (issue 11 items 2 and 3)", () => {
  it("shows spec §8's invalidUser text for a wrong password, not no-permission", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(json(401, { errors: [{ field: "_form", typeError: "invalidUser" }] }));
    const result = await api(
      "POST",
      "/api/auth/login",
      { email: "a@b.c", password: "x" },
      createHttpClient({ fetch }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const [message] = mapFormErrors(result.errors, { lang: "en" });
    expect(message?.error).toBe("Could not sign in: the data is incorrect.");
  });

  it("goes through the HTTP client's retry policy (a GET retried once on 503)", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, {}))
      .mockResolvedValueOnce(json(200, { user: null }));
    const result = await api("GET", "/api/auth/me", undefined, createHttpClient({ fetch }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ ok: true, data: { user: null } });
  });

  it("sends JSON for objects and a Blob as it is", async () => {
    const fetch = vi.fn().mockResolvedValue(json(200, {}));
    const client = createHttpClient({ fetch });
    await api("PATCH", "/api/auth/account", { displayName: "A" }, client);
    const blob = new Blob(["png"], { type: "image/png" });
    await api("POST", "/api/auth/account/avatar", blob, client);
    const [first, second] = fetch.mock.calls.map((call) => call[1] as RequestInit);
    expect(first?.body).toBe('{"displayName":"A"}');
    expect((first?.headers as Record<string, string> | undefined)?.["content-type"]).toBe("application/json");
    expect(second?.body).toBe(blob);
  });
});
