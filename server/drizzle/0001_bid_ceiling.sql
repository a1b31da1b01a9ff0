ALTER TABLE "auctions" ADD COLUMN "bid_ceiling" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_bid_ceiling_check" CHECK ("auctions"."bid_ceiling" > 0);