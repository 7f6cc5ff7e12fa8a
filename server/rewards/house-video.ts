import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rewardSettings } from "#db/schema/index.ts";

/** The row of reward_settings that names the uploaded house video (the settings are another row). */
const KEY = "houseVideo";

/**
 * The house video uploaded in the admin area (issue 13): a file behind the storage interface,
 * named by one row. The settings' house video address, when set, still wins (the upload clears it).
 */
export type HouseVideo = {
  key: string;
  type: "video/mp4" | "video/webm";
  size: number;
  sha256: string;
  uploadedAt: string;
};

export async function readHouseVideo(db: Db): Promise<HouseVideo | null> {
  const [row] = await db
    .select({ value: rewardSettings.value })
    .from(rewardSettings)
    .where(eq(rewardSettings.key, KEY))
    .limit(1);
  const value = row?.value as Partial<HouseVideo> | null | undefined;
  return value?.key && value.type ? (value as HouseVideo) : null;
}

export async function writeHouseVideo(db: Db, video: HouseVideo | null): Promise<void> {
  if (!video) {
    await db.delete(rewardSettings).where(eq(rewardSettings.key, KEY));
    return;
  }
  const updatedAt = new Date();
  await db
    .insert(rewardSettings)
    .values({ key: KEY, value: video, updatedAt })
    .onConflictDoUpdate({ target: rewardSettings.key, set: { value: video, updatedAt } });
}
