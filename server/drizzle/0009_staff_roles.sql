-- Staff roles (issue 30): the one `role` flag becomes a list of roles. Whoever was staff keeps
-- every power they had (all three roles); `role` and its check go, so the roles are the one
-- source of truth (staff = holds at least one).
ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "users" SET "staff_roles" = array['administrator', 'clerk', 'editor']::text[] WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles_check" CHECK ("users"."staff_roles" <@ array['administrator', 'clerk', 'editor']::text[]);
