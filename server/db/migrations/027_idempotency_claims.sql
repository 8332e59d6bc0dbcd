-- An idempotent call claims its key before it runs (and before its secret checks, which commit on their own):
-- `claim` names the run that holds the key until it stores the answer; a claim left by a crashed run can be taken
-- over after a minute. See server/lib/idempotency.ts.
ALTER TABLE idempotency_keys ADD COLUMN claim text;
