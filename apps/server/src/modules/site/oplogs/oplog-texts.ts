import type { CouponType, OplogTextKey, OrderState } from '@fleetkey/contract';
import type { OplogText } from '../../../platform/oplog/oplog';
import { requestInEnglish, type RequestValues } from '../../licensing/applyments/application-texts';

// Each operation-log entry is stored as a key, its values and its English text: the values are what a
// console fills `oplogText.<key>` with, the English is worded here once per key, so no call site writes
// a sentence of its own. Field lists (`fields`) name the request's fields as the API spells them.

/** The values each key's entry is filled with: names, ids and counts as they are. */
interface OplogTextValues {
  createdAdmin: { username: string };
  disabledAdmin: { username: string };
  enabledAdmin: { username: string };
  resetAdminPassword: { username: string };
  deletedAdmin: { username: string };
  changedOwnName: { name: string };
  changedOwnPassword: Record<string, never>;
  endedOwnSessions: { count: number };
  createdPermission: { name: string; key: string };
  updatedPermission: { name: string; fields: string };
  deletedPermission: { name: string; key: string };
  createdRole: { name: string };
  createdRoles: { names: string };
  updatedRole: { name: string; fields: string };
  deletedRole: { name: string };
  linkedAdminRole: { adminName: string; roleName: string };
  linkedAdminsRole: { count: number; roleName: string };
  movedAdminRole: { adminName: string; fromRole: string; toRole: string };
  unlinkedAdminRole: { adminName: string; roleName: string };
  setBoardRole: { boardId: string; roleName: string };
  clearedBoardRole: { boardId: string };
  updatedUser: { username: string; fields: string };
  changedUserLevel: { username: string; from: number; to: number };
  deletedUser: { username: string };
  approvedCompanyInfo: { username: string };
  rejectedCompanyInfo: { username: string };
  updatedLicence: { licenceNo: string; fields: string };
  deletedLicence: { licenceNo: string; username: string };
  assignedLicenceRole: { licenceNo: string; roleName: string };
  clearedLicenceRole: { licenceNo: string };
  passedApplication: { applyId: string; username: string } & RequestValues;
  deniedApplication: { applyId: string; username: string } & RequestValues;
  createdCardBatch: { count: number; cardType: CouponType; validityDays: number; issued: number };
  issuedCards: { count: number; cardType: CouponType; batchId: string };
  sentBroadcast: { title: string };
  recalledBroadcast: { title: string };
  pushedTicketByMobile: { title: string; count: number };
  pushedTicketByUserId: { title: string; count: number };
  updatedTicket: { title: string; fields: string };
  uploadedInstaller: { fileName: string; size: number; sha256: string };
  deletedInstaller: { fileName: string };
  uploadedWebapp: { fileName: string; webPath: string; sha256: string };
  uploadedFile: { type: string; fileName: string };
  uploadedFileWithNote: { type: string; fileName: string; note: string };
  updatedSysConfig: { fields: string };
  movedOrder: { orderId: string; username: string; from: OrderState; to: OrderState };
  importedNodes: { fileName: string; count: number };
  createdNode: { name: string };
  updatedNode: { name: string; fields: string };
  deletedNodes: { names: string };
  uploadedNodeDemo: { name: string; fileName: string };
  importedBoards: { fileName: string; count: number };
  createdBoard: { model: string };
  updatedBoard: { model: string; fields: string };
  deletedBoards: { models: string };
  createdDevBoard: { serial: string; model: string };
  updatedDevBoard: { serial: string; fields: string };
  deletedDevBoards: { serials: string };
  uploadedDevBoardFile: { serial: string; fileName: string; size: number };
  deletedDevBoardUploads: { fileNames: string };
  savedPinMap: { model: string; count: number };
  importedPins: { fileName: string; models: string; count: number };
  deletedPinMap: { model: string };
  confirmedPayOrder: { orderId: string; username: string; amount: number };
  cancelledPayOrder: { orderId: string; username: string; amount: number };
  approvedRefund: { refundId: string; username: string; amount: number };
  rejectedRefund: { refundId: string; username: string; amount: number };
  adjustedFunds: { username: string; amount: number; reason: string };
  settledPayment: { txnId: string; amount: number; note: string };
}

const ENGLISH: { [K in OplogTextKey]: (values: OplogTextValues[K]) => string } = {
  createdAdmin: (v) => `created administrator ${v.username}`,
  disabledAdmin: (v) => `disabled administrator ${v.username}`,
  enabledAdmin: (v) => `enabled administrator ${v.username}`,
  resetAdminPassword: (v) => `reset the password of administrator ${v.username}`,
  deletedAdmin: (v) => `deleted administrator ${v.username}`,
  changedOwnName: (v) => `changed own name to ${v.name}`,
  changedOwnPassword: () => 'changed own password',
  endedOwnSessions: (v) => `signed out ${v.count} other session(s)`,
  createdPermission: (v) => `created permission ${v.name} (${v.key})`,
  updatedPermission: (v) => `updated permission ${v.name}: ${v.fields}`,
  deletedPermission: (v) => `deleted permission ${v.name} (${v.key})`,
  createdRole: (v) => `created role ${v.name}`,
  createdRoles: (v) => `created roles ${v.names}`,
  updatedRole: (v) => `updated role ${v.name}: ${v.fields}`,
  deletedRole: (v) => `deleted role ${v.name}`,
  linkedAdminRole: (v) => `linked administrator ${v.adminName} to role ${v.roleName}`,
  linkedAdminsRole: (v) => `linked ${v.count} administrators to role ${v.roleName}`,
  movedAdminRole: (v) => `moved administrator ${v.adminName} from role ${v.fromRole} to ${v.toRole}`,
  unlinkedAdminRole: (v) => `unlinked administrator ${v.adminName} from role ${v.roleName}`,
  setBoardRole: (v) => `set the role of board ${v.boardId} to ${v.roleName}`,
  clearedBoardRole: (v) => `cleared the role of board ${v.boardId}`,
  updatedUser: (v) => `updated user ${v.username}: ${v.fields}`,
  changedUserLevel: (v) => `changed level of user ${v.username} from ${v.from} to ${v.to}`,
  deletedUser: (v) => `deleted user ${v.username}`,
  approvedCompanyInfo: (v) => `set enterprise status of ${v.username} to passed`,
  rejectedCompanyInfo: (v) => `set enterprise status of ${v.username} to rejected`,
  updatedLicence: (v) => `updated licence ${v.licenceNo}: ${v.fields}`,
  deletedLicence: (v) => `deleted licence ${v.licenceNo} of user ${v.username}`,
  assignedLicenceRole: (v) => `assigned role ${v.roleName} to licence ${v.licenceNo}`,
  clearedLicenceRole: (v) => `cleared the role of licence ${v.licenceNo}`,
  passedApplication: (v) => `passed application ${v.applyId} of user ${v.username}: ${requestInEnglish(v)}`,
  deniedApplication: (v) => `denied application ${v.applyId} of user ${v.username}: ${requestInEnglish(v)}`,
  createdCardBatch: (v) =>
    `created a batch of ${v.count} ${v.cardType} cards (${v.validityDays} days` +
    `${v.issued > 0 ? `, ${v.issued} issued` : ''})`,
  issuedCards: (v) => `issued ${v.count} ${v.cardType} cards of batch ${v.batchId}`,
  sentBroadcast: (v) => `sent broadcast "${v.title}" to every user`,
  recalledBroadcast: (v) => `recalled broadcast "${v.title}"`,
  pushedTicketByMobile: (v) => `pushed "${v.title}" to ${v.count} users by mobile`,
  pushedTicketByUserId: (v) => `pushed "${v.title}" to ${v.count} users by user id`,
  updatedTicket: (v) => `updated ticket "${v.title}": ${v.fields}`,
  uploadedInstaller: (v) => `uploaded installer ${v.fileName} (${v.size} bytes, sha256 ${v.sha256})`,
  deletedInstaller: (v) => `deleted installer ${v.fileName}`,
  uploadedWebapp: (v) => `uploaded web app ${v.fileName} for ${v.webPath} (sha256 ${v.sha256})`,
  uploadedFile: (v) => `uploaded ${v.type} file ${v.fileName}`,
  uploadedFileWithNote: (v) => `uploaded ${v.type} file ${v.fileName}: ${v.note}`,
  updatedSysConfig: (v) => `updated system config: ${v.fields || 'nothing'}`,
  movedOrder: (v) => `moved order ${v.orderId} of ${v.username} from ${v.from} to ${v.to}`,
  importedNodes: (v) => `imported node file ${v.fileName} (${v.count} nodes)`,
  createdNode: (v) => `created node ${v.name}`,
  updatedNode: (v) => `updated node ${v.name}: ${v.fields}`,
  deletedNodes: (v) => `deleted nodes ${v.names}`,
  uploadedNodeDemo: (v) => `uploaded demo file ${v.fileName} of node ${v.name}`,
  importedBoards: (v) => `imported board file ${v.fileName} (${v.count} boards)`,
  createdBoard: (v) => `created board ${v.model}`,
  updatedBoard: (v) => `updated board ${v.model}: ${v.fields}`,
  deletedBoards: (v) => `deleted boards ${v.models}`,
  createdDevBoard: (v) => `created development board ${v.serial} (${v.model})`,
  updatedDevBoard: (v) => `updated development board ${v.serial}: ${v.fields}`,
  deletedDevBoards: (v) => `deleted development boards ${v.serials}`,
  uploadedDevBoardFile: (v) =>
    `uploaded file ${v.fileName} (${v.size} bytes) for development board ${v.serial}`,
  deletedDevBoardUploads: (v) => `deleted uploaded files ${v.fileNames}`,
  savedPinMap: (v) => `saved the pin map of ${v.model} (${v.count} pins)`,
  importedPins: (v) => `imported pin file ${v.fileName} (${v.count} pins of ${v.models})`,
  deletedPinMap: (v) => `deleted the pin map of ${v.model}`,
  confirmedPayOrder: (v) => `confirmed payment of order ${v.orderId} of ${v.username} (${v.amount} fen)`,
  cancelledPayOrder: (v) => `cancelled order ${v.orderId} of ${v.username} (${v.amount} fen)`,
  approvedRefund: (v) => `approved refund ${v.refundId} of ${v.username} (${v.amount} fen)`,
  rejectedRefund: (v) => `rejected refund ${v.refundId} of ${v.username} (${v.amount} fen)`,
  adjustedFunds: (v) => `adjusted the funds of ${v.username} by ${v.amount} fen: ${v.reason}`,
  settledPayment: (v) => `settled gateway payment ${v.txnId} (${v.amount} fen): ${v.note}`,
};

/** An operation-log entry's text: the key, its values, and the English text worded from them. */
export function oplogText<K extends OplogTextKey>(key: K, values: OplogTextValues[K]): OplogText {
  return { key, params: values, content: ENGLISH[key](values) };
}
