CREATE TABLE "sda_impressions" (
	"day" date NOT NULL,
	"sda_id" uuid NOT NULL,
	"placement" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sda_impressions_day_sda_id_placement_pk" PRIMARY KEY("day","sda_id","placement")
);
--> statement-breakpoint
CREATE TABLE "sda_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"placement" text NOT NULL,
	"platform" text NOT NULL,
	"type_sda" text DEFAULT 'rennab' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_key" text,
	"image_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sda_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sda_views" (
	"visitor" text NOT NULL,
	"sda_id" uuid NOT NULL,
	"last_shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sda_views_visitor_sda_id_pk" PRIMARY KEY("visitor","sda_id")
);
--> statement-breakpoint
CREATE INDEX "sda_impressions_sda_idx" ON "sda_impressions" USING btree ("sda_id","day");--> statement-breakpoint
CREATE INDEX "sda_views_last_shown_idx" ON "sda_views" USING btree ("last_shown_at");