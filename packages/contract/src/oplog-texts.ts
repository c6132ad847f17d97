import { z } from 'zod';

// The administrators' operation log records each write under a text key and its values beside the English
// text (ARCHITECTURE §Conventions 5), as messages and user log entries do (server-texts.ts): the console
// words an entry in the reader's language as `oplogText.<key>`, and shows the stored English text for
// rows without a key (written before keys existed).

/** Keys of the entries the administrators' writes leave in the operation log; each has a content. */
export const OPLOG_TEXT_KEYS = [
  'createdAdmin',
  'changedOwnName',
  'changedOwnPassword',
  'endedOwnSessions',
  'createdPermission',
  'updatedPermission',
  'deletedPermission',
  'createdRole',
  'createdRoles',
  'updatedRole',
  'deletedRole',
  'linkedAdminRole',
  'linkedAdminsRole',
  'movedAdminRole',
  'unlinkedAdminRole',
  'setBoardRole',
  'clearedBoardRole',
  'updatedUser',
  'changedUserLevel',
  'deletedUser',
  'approvedCompanyInfo',
  'rejectedCompanyInfo',
  'updatedLicence',
  'deletedLicence',
  'assignedLicenceRole',
  'clearedLicenceRole',
  'passedApplication',
  'deniedApplication',
  'createdCardBatch',
  'issuedCards',
  'sentBroadcast',
  'recalledBroadcast',
  'pushedTicketByMobile',
  'pushedTicketByUserId',
  'updatedTicket',
  'uploadedInstaller',
  'deletedInstaller',
  'uploadedWebapp',
  'uploadedFile',
  'uploadedFileWithNote',
  'updatedSysConfig',
  'movedOrder',
  'importedNodes',
  'createdNode',
  'updatedNode',
  'deletedNodes',
  'uploadedNodeDemo',
  'importedBoards',
  'createdBoard',
  'updatedBoard',
  'deletedBoards',
  'createdDevBoard',
  'updatedDevBoard',
  'deletedDevBoards',
  'uploadedDevBoardFile',
  'deletedDevBoardUploads',
  'savedPinMap',
  'importedPins',
  'deletedPinMap',
] as const;
/** A key an operation-log entry is worded by. */
export type OplogTextKey = (typeof OPLOG_TEXT_KEYS)[number];
/** An operation-log text key from the network. */
export const oplogTextKeySchema = z.enum(OPLOG_TEXT_KEYS);
