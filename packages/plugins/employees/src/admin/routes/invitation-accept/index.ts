export { InvitationAcceptPage } from './invitation-accept';
