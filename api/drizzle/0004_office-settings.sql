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
