ALTER TABLE "attachment_files" DROP CONSTRAINT "attachment_files_mime_check";--> statement-breakpoint
ALTER TABLE "quote_messages" DROP CONSTRAINT "quote_messages_body_check";--> statement-breakpoint
ALTER TABLE "attachment_files" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_file_id_attachment_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."attachment_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_messages_file_idx" ON "quote_messages" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "attachment_files" ADD CONSTRAINT "attachment_files_mime_check" CHECK ("attachment_files"."mime_type" in ('image/webp', 'application/pdf', 'video/mp4', 'video/quicktime'));--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_body_check" CHECK (char_length("quote_messages"."body") <= 2000 and (char_length("quote_messages"."body") >= 1 or "quote_messages"."file_id" is not null));