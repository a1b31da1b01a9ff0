ALTER TABLE "auction_containers" ADD COLUMN "publish_on" bigint;--> statement-breakpoint
-- Groups saved before drafts existed were public at once: they stay public from their start.
UPDATE "auction_containers" SET "publish_on" = LEAST("started_on", (extract(epoch from "created_at") * 1000)::bigint);
