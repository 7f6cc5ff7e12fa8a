import { and, asc, eq, gte, sql } from "drizzle-orm";
import { deriveSdaKey, encryptSdaConfig } from "#common/ads/crypto.ts";
import {
  DEFAULT_SDA_SETTINGS,
  type SdaConfig,
  type SdaInput,
  type SdaItem,
  type SdaPlacement,
  type SdaSettings,
  sdaItemSchema,
  sdaSettingsSchema,
} from "#common/ads/schema.ts";
import type { Database } from "#db/client.ts";
import { type SdaItemRow, sdaImpressions, sdaItems, sdaSettings, sdaViews } from "#db/schema/index.ts";

/**
 * How long a node trusts its copy of the ad config: an admin change is in force on every node
 * within this, with no message between nodes to lose (the same rule as the safety-control
 * settings, server/moderation/safe-control-settings.ts SETTINGS_TTL_MS).
 */
export const SDA_CONFIG_TTL_MS = 1000;
const SETTINGS_ID = "default";
/** Views older than this no longer matter to any frequency rule; pruned now and then. */
const VIEW_RETENTION_MS = 30 * 24 * 3600 * 1000;

export class SdaError extends Error {
  readonly code: "unknownSda" | "notFound";
  constructor(code: "unknownSda" | "notFound") {
    super(code);
    this.code = code;
  }
}

function toItem(row: SdaItemRow): SdaItem | null {
  const parsed = sdaItemSchema.safeParse({
    id: row.id,
    enabled: row.enabled,
    placement: row.placement,
    platform: row.platform,
    typeSda: row.typeSda,
    config: row.config,
  });
  // A row the current schema cannot read is left out rather than sent half-valid.
  return parsed.success ? parsed.data : null;
}

export type AdsService = ReturnType<typeof createAdsService>;

/** The ad layer's storage and rules on the server (issue 13). One per process and database. */
export function createAdsService(deps: { database: Database; secret: string; now?: () => number }) {
  const db = deps.database.db;
  const now = deps.now ?? Date.now;
  let key: Promise<string> | undefined;
  let cache: { at: number; value: Promise<SdaConfig> } | undefined;

  async function readSettings(): Promise<{ value: SdaSettings; updatedAt: Date | null }> {
    const [row] = await db.select().from(sdaSettings).where(eq(sdaSettings.id, SETTINGS_ID)).limit(1);
    if (!row) return { value: DEFAULT_SDA_SETTINGS, updatedAt: null };
    const parsed = sdaSettingsSchema.safeParse(row.value);
    return { value: parsed.success ? parsed.data : DEFAULT_SDA_SETTINGS, updatedAt: row.updatedAt };
  }

  async function listRows(): Promise<SdaItemRow[]> {
    return db.select().from(sdaItems).orderBy(asc(sdaItems.sortOrder), asc(sdaItems.createdAt));
  }

  async function loadConfig(): Promise<SdaConfig> {
    const [settings, rows] = await Promise.all([readSettings(), listRows()]);
    const sdaList = rows.map(toItem).filter((item): item is SdaItem => item !== null);
    return { ...settings.value, sdaList };
  }

  function config(): Promise<SdaConfig> {
    if (cache && now() - cache.at < SDA_CONFIG_TTL_MS) return cache.value;
    const value = loadConfig();
    const entry = { at: now(), value };
    cache = entry;
    value.catch(() => {
      if (cache === entry) cache = undefined;
    });
    return value;
  }

  const invalidate = () => {
    cache = undefined;
  };

  return {
    /** The page's decryption key (base64url), the same on every node (derived from SESSION_SECRET). */
    key: () => {
      key ??= deriveSdaKey(`${deps.secret}:sda`);
      return key;
    },
    /** Spec §3 ad configuration as the browser gets it, at most SDA_CONFIG_TTL_MS old. */
    config,
    async encryptedConfig(): Promise<string> {
      return encryptSdaConfig(JSON.stringify(await config()), await this.key());
    },
    invalidate,

    /** Spec §7.1 userSdaFrequencyData: ad id → last time (ms) this visitor saw it. */
    async frequencyData(visitors: string[]): Promise<Record<string, number>> {
      if (visitors.length === 0) return {};
      const rows = await db
        .select({ sdaId: sdaViews.sdaId, at: sdaViews.lastShownAt })
        .from(sdaViews)
        .where(sql`${sdaViews.visitor} in ${visitors}`);
      const out: Record<string, number> = {};
      for (const row of rows) out[row.sdaId] = Math.max(out[row.sdaId] ?? 0, row.at.getTime());
      return out;
    },

    /**
     * Spec §7.1 POST /api/sda/frequency: records that `visitor` saw `sdaId` and counts one
     * impression for its placement and UTC day. Unknown (or disabled) ids are refused.
     */
    async recordView(input: { sdaId: string; visitors: string[]; placement?: SdaPlacement | undefined }) {
      const current = await config();
      const item = current.sdaList.find((ad) => ad.id === input.sdaId && ad.enabled);
      if (!item) throw new SdaError("unknownSda");
      const at = new Date(now());
      const placement = input.placement ?? item.placement;
      const day = at.toISOString().slice(0, 10);
      for (const visitor of input.visitors) {
        await db
          .insert(sdaViews)
          .values({ visitor, sdaId: item.id, lastShownAt: at })
          .onConflictDoUpdate({ target: [sdaViews.visitor, sdaViews.sdaId], set: { lastShownAt: at } });
      }
      await db
        .insert(sdaImpressions)
        .values({ day, sdaId: item.id, placement, count: 1 })
        .onConflictDoUpdate({
          target: [sdaImpressions.day, sdaImpressions.sdaId, sdaImpressions.placement],
          set: { count: sql`${sdaImpressions.count} + 1` },
        });
      // Now and then (about one view in 500), forget views no frequency rule can need any more.
      if (Math.random() < 0.002) {
        await db
          .delete(sdaViews)
          .where(sql`${sdaViews.lastShownAt} < ${new Date(now() - VIEW_RETENTION_MS)}`);
      }
      return { sdaId: item.id, placement, at: at.getTime() };
    },

    // ---- admin ----------------------------------------------------------------------------------
    readSettings,
    async writeSettings(value: SdaSettings) {
      const parsed = sdaSettingsSchema.parse(value);
      const updatedAt = new Date(now());
      await db
        .insert(sdaSettings)
        .values({ id: SETTINGS_ID, value: parsed, updatedAt })
        .onConflictDoUpdate({ target: sdaSettings.id, set: { value: parsed, updatedAt } });
      invalidate();
    },
    listRows,
    async getRow(id: string): Promise<SdaItemRow | null> {
      const [row] = await db.select().from(sdaItems).where(eq(sdaItems.id, id)).limit(1);
      return row ?? null;
    },
    async create(input: SdaInput, image?: { key: string; type: string }): Promise<SdaItemRow> {
      const [max] = await db
        .select({ n: sql<number>`coalesce(max(${sdaItems.sortOrder}), 0)` })
        .from(sdaItems);
      const [row] = await db
        .insert(sdaItems)
        .values({
          enabled: input.enabled,
          placement: input.placement,
          platform: input.platform,
          typeSda: input.typeSda,
          config: input.config,
          imageKey: image?.key ?? null,
          imageType: image?.type ?? null,
          sortOrder: Number(max?.n ?? 0) + 1,
        })
        .returning();
      invalidate();
      return row as SdaItemRow;
    },
    async update(id: string, input: SdaInput, image?: { key: string; type: string }): Promise<SdaItemRow> {
      const [row] = await db
        .update(sdaItems)
        .set({
          enabled: input.enabled,
          placement: input.placement,
          platform: input.platform,
          typeSda: input.typeSda,
          config: input.config,
          ...(image ? { imageKey: image.key, imageType: image.type } : {}),
          updatedAt: new Date(now()),
        })
        .where(eq(sdaItems.id, id))
        .returning();
      if (!row) throw new SdaError("notFound");
      invalidate();
      return row;
    },
    async setEnabled(id: string, enabled: boolean): Promise<SdaItemRow> {
      const [row] = await db
        .update(sdaItems)
        .set({ enabled, updatedAt: new Date(now()) })
        .where(eq(sdaItems.id, id))
        .returning();
      if (!row) throw new SdaError("notFound");
      invalidate();
      return row;
    },
    async remove(id: string): Promise<SdaItemRow> {
      const [row] = await db.delete(sdaItems).where(eq(sdaItems.id, id)).returning();
      if (!row) throw new SdaError("notFound");
      invalidate();
      return row;
    },
    /** Impressions per ad, placement and day over the last `days` days (UTC), oldest first. */
    async impressions(days: number) {
      const since = new Date(now() - (days - 1) * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const rows = await db
        .select({
          day: sdaImpressions.day,
          sdaId: sdaImpressions.sdaId,
          placement: sdaImpressions.placement,
          count: sdaImpressions.count,
        })
        .from(sdaImpressions)
        .where(and(gte(sdaImpressions.day, since)))
        .orderBy(asc(sdaImpressions.day));
      return { since, rows: rows.map((row) => ({ ...row, day: String(row.day).slice(0, 10) })) };
    },
  };
}

// One service per database, shared by the Node entry and the SSR bundle (root loader: the key).
const shared = globalThis as typeof globalThis & { __acasoAds?: WeakMap<Database, AdsService> };
shared.__acasoAds ??= new WeakMap();

export function getAdsService(deps: { database: Database; secret: string }): AdsService {
  const map = shared.__acasoAds as WeakMap<Database, AdsService>;
  let service = map.get(deps.database);
  if (!service) {
    service = createAdsService(deps);
    map.set(deps.database, service);
  }
  return service;
}
