ALTER TABLE "auctions" ADD COLUMN "reserve_price" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "reserve_unmet" boolean DEFAULT false NOT NULL;