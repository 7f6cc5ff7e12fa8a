import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateRawSync, gunzipSync, constants as zlibConstants } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  acceptsGzip,
  cacheKeyOf,
  createPageCache,
  fillTemplate,
  gzipWithNonce,
  toTemplate,
} from "./page-cache.ts";
import { createNonce } from "./security/csp.ts";

describe("nonce substitution", () => {
  it("stores the page with a placeholder and gives every response its own nonce", () => {
    const html = '<script nonce="AAA">x</script><link rel="modulepreload" nonce="AAA" href="/a.js">';
    const template = toTemplate(html, "AAA");
    expect(template).not.toContain("AAA");
    expect(fillTemplate(template, "BBB")).toBe(html.replaceAll("AAA", "BBB"));
    expect(fillTemplate(template, "CCC")).toBe(html.replaceAll("AAA", "CCC"));
  });
  it("leaves a page without a nonce (no CSP) as it is", () => {
    expect(fillTemplate(toTemplate("<p>hi</p>", undefined), undefined)).toBe("<p>hi</p>");
  });
});

describe("page cache", () => {
  let url: string;
  let renders = 0;
  let close: () => void;
  let clock = 0;

  beforeAll(async () => {
    const app = express();
    // What server/security/csp.ts does: a fresh nonce per response.
    app.use((_req, res, next) => {
      res.locals.cspNonce = createNonce();
      next();
    });
    app.use(createPageCache({ buildId: "b1", ttlMs: 1000, now: () => clock }));
    app.get("/{*splat}", (req, res) => {
      renders += 1;
      const nonce = res.locals.cspNonce as string;
      if (req.path === "/sets-cookie") res.setHeader("Set-Cookie", "a=b");
      if (req.path === "/private") res.setHeader("Cache-Control", "private, no-store");
      if (req.path === "/vary") res.setHeader("Vary", "Accept-Language");
      res.type("html");
      // Streamed in two writes, as React Router does.
      res.write(`<html><script nonce="${nonce}">1</script>`);
      res.end(`<p>${req.path}</p><script nonce="${nonce}">2</script></html>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const nonceOf = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

  it("renders an anonymous page once and serves it with a fresh nonce each time", async () => {
    renders = 0;
    const first = await fetch(`${url}/en`);
    const firstHtml = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const second = await fetch(`${url}/en`);
    const secondHtml = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(1);
    expect(secondHtml.replace(/nonce="[^"]+"/g, "")).toBe(firstHtml.replace(/nonce="[^"]+"/g, ""));
    const [a, b] = [nonceOf(firstHtml), nonceOf(secondHtml)];
    expect(a).toHaveLength(2);
    expect(new Set(a).size).toBe(1);
    expect(new Set(b).size).toBe(1);
    expect(b[0]).not.toBe(a[0]);
    // Per path (and language prefix).
    await fetch(`${url}/pt`);
    expect(renders).toBe(2);
  });

  it("expires pages after the TTL", async () => {
    renders = 0;
    await fetch(`${url}/de`);
    clock += 1001;
    await fetch(`${url}/de`);
    expect(renders).toBe(2);
  });

  it("never serves or stores for a visitor with a cookie, a query, or a private answer", async () => {
    renders = 0;
    await fetch(`${url}/fr`);
    await fetch(`${url}/fr`, { headers: { cookie: "acaso_session=abc" } });
    await fetch(`${url}/fr`, { headers: { cookie: "acaso_consent=v1-11; acaso_session=abc" } });
    await fetch(`${url}/fr?x=1`);
    await fetch(`${url}/fr?utm_source=a&page=2`);
    expect(renders).toBe(5);
    for (const path of ["/sets-cookie", "/private", "/vary"]) {
      await fetch(`${url}${path}`);
      const again = await fetch(`${url}${path}`);
      expect(again.headers.get("x-page-cache")).toBe("miss");
    }
    expect(renders).toBe(11);
  });

  it("shares a page among a campaign's visitors and among visitors with the same consent", async () => {
    renders = 0;
    const first = await fetch(`${url}/it?utm_source=news&utm_campaign=spring`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    for (const query of ["", "?gclid=abc", "?utm_medium=cpc&fbclid=x"]) {
      const again = await fetch(`${url}/it${query}`);
      expect(again.headers.get("x-page-cache")).toBe("hit");
    }
    expect(renders).toBe(1);
    // The consent is part of the key (the render shows the dialog or not); analytics cookies are not.
    await fetch(`${url}/it`, { headers: { cookie: "acaso_consent=v1-10" } });
    expect(renders).toBe(2);
    const same = await fetch(`${url}/it?utm_source=x`, {
      headers: { cookie: "_ga=GA1.1.1; acaso_consent=v1-10; _ga_ABC123=GS1" },
    });
    expect(same.headers.get("x-page-cache")).toBe("hit");
    await fetch(`${url}/it`, { headers: { cookie: "acaso_consent=v1-11" } });
    await fetch(`${url}/it`, { headers: { cookie: "i18n_redirected=de" } });
    expect(renders).toBe(4);
  });
});

describe("cache key", () => {
  const req = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    ({ url, method, headers }) as unknown as Parameters<typeof cacheKeyOf>[1];

  it("keeps build, path, consent and remembered language; drops campaign parameters", () => {
    expect(cacheKeyOf("b", req("/en"))).toBe("b\n/en\n-\n-");
    expect(cacheKeyOf("b", req("/en?utm_source=a&UTM_Term=b&gclid=1&msclkid=2"))).toBe("b\n/en\n-\n-");
    expect(cacheKeyOf("b", req("/", { cookie: "acaso_consent=v1-01; i18n_redirected=es" }))).toBe(
      "b\n/\nv1-01\nes",
    );
    // An unreadable consent is no consent (the render treats it so); an unknown language likewise.
    expect(cacheKeyOf("b", req("/", { cookie: "acaso_consent=v9; i18n_redirected=xx" }))).toBe("b\n/\n-\n-");
    expect(cacheKeyOf("c", req("/en"))).not.toBe(cacheKeyOf("b", req("/en")));
  });

  it("refuses what a page could read or what is not a plain read", () => {
    for (const [url, headers, method] of [
      ["/en?page=2", {}, "GET"],
      ["/en?redirect=/x", {}, "GET"],
      ["/en", { cookie: "acaso_session=1" }, "GET"],
      ["/en", { cookie: "acaso_vid=1; acaso_consent=v1-11" }, "GET"],
      ["/en", { cookie: "acaso_consent=%E0%A4%A" }, "GET"],
      ["/en", { authorization: "Bearer x" }, "GET"],
      ["/en", {}, "POST"],
    ] as const) {
      expect(
        cacheKeyOf("b", req(url, headers, method)),
        `${method} ${url} ${JSON.stringify(headers)}`,
      ).toBeNull();
    }
  });
});

describe("precompressed pages with a nonce per response", () => {
  const deflate = (parts: Buffer[]) =>
    parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH }));

  it("decompresses to the page with this response's nonce, whatever the parts", () => {
    const texts = [
      ['<html><script nonce="', '">a()</script>é ü 中文 '.repeat(500), '"></script></html>'],
      ["only one part, no nonce"],
      ["", "", ""],
    ];
    for (const text of texts) {
      const parts = text.map((t) => Buffer.from(t));
      for (const nonce of [createNonce(), createNonce(), ""]) {
        const body = gzipWithNonce(parts, deflate(parts), Buffer.from(nonce));
        expect(gunzipSync(body).toString()).toBe(text.join(nonce));
      }
    }
  });

  it("reads Accept-Encoding like a browser sends it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("answers a stored page from a plain Node server, gzipped or not, with the nonce prepare gives", async () => {
    let renders = 0;
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = createNonce();
      next();
    });
    const cache = createPageCache({ buildId: "b1", ttlMs: 60_000 });
    app.use(cache);
    app.get("/{*splat}", (_req, res) => {
      renders += 1;
      const nonce = res.locals.cspNonce as string;
      res.type("html");
      res.end(
        `<html><script nonce="${nonce}">1</script>${"<p>text</p>".repeat(200)}<script nonce="${nonce}">2</script></html>`,
      );
    });
    let prepared = 0;
    const server = createServer((req, res) => {
      const served = cache.serveStored(req, res, () => {
        prepared += 1;
        return "N0NCE";
      });
      if (!served) app(req, res);
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    // fetch would decompress by itself: read the raw bytes.
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      });
    try {
      const miss = await get("/en", {});
      expect(miss.headers["x-page-cache"]).toBe("miss");
      expect(prepared).toBe(0);
      const plain = await get("/en", {});
      expect(plain.headers["x-page-cache"]).toBe("hit");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const expected = miss.body.toString().replace(/nonce="[^"]+"/g, 'nonce="N0NCE"');
      expect(plain.body.toString()).toBe(expected);
      const zipped = await get("/en", { "accept-encoding": "gzip, br" });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toBe("Accept-Encoding");
      expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
      expect(gunzipSync(zipped.body).toString()).toBe(expected);
      expect(zipped.body.length).toBeLessThan(expected.length / 5);
      expect(prepared).toBe(2);
      expect(renders).toBe(1);
      // Not stored: a cookie, a query or another path go to the app.
      await get("/en", { cookie: "a=b" });
      await get("/en?x=1", {});
      expect(prepared).toBe(2);
      expect(renders).toBe(3);
    } finally {
      server.close();
    }
  });
});
