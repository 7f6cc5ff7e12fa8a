CREATE TABLE "admin_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_second_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text,
	"confirmed_at" timestamp with time zone,
	"pending_secret" text,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_session_factors" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ban_id" uuid NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"appellant_ident" text,
	"appellant_user_id" uuid,
	"appellant_ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"outcome_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ident" text,
	"user_id" uuid,
	"ip_hash" text,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"review_item_id" uuid,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_bans_target_check" CHECK ("moderation_bans"."ident" is not null or "moderation_bans"."user_id" is not null or "moderation_bans"."ip_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "moderation_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_item_id" uuid NOT NULL,
	"ban_id" uuid,
	"report_id" uuid,
	"capture_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_review_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"report_id" uuid,
	"capture_id" uuid,
	"subject_ident" text,
	"subject_user_id" uuid,
	"subject_ip_hash" text,
	"reporter_ident" text,
	"reporter_user_id" uuid,
	"reason" text NOT NULL,
	"score" real,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"decided_by" uuid,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"ban_id" uuid,
	"minor" boolean DEFAULT false NOT NULL,
	"legal_hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ident" text,
	"user_id" uuid,
	"reason" text NOT NULL,
	"review_item_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "safe_control_captures" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safe_control_captures" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "safe_control_captures" ADD COLUMN "ip_hash" text;--> statement-breakpoint
ALTER TABLE "safe_control_captures" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "safe_control_captures" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "safe_control_captures" ADD COLUMN "nsfw_score" real;--> statement-breakpoint
ALTER TABLE "safe_control_captures" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_second_factors" ADD CONSTRAINT "admin_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_session_factors" ADD CONSTRAINT "admin_session_factors_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_session_factors" ADD CONSTRAINT "admin_session_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_ban_id_moderation_bans_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."moderation_bans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_evidence" ADD CONSTRAINT "moderation_evidence_review_item_id_moderation_review_items_id_fk" FOREIGN KEY ("review_item_id") REFERENCES "public"."moderation_review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_evidence" ADD CONSTRAINT "moderation_evidence_ban_id_moderation_bans_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."moderation_bans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_evidence" ADD CONSTRAINT "moderation_evidence_report_id_chat_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."chat_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_evidence" ADD CONSTRAINT "moderation_evidence_capture_id_safe_control_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."safe_control_captures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_review_items" ADD CONSTRAINT "moderation_review_items_report_id_chat_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."chat_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_review_items" ADD CONSTRAINT "moderation_review_items_capture_id_safe_control_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."safe_control_captures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_user_code_idx" ON "admin_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "admin_session_factors_user_idx" ON "admin_session_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_one_open_idx" ON "moderation_appeals" USING btree ("ban_id") WHERE "moderation_appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_appeals_status_idx" ON "moderation_appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_bans_ident_idx" ON "moderation_bans" USING btree ("ident");--> statement-breakpoint
CREATE INDEX "moderation_bans_user_idx" ON "moderation_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_bans_ip_idx" ON "moderation_bans" USING btree ("ip_hash");--> statement-breakpoint
CREATE INDEX "moderation_bans_ends_idx" ON "moderation_bans" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "moderation_evidence_capture_idx" ON "moderation_evidence" USING btree ("capture_id");--> statement-breakpoint
CREATE INDEX "moderation_evidence_report_idx" ON "moderation_evidence" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "moderation_evidence_ban_idx" ON "moderation_evidence" USING btree ("ban_id");--> statement-breakpoint
CREATE INDEX "moderation_review_queue_idx" ON "moderation_review_items" USING btree ("status","priority","created_at");--> statement-breakpoint
CREATE INDEX "moderation_review_subject_idx" ON "moderation_review_items" USING btree ("subject_ident");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_review_report_idx" ON "moderation_review_items" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_review_capture_idx" ON "moderation_review_items" USING btree ("capture_id");--> statement-breakpoint
CREATE INDEX "moderation_warnings_ident_idx" ON "moderation_warnings" USING btree ("ident");--> statement-breakpoint
CREATE INDEX "moderation_warnings_user_idx" ON "moderation_warnings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "safe_control_captures_ident_idx" ON "safe_control_captures" USING btree ("ident","created_at");--> statement-breakpoint
-- hand-written: bans of issue 5 (chat_bans, dropped by 0008) carried over to moderation_bans.
INSERT INTO "moderation_bans" ("ident", "reason", "note", "duration", "starts_at", "ends_at", "source", "evidence")
SELECT "ident", 'other', "reason", CASE WHEN "expires_at" IS NULL THEN 'permanent' ELSE '24h' END, "created_at", "expires_at", 'moderator', '[]'::jsonb
FROM "chat_bans";
