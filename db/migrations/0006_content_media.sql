CREATE TABLE "ai_daily_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_video_plays" (
	"video_key" text NOT NULL,
	"visitor" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_video_plays_video_key_visitor_pk" PRIMARY KEY("video_key","visitor")
);
--> statement-breakpoint
CREATE TABLE "short_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"poster_key" text,
	"poster_type" text,
	"caption" text DEFAULT '' NOT NULL,
	"creator_name" text NOT NULL,
	"creator_url" text,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"published" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "short_videos_sha256_idx" ON "short_videos" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "short_videos_added_idx" ON "short_videos" USING btree ("added_at");--> statement-breakpoint
CREATE INDEX "short_videos_plays_idx" ON "short_videos" USING btree ("plays");--> statement-breakpoint
CREATE INDEX "short_videos_hashtags_idx" ON "short_videos" USING gin ("hashtags");