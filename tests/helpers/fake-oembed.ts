import { createServer } from "node:http";

/**
 * A loopback stand-in for TikTok's oEmbed endpoint (GET {url}?url=<video URL>): JSON metadata for
 * the videos it knows, 404 for any other URL. Nothing in the tests ever contacts TikTok.
 */
export type FakeOembedVideo = { caption: string; creator: string };

export type FakeOembed = {
  /** The endpoint, for TIKTOK_OEMBED_URL. */
  url: string;
  /** Requests answered so far. */
  calls(): number;
  /** TikTok's public URL of video `i` (its id carries a creation time that grows with `i`). */
  videoUrl(i: number): string;
  /** TikTok's numeric id of video `i`. */
  videoId(i: number): string;
  close(): Promise<void>;
};

export const fakeTiktokId = (i: number) => String((BigInt(1_700_000_000 + i * 1000) << 32n) + BigInt(i));

export async function startFakeOembed(videos: FakeOembedVideo[]): Promise<FakeOembed> {
  const videoUrl = (i: number) => `https://www.tiktok.com/@${videos[i]?.creator}/video/${fakeTiktokId(i)}`;
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    const asked = new URL(req.url ?? "/", "http://x").searchParams.get("url") ?? "";
    const index = videos.findIndex((_, i) => videoUrl(i) === asked);
    const v = videos[index];
    if (!v) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        version: "1.0",
        type: "video",
        title: v.caption,
        author_name: v.creator,
        author_url: `https://www.tiktok.com/@${v.creator}`,
        thumbnail_url: `https://p16.example/${index}.jpg`,
        thumbnail_width: 720,
        thumbnail_height: 1280,
        html: "<blockquote>…</blockquote>",
        embed_product_id: fakeTiktokId(index),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/oembed`,
    calls: () => calls,
    videoUrl,
    videoId: fakeTiktokId,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
