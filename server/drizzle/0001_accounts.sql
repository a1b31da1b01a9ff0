ALTER TABLE "sessions" ADD COLUMN "id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "state" text NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_key" ON "sessions" USING btree ("id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_state_check" CHECK ("sessions"."state" in ('pending-mfa', 'active'));