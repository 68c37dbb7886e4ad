ALTER TABLE "settings" ADD COLUMN "service_fee_basis_points" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "express_fee_cents" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "kitchen_alert_minutes" jsonb;