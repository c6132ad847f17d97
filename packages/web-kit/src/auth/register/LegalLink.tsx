import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteLinkHref } from '@fleetkey/contract';

/**
 * A link to the user agreement or the privacy policy inside the registration's sentence: the address
 * administrators set (the server's own pages by default, in the reader's language); plain text when unset.
 */
export function LegalLink({
  url,
  testId,
  children,
}: {
  url?: string | undefined;
  testId: string;
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  if (!url) return <span>{children}</span>;
  return (
    <a
      href={siteLinkHref(url, i18n.language)}
      target="_blank"
      rel="noreferrer"
      data-testid={testId}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </a>
  );
}
