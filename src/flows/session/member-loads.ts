// What SessionLoads loads for a member, in a chunk of its own: a guest's visit never fetches it.
export { loadDepositCount, loadUnreadCount } from '../customer-service/cbs';
export { $rankProgress, loadRankProgress } from './rank-progress';
