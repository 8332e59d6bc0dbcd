-- Sign-in guard: the time of a counter's last event (the growing delay after failed sign-ins
-- from unrecognised devices), and human checks that hand out a single-use pass for one address.
ALTER TABLE rate_counters ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- `email`: the address whose sign-in the check is for ('' when none); `pass_hash`: sha256 of the pass
-- handed out when the puzzle is solved; `spent_at`: when a sign-in call took that pass.
ALTER TABLE human_checks ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE human_checks ADD COLUMN pass_hash text UNIQUE;
ALTER TABLE human_checks ADD COLUMN spent_at timestamptz;
