import { PageTitle } from '@fleetkey/web-kit';
import { ProjectList } from '../features/projects/ProjectList';

/** /Home/Projects: the account's projects and their members. */
export default function ProjectsPage() {
  return (
    <>
      <PageTitle titleKey="routes.projects" />
      <ProjectList />
    </>
  );
}
