import { AccountRoutes } from '../app/account-routes';

/**
 * Federated './routes' of mf_account: every account page of SPEC §2 under the shell's
 * router. The shell mounts it for /giris-yap, /sifre-yenile, /kayit-ol, /hesabim and
 * /guvercinlerim.
 */
export default function MfAccountRoutes() {
  return (
    <div data-testid="mf-account-routes" data-release={__KM_RELEASE__}>
      <AccountRoutes />
    </div>
  );
}
