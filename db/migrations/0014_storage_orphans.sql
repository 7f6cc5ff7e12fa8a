CREATE TABLE "storage_orphans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storage_orphans_created_idx" ON "storage_orphans" USING btree ("created_at");--> statement-breakpoint
-- hand-written: a direct message's picture file is queued for deletion from the storage whenever its
-- row lets go of it (issue 14, decision 049): the picture cleared (an account deletion's trigger
-- clears the pictures its messages sent), replaced, or the row deleted (a conversation's cascade).
CREATE OR REPLACE FUNCTION direct_messages_queue_orphan_image() RETURNS trigger AS $$
BEGIN
  IF OLD."image_key" IS NOT NULL AND (TG_OP = 'DELETE' OR NEW."image_key" IS DISTINCT FROM OLD."image_key") THEN
    INSERT INTO "storage_orphans" ("key", "source") VALUES (OLD."image_key", 'direct_messages');
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "direct_messages_orphan_image" AFTER UPDATE OF "image_key" OR DELETE ON "direct_messages" FOR EACH ROW EXECUTE FUNCTION direct_messages_queue_orphan_image();
