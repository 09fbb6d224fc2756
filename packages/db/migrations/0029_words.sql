ALTER TABLE "referral_links" ADD COLUMN "locale" text;
--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_locale" CHECK ("referral_links"."locale" IN ('it', 'en'));
--> statement-breakpoint
-- Data migration: the first terms of a partner were stored with an English developer note that the
-- staff's contract history showed as is; those rows now carry no note (the page names them itself).
UPDATE "partner_contracts" SET "note" = NULL WHERE "note" = 'default terms at registration';
