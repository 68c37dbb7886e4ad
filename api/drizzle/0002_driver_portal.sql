CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_photos" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "driver_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real NOT NULL,
	"heading" real,
	"speed" real,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "signature_svg" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "agreement_version" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "agreement_hash" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "agreement_ip" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "agreement_user_agent" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "is_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "online_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "kitchen_latitude" double precision DEFAULT 52.3806 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "kitchen_longitude" double precision DEFAULT 4.8886 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "auto_offer_ready_orders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_proof" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_offers_driver_idx" ON "job_offers" USING btree ("driver_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_open_order_idx" ON "job_offers" USING btree ("order_id") WHERE status = 'offered';--> statement-breakpoint
CREATE INDEX "driver_positions_driver_time_idx" ON "driver_positions" USING btree ("driver_id","recorded_at");