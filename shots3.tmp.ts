import { chromium } from "playwright-core";
const base = "http://localhost:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, h] of [[390, 844], [1366, 768]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
  const r = await page.request.post(base + "/api/auth/login", { data: { email: "boss@example.com", password: "admin pass phrase 42" }, headers: { origin: base } });
  console.log("login", r.status());
  await page.goto(base + "/-priv/mda/videos", { waitUntil: "networkidle" });
  if (w === 390) {
    await page.locator('input[type=file]').setInputFiles("/tmp/up.webm");
    await page.locator('[name=creatorName]').fill("Dora");
    await page.locator('[name=caption]').fill("Uploaded from the admin #admin");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await page.waitForSelector("[data-testid=video-upload-done]", { timeout: 15000 }).catch((e) => console.log("no done", e.message));
    console.log(await page.locator("[data-testid=video-upload-done], [data-testid=admin-error]").allTextContents());
  }
  await page.screenshot({ path: `/tmp/shots/admin-videos-${w}.png`, fullPage: true });
  await page.goto(base + "/tiktok/hashtag/admin", { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shots/hashtag-admin-${w}.png` });
  await page.goto(base + "/tiktok/no/such", { waitUntil: "networkidle" });
  await context.close();
}
await browser.close();
