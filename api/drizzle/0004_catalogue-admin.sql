ALTER TABLE "menu_items" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchandise_items" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;