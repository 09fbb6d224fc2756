-- Data migration: a one-time token exists in clear only in the e-mail that carries it
-- (docs/domain/email-outbox.md). The dispatcher now strips it from an outbox row in the UPDATE
-- that marks the row sent (or failed for good); these two statements do the same for the rows
-- stored before. Pending rows keep their tokens: they have not been mailed yet.
-- Raw tokens: the guests' manage links, the review moderation links, the newsletter's.
UPDATE "notifications"
   SET "payload" = "payload" - 'manage_tokens' - 'moderation_token' - 'newsletter_tokens'
 WHERE "status" <> 'pending'
   AND jsonb_typeof("payload") = 'object'
   AND "payload" ?| ARRAY['manage_tokens', 'moderation_token', 'newsletter_tokens'];
--> statement-breakpoint
-- Tokenised links (staff invitations and set-up, partner invitations of a company or a colleague,
-- partner password resets, under `url`): each becomes a marker, so the record still says a link
-- was sent. The pattern is the dispatcher's (TOKEN_LINK_SQL in packages/booking/src/notifications/stored-payload.ts).
UPDATE "notifications" AS n
   SET "payload" = (
         SELECT jsonb_object_agg(e.key, CASE
                  WHEN jsonb_typeof(e.value) = 'string'
                   AND (e.value #>> '{}') ~* '[?&](token|confirm)=|/staff/setup/[^/?#[:space:]]|/partner/reset/[^/?#[:space:]]|https?://[^[:space:]]*[A-Za-z0-9_-]{40}'
                  THEN to_jsonb('[link removed once sent]'::text)
                  ELSE e.value END)
           FROM jsonb_each(n."payload") AS e)
 WHERE n."status" <> 'pending'
   AND jsonb_typeof(n."payload") = 'object'
   AND EXISTS (
         SELECT 1 FROM jsonb_each(n."payload") AS e
          WHERE jsonb_typeof(e.value) = 'string'
            AND (e.value #>> '{}') ~* '[?&](token|confirm)=|/staff/setup/[^/?#[:space:]]|/partner/reset/[^/?#[:space:]]|https?://[^[:space:]]*[A-Za-z0-9_-]{40}');
