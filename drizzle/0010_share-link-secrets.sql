ALTER TABLE "proposal_share_links" DROP CONSTRAINT "proposal_share_links_token_unique";--> statement-breakpoint
ALTER TABLE "proposal_share_links" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD COLUMN "token_hash" varchar(64);--> statement-breakpoint
-- Existing links keep opening: their lookup hash is computed here (SQL's SHA-256 of the token's
-- UTF-8 bytes, in hexadecimal, as the app computes it). Encrypting the token needs the server's
-- key, so the app does that at its start and then clears the plain "token" column
-- (lib/server/proposals/share-token.ts, sealPlainShareTokens).
UPDATE "proposal_share_links" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD COLUMN "encrypted_token" text;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_share_links" ADD CONSTRAINT "proposal_share_links_token_hash_unique" UNIQUE("token_hash");
