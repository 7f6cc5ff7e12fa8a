import type { SdaInput } from "#common/ads/schema.ts";

export type SdaRow = SdaInput & { id: string; updatedAt: string };
export type ImpressionRow = { day: string; sdaId: string; placement: string; count: number };
export type ImpressionsAnswer = { since: string; rows: ImpressionRow[] };
