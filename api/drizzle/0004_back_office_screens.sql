CREATE TABLE "driver_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ordering_switch_pauses" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone,
	"reason" text,
	"set_by" text,
	"set_by_id" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"close_outside_hours" boolean DEFAULT false NOT NULL,
	"capacity_per_15_minutes" integer,
	"capacity_when_full" text DEFAULT 'delay' NOT NULL,
	"capacity_delay_minutes" integer DEFAULT 15 NOT NULL,
	"updated_by" text,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_change_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ready_for_pickup" boolean DEFAULT true NOT NULL,
	"out_for_delivery" boolean DEFAULT true NOT NULL,
	"delivered" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchandise_items" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_shifts" ADD CONSTRAINT "driver_shifts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_shifts_driver_idx" ON "driver_shifts" USING btree ("driver_id","started_at");--> statement-breakpoint
CREATE INDEX "email_change_requests_user_idx" ON "email_change_requests" USING btree ("user_id");