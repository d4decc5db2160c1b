-- D46: the member of the firm who added a lot or a slab (null on rows added before it was kept).
ALTER TABLE "lots" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "slabs" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slabs" ADD CONSTRAINT "slabs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;