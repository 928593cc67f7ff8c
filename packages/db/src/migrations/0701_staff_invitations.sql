-- Staff invitations (docs/decisions/122-staff-invitations.md): an invited operator or admin
-- chooses a password from an emailed single-use link, stored like a reset token.
ALTER TABLE one_time_secrets DROP CONSTRAINT IF EXISTS one_time_secrets_purpose_check;
ALTER TABLE one_time_secrets ADD CONSTRAINT one_time_secrets_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'undo_email_change', 'set_password'));

-- The staff list reads users by role.
CREATE INDEX users_role_idx ON users (role, id) WHERE role <> 'rider';
