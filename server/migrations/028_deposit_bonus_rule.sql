-- Whether the bonus a deposit was submitted with is a first-deposit one (services/deposits.ts): the promise made
-- at submit, re-checked when the money arrives, so that of two deposits both submitted before the first success,
-- only the one credited first gets it, whatever the merchant's settings say by then.
ALTER TABLE deposits ADD COLUMN bonus_first_only INTEGER NOT NULL DEFAULT 0;
