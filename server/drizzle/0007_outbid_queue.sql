CREATE TABLE "outbid_queue" (
	"bid_id" bigint NOT NULL,
	"auction_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "ancestor_bidder_id" text;