import { PageTitle, UnderConstruction } from '@fleetkey/web-kit';

/** A screen that exists with its title; its content comes in a later issue. */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  return (
    <>
      <PageTitle titleKey={titleKey} />
      <UnderConstruction />
    </>
  );
}
