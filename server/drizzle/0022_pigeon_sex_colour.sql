ALTER TABLE "pigeons" ADD COLUMN "sex" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pigeons" ADD COLUMN "colour" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pigeons" ADD COLUMN "dna_certificate_media_id" text;--> statement-breakpoint
ALTER TABLE "pigeons" ADD CONSTRAINT "pigeons_sex_check" CHECK ("pigeons"."sex" in ('male', 'female', 'unknown'));