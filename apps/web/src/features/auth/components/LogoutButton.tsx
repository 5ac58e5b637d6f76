import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Button, type ButtonProps } from '../../../ui/Button';
import { notify } from '../../../ui/toast';
import { useLogout } from '../api/logout';

/** Logs out (here whatever the server says), says so, and goes home. */
export function LogoutButton({ label, ...button }: Omit<ButtonProps, 'onClick' | 'children'> & { label: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The session is gone here even when the server call failed (see logout()).
  const logout = useLogout(() => {
    notify(t('header.loggedOut'));
    void navigate('/app/home', { replace: true });
  });
  return (
    <Button
      {...button}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      aria-busy={logout.isPending || undefined}
    >
      {label}
    </Button>
  );
}
