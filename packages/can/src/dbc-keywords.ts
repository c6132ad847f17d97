// The statement keywords of the DBC format. A keyword at the start of a line begins a statement: that is
// where a statement missing its ';' ends and where reading resumes after a statement that is skipped.

/** Statements read past to their end (their content does not change decoding). */
export const SKIPPED_STATEMENTS = new Set([
  'EV_',
  'ENVVAR_DATA_',
  'SGTYPE_',
  'SGTYPE_VAL_',
  'SIG_GROUP_',
  'SIG_TYPE_REF_',
  'BO_TX_BU_',
  'BA_DEF_REL_',
  'BA_DEF_DEF_REL_',
  'BA_REL_',
  'BU_SG_REL_',
  'BU_EV_REL_',
  'BU_BO_REL_',
  'CAT_DEF_',
  'CAT_',
  'FILTER',
  'BA_DEF_SGTYPE_',
  'BA_SGTYPE_',
]);

/** Statements the reader takes data from. */
export const READ_STATEMENTS = new Set([
  'VERSION',
  'NS_',
  'BS_',
  'BU_',
  'BO_',
  'SG_',
  'CM_',
  'VAL_TABLE_',
  'VAL_',
  'BA_DEF_',
  'BA_DEF_DEF_',
  'BA_',
  'SIG_VALTYPE_',
  'SG_MUL_VAL_',
]);

/** Whether a name is a statement keyword. */
export function isKeyword(name: string): boolean {
  return READ_STATEMENTS.has(name) || SKIPPED_STATEMENTS.has(name);
}
