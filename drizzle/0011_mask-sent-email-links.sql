-- Messages already sent over SMTP keep no working link secret in their stored copy, as delivery
-- now leaves them (lib/server/email/templates.ts, maskLinkSecrets: the same pattern and mask).
-- data-safe: only the secret of each link is replaced; the recipient already has the message.
UPDATE "email_outbox" SET
  "subject" = left(regexp_replace("subject", '([?&]token=|&#38;token=)[A-Za-z0-9_%.~-]+', '\1[removed after sending]', 'g'), 300),
  "text_body" = regexp_replace("text_body", '([?&]token=|&#38;token=)[A-Za-z0-9_%.~-]+', '\1[removed after sending]', 'g'),
  "html_body" = regexp_replace("html_body", '([?&]token=|&#38;token=)[A-Za-z0-9_%.~-]+', '\1[removed after sending]', 'g')
WHERE "status" = 'sent' AND "transport" = 'smtp';
