CREATE TABLE "max_bids" (
	"auction_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"nonce" text NOT NULL,
	"device_id" text,
	"signature" text,
	"created_on" bigint NOT NULL,
	"updated_on" bigint NOT NULL,
	CONSTRAINT "max_bids_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id"),
	CONSTRAINT "max_bids_amount_check" CHECK ("max_bids"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "leader_max" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "max_bids_nonce_key" ON "max_bids" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "max_bids_user_idx" ON "max_bids" USING btree ("user_id","auction_id");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_leader_max_check" CHECK ("auctions"."leader_max" >= "auctions"."current_amount");