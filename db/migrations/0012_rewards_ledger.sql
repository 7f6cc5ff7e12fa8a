CREATE TABLE "reward_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"view_id" uuid,
	"filter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ledger_amount_check" CHECK ("reward_ledger"."amount" <> 0),
	CONSTRAINT "reward_ledger_kind_check" CHECK (("reward_ledger"."kind" = 'view' and "reward_ledger"."amount" > 0 and "reward_ledger"."view_id" is not null) or ("reward_ledger"."kind" = 'filter' and "reward_ledger"."amount" < 0 and "reward_ledger"."filter_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ip_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"min_watch_seconds" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reward_filters" ADD CONSTRAINT "reward_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_views" ADD CONSTRAINT "reward_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_filters_user_idx" ON "reward_filters" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "reward_ledger_user_idx" ON "reward_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_view_idx" ON "reward_ledger" USING btree ("view_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_views_one_open_idx" ON "reward_views" USING btree ("user_id") WHERE "reward_views"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reward_views_user_idx" ON "reward_views" USING btree ("user_id","finished_at");--> statement-breakpoint
CREATE INDEX "reward_views_ip_idx" ON "reward_views" USING btree ("ip_hash","finished_at");--> statement-breakpoint
-- hand-written: the reward ledger is append-only (issue 13, decision 041): a balance is a sum of rows,
-- never a row edited. Deleting an account still removes its rows (ON DELETE CASCADE). Re-append after
-- a regeneration.
CREATE OR REPLACE FUNCTION reward_ledger_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'reward_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER reward_ledger_no_update BEFORE UPDATE ON "reward_ledger" FOR EACH ROW EXECUTE FUNCTION reward_ledger_no_update();
