import { useEffect, useState } from 'react';
import { MFA_SETUP_PATH } from '../../engine/access/layout-rules';
import { fetchMfaSetting, mfaSetupRequired } from '../../engine/api/mfa';

interface Checked {
  required: boolean;
  /** The path at which the setting was read. */
  at: string;
}

/**
 * Whether MFA is enforced and not yet set up (GET mfa/setting: enforce_mfa 1 and mfa_status 0); null while unknown. The
 * setting is read once, and again whenever a user who had to set MFA up tries to leave the set-up
 * page, so that finishing the set-up there frees the console without a reload. A failed read does
 * not lock anyone out.
 */
export function useMfaRequirement(pathname: string): boolean | null {
  const [checked, setChecked] = useState<Checked | null>(null);
  const needsCheck = checked === null || (checked.required && pathname !== MFA_SETUP_PATH && checked.at !== pathname);

  useEffect(() => {
    if (!needsCheck) return;
    let current = true;
    void fetchMfaSetting().then((result) => {
      if (current) setChecked({ required: result.ok && mfaSetupRequired(result.data), at: pathname });
    });
    return () => {
      current = false;
    };
  }, [needsCheck, pathname]);

  return needsCheck || checked === null ? null : checked.required;
}
