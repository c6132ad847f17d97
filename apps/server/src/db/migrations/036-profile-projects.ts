import type { Kysely } from 'kysely';

// Sub-user access profiles scoped to projects (issue 18): a profile of scope kind 'projects' reaches the
// devices and groups of the listed projects of its owner, and those projects. The kind itself is
// access_profiles.scope_kind (varchar(8) holds 'projects'); this table lists the projects, as
// access_profile_groups lists a group scope's groups. A deleted project leaves the scope by itself.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_profile_projects')
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('access_profile_projects_pk', ['owner_id', 'profile_id', 'project_id'])
    .addForeignKeyConstraint(
      'access_profile_projects_profile',
      ['owner_id', 'profile_id'],
      'access_profiles',
      ['owner_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // Deleting a project looks up the scopes naming it.
  await db.schema
    .createIndex('access_profile_projects_project')
    .on('access_profile_projects')
    .column('project_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_profile_projects').execute();
}
