import { PageTitle } from '@fleetkey/web-kit';
import { TaskList } from '../features/tasks/TaskList';

/** /Home/Tasks: scheduled commands and rollouts, and their history of runs. */
export default function TasksPage() {
  return (
    <>
      <PageTitle titleKey="routes.tasks" />
      <TaskList />
    </>
  );
}
