-- QR sign-in: the session goes only to the desktop that showed the code. It holds a
-- second secret (never in the QR) and must present it when it collects the session; only a hash is kept.
ALTER TABLE login_qr_codes ADD COLUMN poll_secret_hash text NOT NULL DEFAULT '';
