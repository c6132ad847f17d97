// The default group (licence-portal.md §2 "default-group items unchecked and disabled") is what every
// administrator holds without any role, so no role can grant or withhold it. On this server that is:
// their own account (personal information and account security: the menu entry and its calls need no
// permission) and reading their own permissions (GET /admins/me/permissions answers any administrator).
// Neither is a permission of the catalogue; the dialog shows them as a fixed group, never ticked and
// never returned, so an editor sees what a role gives beyond them.

/** The default group's lines; their texts are `permissionsAdmin.dialog.defaultItems.<id>`. */
export const DEFAULT_GROUP_ITEMS = ['personalInfo', 'ownPermissions'] as const;
