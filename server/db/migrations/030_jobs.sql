-- Background jobs (server/lib/jobs.ts): claimed with FOR UPDATE SKIP LOCKED, leased through locked_until, so a job
-- runs on one instance at a time and is taken over when its instance died mid-run.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  -- De-duplication: at most one unfinished job per key.
  dedupe_key text,
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 10 CHECK (max_attempts > 0),
  locked_by text,
  locked_until timestamptz,
  done_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX jobs_dedupe_idx ON jobs (dedupe_key) WHERE done_at IS NULL AND failed_at IS NULL;
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE done_at IS NULL AND failed_at IS NULL;
