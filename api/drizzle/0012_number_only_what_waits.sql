-- number_pending_invoices() (0011) answers at once when no invoice waits for its number. An
-- invoice committed just after that look is numbered by the relay's next pass, as one committed
-- just after a numbering would be.
CREATE OR REPLACE FUNCTION "number_pending_invoices"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  numbered integer;
BEGIN
  -- Most calls find nothing waiting (the relay calls before every pass): they answer at once,
  -- from the partial index, without taking the lock.
  IF NOT EXISTS (SELECT 1 FROM "invoices" WHERE "number" IS NULL AND "kind" = 'invoice') THEN
    RETURN 0;
  END IF;
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
