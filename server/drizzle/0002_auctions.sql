ALTER TABLE "bids" DROP CONSTRAINT "bids_amount_check";--> statement-breakpoint
DROP INDEX "auction_containers_parent_idx";--> statement-breakpoint
DROP INDEX "auction_containers_archive_ending_idx";--> statement-breakpoint
DROP INDEX "auctions_status_expiry_idx";--> statement-breakpoint
DROP INDEX "auctions_ending_time_idx";--> statement-breakpoint
DROP INDEX "auctions_parent_idx";--> statement-breakpoint
DROP INDEX "pigeons_owner_idx";--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('turkish'::regconfig, search_title), 'A') || setweight(to_tsvector('turkish'::regconfig, search_body), 'B') || setweight(to_tsvector('simple'::regconfig, translate(search_title || ' ' || search_body, 'çğıöşüâîû', 'cgiosuaiu')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "auction_containers_parent_expiry_idx" ON "auction_containers" USING btree ("parent_id","expiry","id");--> statement-breakpoint
CREATE INDEX "auction_containers_parent_name_idx" ON "auction_containers" USING btree ("parent_id","name","id");--> statement-breakpoint
CREATE INDEX "auction_containers_parent_amount_idx" ON "auction_containers" USING btree ("parent_id","total_amount","id");--> statement-breakpoint
CREATE INDEX "auction_containers_expiry_idx" ON "auction_containers" USING btree ("expiry","id");--> statement-breakpoint
CREATE INDEX "auction_containers_name_search_idx" ON "auction_containers" USING gin (to_tsvector('simple'::regconfig, lower(translate("name", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))));--> statement-breakpoint
CREATE INDEX "auctions_ongoing_expiry_idx" ON "auctions" USING btree ("expiry","id") WHERE "auctions"."status" = 2;--> statement-breakpoint
CREATE INDEX "auctions_expiry_idx" ON "auctions" USING btree ("expiry","id");--> statement-breakpoint
CREATE INDEX "auctions_started_on_idx" ON "auctions" USING btree ("started_on","id");--> statement-breakpoint
CREATE INDEX "auctions_starting_bid_idx" ON "auctions" USING btree ("starting_bid","id");--> statement-breakpoint
CREATE INDEX "auctions_bid_count_idx" ON "auctions" USING btree ("bid_count","id");--> statement-breakpoint
CREATE INDEX "auctions_name_idx" ON "auctions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "auctions_name_search_idx" ON "auctions" USING gin (to_tsvector('simple'::regconfig, lower(translate("name", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))));--> statement-breakpoint
CREATE INDEX "auctions_description_search_idx" ON "auctions" USING gin (to_tsvector('simple'::regconfig, lower(translate("description", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))));--> statement-breakpoint
CREATE INDEX "news_search_idx" ON "news" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pigeons_tag_num_prefix_idx" ON "pigeons" USING btree ("tag_num" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pigeons_state_serial_idx" ON "pigeons" USING btree (lower(translate("state", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu')),"serial");--> statement-breakpoint
CREATE INDEX "auctions_parent_idx" ON "auctions" USING btree ("parent_id","expiry","id");--> statement-breakpoint
CREATE INDEX "pigeons_owner_idx" ON "pigeons" USING btree ("owner_id","serial");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_amount_check" CHECK ("bids"."amount" >= "bids"."old_amount");