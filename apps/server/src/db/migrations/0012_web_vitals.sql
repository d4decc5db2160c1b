CREATE TABLE "web_vitals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_page_type_check" CHECK ("web_vitals"."page_type" in ('home', 'products', 'search', 'category', 'product', 'manufacturers', 'manufacturer', 'comparison', 'other')),
	CONSTRAINT "web_vitals_metric_check" CHECK ("web_vitals"."metric" in ('LCP', 'INP', 'CLS')),
	CONSTRAINT "web_vitals_value_check" CHECK ("web_vitals"."value" >= 0)
);
--> statement-breakpoint
CREATE INDEX "web_vitals_created_idx" ON "web_vitals" USING btree ("created_at");