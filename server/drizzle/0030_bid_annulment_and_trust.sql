CREATE TABLE "trust_reviews" (
	"signal_key" text PRIMARY KEY NOT NULL,
	"reviewed_by" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "trust_reviews" ADD CONSTRAINT "trust_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_reviews_reviewer_idx" ON "trust_reviews" USING btree ("reviewed_by");