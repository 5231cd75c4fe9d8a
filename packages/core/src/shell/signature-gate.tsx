import { Suspense, lazy } from 'react';
import { useAccount } from '../admin/admin-context';

// Only owners without a signature ever need the dialog: it loads on demand.
const SignatureDialog = lazy(() =>
  import('./signature-dialog').then((m) => ({ default: m.SignatureDialog })),
);

/**
 * The signature request (spec 1 §6, spec 4 §2): a non-employee whose profile has no signature
 * must sign before using the admin; the dialog cannot be dismissed. Employees never see it.
 */
export function SignatureGate() {
  const account = useAccount();
  if (!account || account.is_employee || account.profile.signature) return null;
  return (
    <Suspense fallback={null}>
      <SignatureDialog />
    </Suspense>
  );
}
