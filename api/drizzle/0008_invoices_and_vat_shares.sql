CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_kind" text NOT NULL,
	"credits_invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"supply_date" date NOT NULL,
	"seller" jsonb,
	"buyer" jsonb NOT NULL,
	"vat" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"reason" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "combo_choices" ADD COLUMN "menu_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_shares" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "store_rules" ADD COLUMN "legal_details" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "combo_choices" ADD CONSTRAINT "combo_choices_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What existed before this migration, brought up to it: combo choices linked to the menu item
-- they are when sold on its own, each order line's price per rate, each order's VAT as the tax
-- report counted it (fees at 9 %), and an invoice (and a credit note for a refund) for every
-- paid order, numbered per Amsterdam year in the order they were paid.
UPDATE "combo_choices" c SET "menu_item_id" = (
  SELECT m."id" FROM "menu_items" m
  WHERE NOT m."archived"
    AND (lower(m."name") = lower(c."name") OR lower(m."name") LIKE lower(c."name") || ' %')
  ORDER BY length(m."name"), m."id" LIMIT 1
);--> statement-breakpoint
-- A combo's "Beer" is the beer the menu sells on its own: its drink at 21 %.
UPDATE "combo_choices" c SET "menu_item_id" = (
  SELECT m."id" FROM "menu_items" m JOIN "categories" k ON k."id" = m."category_id"
  WHERE NOT m."archived" AND k."name" = 'Drinks' AND m."tax_rate" = 0.21
  ORDER BY m."id" LIMIT 1
) WHERE c."kind" = 'drink' AND c."name" = 'Beer' AND c."menu_item_id" IS NULL;--> statement-breakpoint
UPDATE "order_items" SET "vat_shares" = jsonb_build_array(
  jsonb_build_object('rate', "tax_rate"::float8, 'grossCents', "line_total_cents")
) WHERE "line_total_cents" <> 0;--> statement-breakpoint
UPDATE "orders" o SET "vat_breakdown" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'rate', p.rate, 'grossCents', p.gross, 'vatCents', p.vat, 'netCents', p.gross - p.vat
  ) ORDER BY p.rate)
  FROM (
    SELECT rate, gross, round(gross - gross / (1 + rate::numeric))::int AS vat
    FROM (
      SELECT rate, sum(gross)::int AS gross FROM (
        SELECT i."tax_rate"::float8 AS rate, i."line_total_cents" AS gross
        FROM "order_items" i WHERE i."order_id" = o."id"
        UNION ALL
        SELECT 0.09::float8, o."delivery_fee_cents" + o."express_fee_cents" + o."service_fee_cents"
      ) parts GROUP BY rate
    ) per_rate WHERE gross <> 0
  ) p
), '[]'::jsonb);--> statement-breakpoint
INSERT INTO "invoices" (
  "kind", "number", "order_id", "order_kind", "issued_at", "supply_date", "seller", "buyer",
  "vat", "categories", "total_cents", "payment_method"
)
SELECT 'invoice',
  paid."year" || '-' || lpad(row_number() OVER (PARTITION BY paid."year" ORDER BY paid."paid_at", paid."id")::text, 5, '0'),
  paid."id", paid."kind", paid."paid_at", paid."supply_date",
  (SELECT r."legal_details" FROM "store_rules" r WHERE r."id" = 1),
  paid."buyer", paid."vat", paid."categories", paid."total", paid."method"
FROM (
  SELECT o."id", 'food' AS "kind", o."paid_at",
    extract(year FROM o."paid_at" AT TIME ZONE 'Europe/Amsterdam')::int AS "year",
    (greatest(coalesce(o."scheduled_delivery_time", o."estimated_delivery", o."paid_at"), o."paid_at")
      AT TIME ZONE 'Europe/Amsterdam')::date AS "supply_date",
    jsonb_build_object('name', o."customer_name", 'address',
      CASE WHEN o."delivery_type" = 'delivery' AND o."delivery_address" IS NOT NULL
        THEN to_jsonb(array_remove(ARRAY[
          o."delivery_address"->>'streetAddress',
          (o."delivery_address"->>'zipCode') || ' ' || (o."delivery_address"->>'city'),
          nullif(o."delivery_address"->>'country', '')
        ], NULL))
        ELSE '[]'::jsonb END) AS "buyer",
    o."vat_breakdown" AS "vat",
    coalesce((
      SELECT jsonb_agg(c ORDER BY (c->>'rate')::float8, c->>'category')
      FROM (
        -- At 9 %: the lines (food) and the fees, whose VAT is what the rate's VAT leaves.
        SELECT jsonb_build_object('rate', 0.09, 'category', x.category, 'grossCents', x.gross,
          'vatCents', CASE WHEN x.category = 'food'
            THEN round(x.gross * 9 / 109.0)::int
            ELSE (SELECT (v->>'vatCents')::int FROM jsonb_array_elements(o."vat_breakdown") v
                  WHERE (v->>'rate')::float8 = 0.09) - round(x.food * 9 / 109.0)::int END) AS c
        FROM (
          SELECT 'food' AS category, f.gross, f.gross AS food FROM (
            SELECT coalesce(sum(i."line_total_cents"), 0)::int AS gross FROM "order_items" i
            WHERE i."order_id" = o."id" AND i."tax_rate" < 0.21) f
          UNION ALL
          SELECT 'fees', o."delivery_fee_cents" + o."express_fee_cents" + o."service_fee_cents",
            (SELECT coalesce(sum(i."line_total_cents"), 0)::int FROM "order_items" i
             WHERE i."order_id" = o."id" AND i."tax_rate" < 0.21)
        ) x WHERE x.gross <> 0
        UNION ALL
        SELECT jsonb_build_object('rate', (v->>'rate')::float8, 'category', 'drinks',
          'grossCents', (v->>'grossCents')::int, 'vatCents', (v->>'vatCents')::int)
        FROM jsonb_array_elements(o."vat_breakdown") v WHERE (v->>'rate')::float8 >= 0.21
      ) cats
    ), '[]'::jsonb) AS "categories",
    o."total_cents" AS "total", o."payment_method" AS "method"
  FROM "orders" o
  WHERE o."paid_at" IS NOT NULL AND o."payment_status" IN ('paid', 'refunded')
  UNION ALL
  SELECT m."id", 'merchandise', m."paid_at",
    extract(year FROM m."paid_at" AT TIME ZONE 'Europe/Amsterdam')::int,
    (m."paid_at" AT TIME ZONE 'Europe/Amsterdam')::date,
    jsonb_build_object('name', m."customer_name", 'address', to_jsonb(array_remove(ARRAY[
      nullif(m."address_line1", ''), nullif(m."address_line2", ''),
      m."postal_code" || ' ' || m."city", nullif(m."state", ''), nullif(m."country", '')
    ], NULL))),
    jsonb_build_array(jsonb_build_object('rate', 0.21, 'grossCents', m."total_cents",
      'vatCents', round(m."total_cents" * 21 / 121.0)::int,
      'netCents', m."total_cents" - round(m."total_cents" * 21 / 121.0)::int)),
    (SELECT jsonb_agg(c) FROM (
      SELECT jsonb_build_object('rate', 0.21, 'category', 'merchandise', 'grossCents', m."subtotal_cents",
        'vatCents', round(m."subtotal_cents" * 21 / 121.0)::int) AS c
      UNION ALL
      SELECT jsonb_build_object('rate', 0.21, 'category', 'shipping', 'grossCents', m."shipping_cents",
        'vatCents', round(m."total_cents" * 21 / 121.0)::int - round(m."subtotal_cents" * 21 / 121.0)::int)
      WHERE m."shipping_cents" <> 0
    ) cats),
    m."total_cents", 'card'
  FROM "merchandise_orders" m
  WHERE m."paid_at" IS NOT NULL AND m."payment_status" IN ('paid', 'refunded')
) paid;--> statement-breakpoint
INSERT INTO "invoices" (
  "kind", "number", "order_id", "order_kind", "credits_invoice_id", "issued_at", "supply_date",
  "seller", "buyer", "vat", "categories", "total_cents", "payment_method", "reason"
)
SELECT 'credit_note',
  'C' || credited."year" || '-' || lpad(row_number() OVER (PARTITION BY credited."year" ORDER BY credited."refunded_at", credited."order_id")::text, 5, '0'),
  credited."order_id", i."order_kind", i."id", credited."refunded_at", i."supply_date",
  i."seller", i."buyer",
  (SELECT jsonb_agg(jsonb_build_object('rate', v->'rate', 'grossCents', -(v->>'grossCents')::int,
     'vatCents', -(v->>'vatCents')::int, 'netCents', -(v->>'netCents')::int))
   FROM jsonb_array_elements(i."vat") v),
  (SELECT jsonb_agg(jsonb_build_object('rate', c->'rate', 'category', c->'category',
     'grossCents', -(c->>'grossCents')::int, 'vatCents', -(c->>'vatCents')::int))
   FROM jsonb_array_elements(i."categories") c),
  -i."total_cents", i."payment_method", credited."reason"
FROM (
  SELECT f."order_id", f."refunded_at", f."reason",
    extract(year FROM f."refunded_at" AT TIME ZONE 'Europe/Amsterdam')::int AS "year"
  FROM "refunds" f WHERE f."status" = 'succeeded' AND f."refunded_at" IS NOT NULL
) credited
JOIN "invoices" i ON i."order_id" = credited."order_id" AND i."kind" = 'invoice';--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "year", "last")
SELECT "kind", extract(year FROM "issued_at" AT TIME ZONE 'Europe/Amsterdam')::int, count(*)
FROM "invoices" GROUP BY 1, 2;
