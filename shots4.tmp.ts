import { chromium } from "playwright-core";
const base = "http://localhost:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await page.request.post(base + "/api/auth/login", { data: { email: "boss@example.com", password: "admin pass phrase 42" }, headers: { origin: base } });
for (const p of ["/-priv/mda/videos", "/-priv/mda/audit", "/-priv/mda"]) {
  await page.goto(base + p, { waitUntil: "networkidle" });
  const wide = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const r = (el as HTMLElement).getBoundingClientRect();
      if (r.right > 392) out.push(`${el.tagName}.${(el as HTMLElement).className} ${Math.round(r.right)}`);
    }
    return [document.documentElement.scrollWidth, out.slice(0, 8)];
  });
  console.log(p, JSON.stringify(wide));
}
await browser.close();
