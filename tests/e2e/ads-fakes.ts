import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * Loopback fakes of the four ad networks' scripts (issue 13 browser tests), each implementing the
 * documented global API the real one offers, and drawing a marked box instead of an ad:
 *   /sdaterra/invoke.js   Adsterra: reads `atOptions` ({key, width, height}) in its own frame
 *   /aclib.js             Adcash: `aclib.runBanner({zoneId})` draws where its script is
 *   /bi.js                TrafficStars: the tag's data-ts-spot / data-ts-width / data-ts-height
 *   /ad-provider.js       ExoClick: serves `<ins data-zoneid>` on `AdProvider.push({serve: {}})`
 *   /hang.js              never answers (a network that hangs)
 * `requests` counts every request by path, so a test can prove nothing was asked for.
 */
export type AdFakes = { url: string; requests: Map<string, number>; total(): number; close(): Promise<void> };

const box = (network: string, id: string, w: string, h: string) =>
  `var d=document.createElement('div');d.setAttribute('data-fake-ad',${JSON.stringify(network)});d.setAttribute('data-zone',${id});d.style.cssText='width:'+${w}+'px;height:'+${h}+'px;background:#ff8a00;color:#000;font:12px sans-serif';d.textContent=${JSON.stringify(network)}+' '+${id};`;

const SCRIPTS: Record<string, string> = {
  "/sdaterra/invoke.js": `(function(){var o=window.atOptions;${box("sdaterra", "o.key", "o.width", "o.height")}document.body.appendChild(d);})();`,
  "/aclib.js": `window.aclib={runBanner:function(o){var s=document.currentScript;${box("adycash", "o.zoneId", "468", "60")}s.parentNode.insertBefore(d,s);}};`,
  "/bi.js": `(function(){var s=document.currentScript;${box("starstraffic", "s.dataset.tsSpot", "s.dataset.tsWidth", "s.dataset.tsHeight")}s.parentNode.insertBefore(d,s);})();`,
  "/ad-provider.js": `(function(){function serve(){document.querySelectorAll('ins[data-zoneid]:not([data-served])').forEach(function(ins){ins.setAttribute('data-served','1');${box("exoclic", "ins.dataset.zoneid", "468", "60")}ins.appendChild(d);});}var q=window.AdProvider||[];window.AdProvider={push:function(){serve();}};if(q.length)serve();})();`,
};

export async function startAdFakes(): Promise<AdFakes> {
  const requests = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path === "/hang.js") {
      hanging.add(res);
      return;
    }
    const body = SCRIPTS[path];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    total: () => [...requests.values()].reduce((a, b) => a + b, 0),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
