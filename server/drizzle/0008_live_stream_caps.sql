CREATE TABLE "live_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"streams" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_stream_counts" (
	"ip" text NOT NULL,
	"instance_id" text NOT NULL,
	"streams" integer NOT NULL,
	CONSTRAINT "live_stream_counts_ip_instance_id_pk" PRIMARY KEY("ip","instance_id")
);
