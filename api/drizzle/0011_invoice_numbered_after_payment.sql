-- An invoice is numbered just after its payment commits, so that no payment waits for another's
-- number; until then its number is null and the outbox event that carries it is held.
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "year" integer;--> statement-breakpoint
UPDATE "invoices" SET "year" = substring("number" from '(\d{4})-')::integer;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE INDEX "invoices_unnumbered_idx" ON "invoices" USING btree ("id") WHERE "invoices"."number" is null;--> statement-breakpoint
-- Numbers every invoice waiting for its number, in the order they were stored, and releases the
-- events that carry them; answers how many it numbered. Callers take turns on the advisory lock
-- ('invoices' in eight bytes), and each statement after it reads what the last caller
-- committed, so the counter moves once per invoice: no gaps, no number twice. The lock is held
-- inside the server only, for one statement, never across a round trip to a busy api process.
CREATE FUNCTION "number_pending_invoices"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  numbered integer;
BEGIN
  PERFORM pg_advisory_xact_lock(x'696e766f69636573'::bigint);
  WITH pending AS (
    SELECT "id", "year", row_number() OVER (PARTITION BY "year" ORDER BY "id")::integer AS "position"
    FROM "invoices"
    WHERE "number" IS NULL AND "kind" = 'invoice'
  ), per_year AS (
    SELECT "year", count(*)::integer AS "count" FROM pending GROUP BY "year"
  ), counted AS (
    INSERT INTO "invoice_counters" ("series", "year", "last")
    SELECT 'invoice', "year", "count" FROM per_year
    ON CONFLICT ("series", "year") DO UPDATE SET "last" = "invoice_counters"."last" + excluded."last"
    RETURNING "year", "last"
  ), sequenced AS (
    -- The year's new numbers follow the counter's old last: last - count + position.
    SELECT p."id", p."year", c."last" - y."count" + p."position" AS "sequence"
    FROM pending p
    JOIN per_year y ON y."year" = p."year"
    JOIN counted c ON c."year" = p."year"
  ), numbered_invoices AS (
    -- invoiceNumber() in contracts: the year, then at least five digits.
    UPDATE "invoices" i
    SET "number" = s."year" || '-' || lpad(s."sequence"::text, greatest(5, length(s."sequence"::text)), '0')
    FROM sequenced s
    WHERE i."id" = s."id"
    RETURNING i."number", i."event_id"
  ), released AS (
    UPDATE "outbox" o
    SET "event" = jsonb_set(o."event", '{data,receipt,invoice,number}', to_jsonb(n."number")),
      "held" = false
    FROM numbered_invoices n
    WHERE o."id" = n."event_id"
    RETURNING o."id"
  )
  SELECT count(*)::integer INTO numbered FROM numbered_invoices;
  RETURN numbered;
END
$$;
