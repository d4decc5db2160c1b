CREATE TABLE "firm_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_invitations_role_check" CHECK ("firm_invitations"."role" in ('owner', 'manager', 'sales', 'yard', 'accounts'))
);
--> statement-breakpoint
CREATE TABLE "firm_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"manufacturer_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"removed_at" timestamp with time zone,
	"removed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_members_role_check" CHECK ("firm_members"."role" in ('owner', 'manager', 'sales', 'yard', 'accounts'))
);
--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_manufacturer_id_vendors_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_removed_by_user_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_invitations_token_idx" ON "firm_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_invitations_open_idx" ON "firm_invitations" USING btree ("manufacturer_id","email") WHERE "firm_invitations"."accepted_at" is null and "firm_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_members_person_idx" ON "firm_members" USING btree ("manufacturer_id","user_id");--> statement-breakpoint
CREATE INDEX "firm_members_user_idx" ON "firm_members" USING btree ("user_id");--> statement-breakpoint
-- D46: every manufacturer is a firm. Its account of record (vendors.owner_user_id) is its owner:
-- existing manufacturers get that member row here, and the trigger keeps it so whenever the account
-- of record is set (an approval, an administrator attaching an owner, a hand-over). An account of
-- record replaced or detached by an administrator (D7) leaves the firm, as it lost the manufacturer
-- before firms; a hand-over puts the previous owner back with the role they chose, in the same
-- transaction.
INSERT INTO "firm_members" ("manufacturer_id", "user_id", "role")
SELECT "id", "owner_user_id", 'owner' FROM "vendors" WHERE "owner_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION firm_owner_of_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.owner_user_id IS NOT NULL
     AND OLD.owner_user_id IS DISTINCT FROM NEW.owner_user_id THEN
    UPDATE firm_members SET removed_at = now(), updated_at = now()
    WHERE manufacturer_id = NEW.id AND user_id = OLD.owner_user_id AND removed_at IS NULL;
  END IF;
  IF NEW.owner_user_id IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.owner_user_id IS DISTINCT FROM NEW.owner_user_id) THEN
    INSERT INTO firm_members (manufacturer_id, user_id, role) VALUES (NEW.id, NEW.owner_user_id, 'owner')
    ON CONFLICT (manufacturer_id, user_id)
    DO UPDATE SET role = 'owner', removed_at = NULL, removed_by = NULL, updated_at = now();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vendors_firm_owner AFTER INSERT OR UPDATE OF owner_user_id ON vendors
FOR EACH ROW EXECUTE FUNCTION firm_owner_of_record();
