ALTER TABLE "reward_filters" ALTER COLUMN "lang" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_filters" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "reward_filters" ADD CONSTRAINT "reward_filters_lang_or_country" CHECK ("reward_filters"."lang" IS NOT NULL OR "reward_filters"."country" IS NOT NULL);