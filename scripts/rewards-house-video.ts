/**
 * Generates the shipped house video of rewarded views (server/rewards/house.webm, issue 13): 16 s,
 * 320×180, VP8, a few tens of kB, recorded by Chromium from a canvas (no ffmpeg needed). The admin
 * area can set another video; this one only has to work with no ad-network account.
 *
 *   npx tsx scripts/rewards-house-video.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const OUT = path.resolve(import.meta.dirname, "../server/rewards/house.webm");
const SECONDS = 16;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
});
try {
  const page = await browser.newPage();
  // tsx keeps function names with a `__name` helper the page does not have.
  await page.evaluate("globalThis.__name = (f) => f");
  const base64 = await page.evaluate(async (seconds) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const g = canvas.getContext("2d") as CanvasRenderingContext2D;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, {
      mimeType: "video/webm;codecs=vp8",
      videoBitsPerSecond: 40_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const start = performance.now();
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      const gradient = g.createLinearGradient(0, 0, 320, 180);
      gradient.addColorStop(0, `hsl(${(200 + t * 8) % 360} 70% 35%)`);
      gradient.addColorStop(1, `hsl(${(280 + t * 8) % 360} 70% 25%)`);
      g.fillStyle = gradient;
      g.fillRect(0, 0, 320, 180);
      g.fillStyle = "#fff";
      g.font = "bold 36px sans-serif";
      g.textAlign = "center";
      g.fillText("Acaso", 160, 80);
      g.font = "16px sans-serif";
      g.fillText("♥  talk to the world  ♥", 160, 110);
      g.strokeStyle = "rgba(255,255,255,0.8)";
      g.lineWidth = 6;
      g.beginPath();
      g.arc(160, 150, 14, -Math.PI / 2, -Math.PI / 2 + (2 * Math.PI * t) / seconds);
      g.stroke();
    };
    const timer = setInterval(draw, 1000 / 15);
    recorder.start(1000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    recorder.stop();
    clearInterval(timer);
    await new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, SECONDS);
  writeFileSync(OUT, Buffer.from(base64, "base64"));
  console.log(`wrote ${OUT} (${Buffer.from(base64, "base64").length} bytes)`);
} finally {
  await browser.close();
}
