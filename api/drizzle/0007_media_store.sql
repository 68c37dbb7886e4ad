CREATE TABLE "media_images" (
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_kind_hash_pk" PRIMARY KEY("kind","hash")
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_images_owner_idx" ON "media_images" USING btree ("owner_user_id");--> statement-breakpoint
-- Profile photos move into the one image store, keyed like new uploads: the first 128 bits of
-- the SHA-256 of "<user id>:" and the stored WebP. Their owners' addresses follow them.
INSERT INTO "media_images" ("kind", "hash", "content_type", "image", "owner_user_id", "created_at")
SELECT 'avatar', substr(encode(sha256(convert_to("user_id"::text || ':', 'UTF8') || "image"), 'hex'), 1, 32),
       "content_type", "image", "user_id", "created_at"
FROM "profile_images"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "profile_image" = '/media/avatar/' || substr(encode(sha256(convert_to(p."user_id"::text || ':', 'UTF8') || p."image"), 'hex'), 1, 32) || '.webp'
FROM "profile_images" p
WHERE p."user_id" = "users"."id";--> statement-breakpoint
DROP TABLE "profile_images" CASCADE;
