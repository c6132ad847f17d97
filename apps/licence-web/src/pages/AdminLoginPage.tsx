import { useEffect } from 'react';
import { AdminLoginCard, AuthLayout, useLanguage } from '@fleetkey/web-kit';
import { useLoginTarget } from '../features/auth/hooks/useLoginTarget';

/** /admin: the administrators' sign-in — user name and password, Chinese only, no other links. */
export default function AdminLoginPage() {
  const target = useLoginTarget(true);
  const { language, setLanguage } = useLanguage();
  useEffect(() => {
    if (language !== 'zh') setLanguage('zh');
  }, [language, setLanguage]);
  return (
    <AuthLayout titleKey="auth.adminTitle" fixedLanguage>
      <AdminLoginCard target={target} />
    </AuthLayout>
  );
}
