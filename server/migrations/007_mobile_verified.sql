-- Whether the member's mobile number is proven (issue 8): a phone identity is bound only to a proven number.
-- Every path that sets a mobile now proves it (registration by SMS code, phone sign-in by Firebase, the
-- admin), so new rows default to proven. Numbers stored before cannot be told apart: they count as unproven
-- until an SMS login or SMS verification proves them, except admin-created members and phone identities.
ALTER TABLE members ADD COLUMN mobile_verified INTEGER NOT NULL DEFAULT 1;
UPDATE members SET mobile_verified = 0
  WHERE mobile IS NOT NULL
    AND (register_method IS NULL OR register_method <> 'ADMIN')
    AND id NOT IN (SELECT member_id FROM firebase_identities WHERE sign_in_provider = 'phone');
