CREATE TABLE "pigeon_ancestors" (
	"pigeon_id" integer NOT NULL,
	"path" text NOT NULL,
	"linked_pigeon_id" integer,
	"ring" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "pigeon_ancestors_pigeon_id_path_pk" PRIMARY KEY("pigeon_id","path"),
	CONSTRAINT "pigeon_ancestors_path_check" CHECK ("pigeon_ancestors"."path" ~ '^[sd]{1,4}$')
);
--> statement-breakpoint
ALTER TABLE "pigeons" ADD COLUMN "bloodline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pigeon_ancestors" ADD CONSTRAINT "pigeon_ancestors_pigeon_id_pigeons_id_fk" FOREIGN KEY ("pigeon_id") REFERENCES "public"."pigeons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeon_ancestors" ADD CONSTRAINT "pigeon_ancestors_linked_pigeon_id_pigeons_id_fk" FOREIGN KEY ("linked_pigeon_id") REFERENCES "public"."pigeons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pigeon_ancestors_linked_idx" ON "pigeon_ancestors" USING btree ("linked_pigeon_id");--> statement-breakpoint
CREATE INDEX "pigeons_bloodline_search_idx" ON "pigeons" USING gin (to_tsvector('simple'::regconfig, lower(translate("bloodline", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))));