ALTER TABLE "orders" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_pin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignee" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lr_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatch_from" jsonb;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "consignee" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_type_check" CHECK ("orders"."vehicle_type" in ('R', 'O'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_state_check" CHECK ("orders"."delivery_state" in ('Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal'));--> statement-breakpoint
-- D34, D35: orders made before keep where their goods went: the request's city, and the PIN that
-- ends the order's delivery address (the chosen saved address's), else the request's PIN.
UPDATE "orders" SET "delivery_city" = q."delivery_city", "delivery_pin" = coalesce(substring("orders"."delivery_address" from '([1-9][0-9]{5})\s*$'), q."delivery_pin") FROM "quote_requests" q WHERE q."id" = "orders"."quote_request_id";
