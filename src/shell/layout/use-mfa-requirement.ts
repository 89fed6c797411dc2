import { useEffect, useState } from 'react';
import { useServices } from '../../components/services/services-context';
import { MFA_SETUP_PATH } from '../../engine/access/layout-rules';
import { mfaSetupRequired } from '../../engine/api/mfa';
import { readSignedInState, rereadMfaSetting } from '../../engine/scope/signed-in-state';

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
  const services = useServices();
  const { session } = services;
  // The setting read beside the account (the sign-in, the layout's loader) decides the first render
  // itself: the shell then mounts in the navigation that brought it, not in a render after an effect.
  const [checked, setChecked] = useState<Checked | null>(() =>
    session.mfaSetting === null ? null : { required: mfaSetupRequired(session.mfaSetting), at: pathname },
  );
  const first = checked === null;
  const needsCheck = first || (checked.required && pathname !== MFA_SETUP_PATH && checked.at !== pathname);

  useEffect(() => {
    if (!needsCheck) return;
    let current = true;
    // The first check takes the setting read beside the account (engine/scope/signed-in-state.ts,
    // asked again there if that read failed); a re-check reads it afresh and keeps it.
    const read = first ? readSignedInState(services).then(({ mfa }) => mfa) : rereadMfaSetting(services);
    void read.then((result) => {
      if (current) setChecked({ required: result?.ok === true && mfaSetupRequired(result.data), at: pathname });
    });
    return () => {
      current = false;
    };
  }, [first, needsCheck, pathname, services]);

  return needsCheck || checked === null ? null : checked.required;
}
