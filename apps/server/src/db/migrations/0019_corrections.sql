ALTER TABLE "order_claims" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "signatory_name" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;