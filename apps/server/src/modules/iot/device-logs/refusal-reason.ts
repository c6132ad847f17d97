import type { DeviceConnectionReason } from '@fleetkey/contract';
import type { ConnectRefusal } from '../../../platform/bus/bus';

/**
 * The connection log's reason for a refused sign-in: the gate refuses a missing id or secret and a wrong
 * secret alike as bad credentials, which the owner is told apart.
 */
export function refusalReason(refusal: ConnectRefusal, credentialsGiven: boolean): DeviceConnectionReason {
  switch (refusal) {
    case 'notAuthorized':
      return 'LOCKED_OUT';
    case 'identifierRejected':
      return 'CLIENT_ID_REJECTED';
    case 'badCredentials':
      return credentialsGiven ? 'WRONG_SECRET' : 'NO_CREDENTIALS';
  }
}
