CREATE TABLE "pigeon_videos" (
	"pigeon_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"media_id" text,
	"youtube_id" text,
	"caption" text DEFAULT '' NOT NULL,
	CONSTRAINT "pigeon_videos_pigeon_id_position_pk" PRIMARY KEY("pigeon_id","position"),
	CONSTRAINT "pigeon_videos_kind_check" CHECK (("pigeon_videos"."kind" = 'file' and "pigeon_videos"."media_id" is not null and "pigeon_videos"."youtube_id" is null) or ("pigeon_videos"."kind" = 'youtube' and "pigeon_videos"."youtube_id" is not null and "pigeon_videos"."media_id" is null))
);
--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_kind_check";--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "pigeon_videos" ADD CONSTRAINT "pigeon_videos_pigeon_id_pigeons_id_fk" FOREIGN KEY ("pigeon_id") REFERENCES "public"."pigeons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeon_videos" ADD CONSTRAINT "pigeon_videos_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pigeon_videos_media_idx" ON "pigeon_videos" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_kind_check" CHECK ("media_files"."kind" in ('image', 'document', 'video'));