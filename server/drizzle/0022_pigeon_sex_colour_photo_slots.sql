ALTER TABLE "pigeon_pictures" ADD COLUMN "slot" text;--> statement-breakpoint
ALTER TABLE "pigeons" ADD COLUMN "sex" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pigeons" ADD COLUMN "colour" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pigeons" ADD COLUMN "dna_certificate_media_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pigeon_pictures_pigeon_slot_key" ON "pigeon_pictures" USING btree ("pigeon_id","slot") WHERE "pigeon_pictures"."slot" is not null;--> statement-breakpoint
ALTER TABLE "pigeon_pictures" ADD CONSTRAINT "pigeon_pictures_slot_check" CHECK ("pigeon_pictures"."slot" in ('body', 'wings', 'eye', 'tail'));--> statement-breakpoint
ALTER TABLE "pigeons" ADD CONSTRAINT "pigeons_sex_check" CHECK ("pigeons"."sex" in ('male', 'female', 'unknown'));